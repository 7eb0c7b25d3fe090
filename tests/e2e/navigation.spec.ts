import { MENU_STRUCTURE, pageUrl } from '../../src/features/template-pages/menu-structure'
import { LANGUAGES } from '../../src/lib/languages'
import { expect, test } from './fixtures'

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('opens, moves through and closes by keyboard alone', async ({ page, visit, expectAccessible }) => {
    await visit('/en/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const demos = nav.getByRole('button', { name: 'Demos' })
    await demos.focus()
    await expect(demos).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(demos).toHaveAttribute('aria-expanded', 'true')
    const classic = nav.getByRole('link', { name: 'Classic' })
    await expect(classic).toBeVisible()
    // The open panel is headed by its group's icon (SPEC.md §3 Menu item `icon`), hidden from screen readers.
    await expect(nav.locator('svg[data-menu-icon="demos"][aria-hidden="true"]')).toBeVisible()
    await expect(nav.locator('svg[data-menu-icon]:visible')).toHaveCount(1)
    await page.keyboard.press('Tab')
    await expect(classic).toBeFocused()
    await expect(nav.getByRole('link', { name: 'Finance consulting New' })).toBeVisible()
    await expectAccessible({ within: 'header' })

    await page.keyboard.press('Escape')
    await expect(demos).toHaveAttribute('aria-expanded', 'false')
    await expect(classic).toBeHidden()
    await expect(demos).toBeFocused()

    // Tab moves on to the next group; Space opens it; its new-tab entries say so.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('button', { name: 'Pages' })).toBeFocused()
    const specialty = nav.getByRole('button', { name: 'Specialty' })
    await specialty.focus()
    await page.keyboard.press('Space')
    const comingSoon = nav.getByRole('link', { name: 'Coming soon (opens in a new tab)' })
    await expect(comingSoon).toHaveAttribute('target', '_blank')
    await expect(comingSoon).toHaveAttribute('rel', 'noopener')
    await expect(comingSoon).toHaveAttribute('href', '/en/coming-soon')

    // Enter on an entry navigates and closes the panel.
    await nav.getByRole('link', { name: 'Pricing' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/pricing$/)
    await expect(specialty).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click outside closes a panel, and the career entry carries its badge', async ({ page, visit }) => {
    await visit('/de/contact')
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' })
    const pages = nav.getByRole('button', { name: 'Seiten', exact: true })
    await pages.click()
    await expect(nav.getByRole('link', { name: 'Karriere 2 Jobs' })).toBeVisible()
    await page.mouse.click(5, 850)
    await expect(pages).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile off-canvas menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is a modal: focus moves in, groups open by keyboard, Escape returns focus', async ({ page, visit, expectAccessible }) => {
    await visit('/tr/contact')
    const opener = page.getByRole('button', { name: 'Menü', exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menü' })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('summary svg[data-menu-icon][aria-hidden="true"]')).toHaveCount(8)
    await expect(dialog.getByRole('button', { name: 'Menüyü kapat' })).toBeFocused()
    await page.keyboard.press('Tab')
    const demos = dialog.getByText('Demolar', { exact: true })
    await expect(demos).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('link', { name: 'Klasik' })).toBeVisible()
    await expectAccessible({ within: 'dialog[open]' })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // Choosing an entry navigates and closes the panel.
    await opener.click()
    await dialog.getByText('Özel sayfalar', { exact: true }).click()
    await dialog.getByRole('link', { name: 'Sıkça sorulan sorular' }).click()
    await expect(page).toHaveURL(/\/tr\/faq$/)
    await expect(dialog).toBeHidden()
  })
})

// Every menu entry in every language: over HTTP each answers 200 itself (no redirect); in the
// browser each is reached through the menu and renders its page without a console error. The
// new-tab entries are opened as pages of their own. Kept fast on purpose: axe runs on each distinct
// layout in a11y.spec.ts, not on every copy of the template page here.
const GROUPS = Object.keys(MENU_STRUCTURE) as (keyof typeof MENU_STRUCTURE)[]

for (const lang of LANGUAGES) {
  for (const [groupIndex, group] of GROUPS.entries()) {
    test(`every ${group} entry in ${lang} answers 200 without a redirect and renders without a console error`, async ({ page, request, visit }) => {
      test.slow()
      await page.setViewportSize({ width: 1280, height: 900 })
      const entries = MENU_STRUCTURE[group]
      for (const entry of entries) {
        const url = pageUrl(lang, entry.page)
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(200)
      }
      await visit(`/${lang}/contact`)
      const nav = page.getByRole('navigation').first()
      for (const entry of entries.filter((item) => !('newTab' in item))) {
        const url = pageUrl(lang, entry.page)
        await nav.locator('button[aria-controls]').nth(groupIndex).click()
        await nav.locator(`a[href="${url}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${url}$`))
        await expect(page.locator('main h1')).toHaveCount(1)
      }
      // New-tab entries open as pages of their own.
      for (const entry of entries.filter((item) => 'newTab' in item)) {
        const url = pageUrl(lang, entry.page)
        await visit(url)
        expect(new URL(page.url()).pathname, url).toBe(url)
      }
    })
  }
}
