import { say } from './catalogs'
import { expect, test } from './fixtures'

// What the legal notice and the privacy page state is checked in every language without a browser
// (tests/unit/pages/legal-notice.test.tsx); here, that every page's footer leads to them.

test.describe('footer links the legal pages', () => {
  test('de: the footer of a page links the Impressum, which answers with its h1', async ({ page, visit }) => {
    await visit('/de/services/v1')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: say('de', 'Privacy'), exact: true })).toHaveAttribute('href', '/de/privacy')
    await expect(footer.getByRole('link', { name: say('de', 'Terms of use') })).toHaveAttribute('href', '/de/terms-conditions')
    await footer.getByRole('link', { name: say('de', 'Legal notice') }).click()
    await expect(page).toHaveURL('/de/legal-notice')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum')
  })
})
