import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { expect, test } from './fixtures'

// What the job page and the help article page show for the item their address names (its sections,
// its steps, the way to apply) is checked in every language without a browser
// (tests/unit/pages/content-pages.test.tsx); here, reaching them by their links and by the address
// alone. The items' titles are content (locales/<lang>/content), not catalog messages.

/** A career page's link to a job: a message whose tagged part is the job's title. */
function readMore(lang: Lang, title: string) {
  return say(lang, 'Read more about <0>{title}</0>', { title }).replace(/<\/?\d+>/g, '')
}

test.describe('career and help center link to their items', () => {
  test('de: a job on the career page opens that job on the job page', async ({ page, visit }) => {
    await visit('/de/career')
    await page.getByRole('link', { name: readMore('de', 'Backend-Entwickler (m/w/d) für .NET') }).click()
    await expect(page).toHaveURL('/de/career/single?job=backend-developer')
    const job = page.getByRole('article', { name: 'Backend-Entwickler (m/w/d) für .NET' })
    await expect(job.getByRole('link', { name: say('de', 'Apply by email') })).toBeVisible()
  })

  test('tr, en: an article of the help center opens that article, also as a link of its own', async ({ page, visit }) => {
    await visit('/tr/help/center')
    await page.getByRole('link', { name: 'Siparişinizin ödemesi' }).click()
    await expect(page).toHaveURL('/tr/help/detail?article=paying-for-your-order')
    await expect(page.getByRole('article', { name: 'Siparişinizin ödemesi' }).getByRole('listitem')).not.toHaveCount(0)

    // The address alone opens the article on a fresh load too.
    await visit('/en/help/detail?article=paying-for-your-order')
    await expect(page.getByRole('article', { name: 'Paying for your order' }).getByRole('heading', { level: 2 })).not.toHaveCount(0)
  })
})
