import { menuEntries } from '../../src/site/menu-entries'
import { localPath, SECTION_KEYS } from '../../src/site/pages'
import { LANGUAGES } from '../../src/lib/languages'
import { say, sayIn } from './catalogs'
import { reopenBeforeTheCloseEvent } from './dialogs'
import { expect, test } from './fixtures'
import { LAYOUT_PAGES } from './layouts'

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('en: opens, moves through and closes by keyboard alone', async ({ page, visit, expectAccessible }) => {
    await visit('/en/contact')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const services = nav.getByRole('button', { name: 'Services' })
    await services.focus()
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    // Its overview page comes first.
    const overview = nav.getByRole('link', { name: 'Our services' })
    const classic = nav.getByRole('link', { name: 'Software partner for industry' })
    await expect(classic).toBeVisible()
    // The open panel is headed by its group's icon (SPEC.md §3 Menu item `icon`), hidden from screen
    // readers, and so is each entry, with one line of its page's description, which describes the link.
    await expect(nav.locator('svg[data-menu-icon="services"][aria-hidden="true"]').first()).toBeVisible()
    await expect(nav.locator('svg[data-menu-icon]:visible')).toHaveCount(menuEntries('services').length + 1)
    await expect(classic).toHaveAccessibleDescription(say('en', 'One partner for the software your company runs on: ERP and MRP, integration, data, IoT, web and mobile, from Eskişehir, Istanbul, Berlin and London.'))
    await page.keyboard.press('Tab')
    await expect(overview).toBeFocused()
    await expect(nav.getByRole('link', { name: 'ERP consulting for finance teams New' })).toBeVisible()
    await expectAccessible({ within: 'header' })

    await page.keyboard.press('Escape')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await expect(classic).toBeHidden()
    await expect(services).toBeFocused()

    // Tab moves on to the next group; Space opens it; its new-tab entries say so.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('button', { name: 'Customers' })).toBeFocused()
    const resources = nav.getByRole('button', { name: 'Resources' })
    await resources.focus()
    await page.keyboard.press('Space')
    const comingSoon = nav.getByRole('link', { name: 'Coming soon (opens in a new tab)' })
    await expect(comingSoon).toHaveAttribute('target', '_blank')
    await expect(comingSoon).toHaveAttribute('rel', 'noopener')
    await expect(comingSoon).toHaveAttribute('href', '/en/coming-soon')

    // Enter on an entry navigates and closes the panel.
    await nav.getByRole('link', { name: 'Frequently asked questions' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/faq$/)
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
  })

  test('de: a click outside closes a panel, and the career entry carries its badge', async ({ page, visit }) => {
    // German's longer labels fold the full menu into the phone menu below 1440 px (app.css `full-menu`).
    await page.setViewportSize({ width: 1440, height: 900 })
    await visit('/de/contact')
    const nav = page.getByRole('navigation', { name: say('de', 'Main') })
    const pages = nav.getByRole('button', { name: sayIn('de', 'menu group', 'Company'), exact: true })
    await pages.click()
    await expect(nav.getByRole('link', { name: `${say('de', 'Careers')} ${say('de', '{OPEN_JOB_COUNT, plural, one {# Job} other {# Jobs}}', { OPEN_JOB_COUNT: 2 })}` })).toBeVisible()
    await page.mouse.click(5, 850)
    await expect(pages).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile off-canvas menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('tr: is a modal: focus moves in, groups open by keyboard, Escape returns focus', async ({ page, visit, expectAccessible }) => {
    await visit('/tr/contact')
    const opener = page.getByRole('button', { name: say('tr', 'Menu'), exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: say('tr', 'Menu') })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('summary svg[data-menu-icon][aria-hidden="true"]')).toHaveCount(SECTION_KEYS.length)
    await expect(dialog.getByRole('button', { name: say('tr', 'Close menu') })).toBeFocused()
    await page.keyboard.press('Tab')
    const products = dialog.getByText(sayIn('tr', 'menu group', 'Products'), { exact: true })
    await expect(products).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('link', { name: say('tr', 'Storm Link — integration platform') })).toBeVisible()
    await expectAccessible({ within: 'dialog[open]' })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    // Opened again before the closed menu's `close` event has arrived, the menu stays open with its entries.
    await opener.click()
    await reopenBeforeTheCloseEvent(page)
    // Choosing an entry navigates and closes the panel.
    await dialog.getByText(sayIn('tr', 'menu group', 'Resources'), { exact: true }).click()
    await dialog.getByRole('link', { name: say('tr', 'Frequently asked questions') }).click()
    await expect(page).toHaveURL(/\/tr\/faq$/)
    await expect(dialog).toBeHidden()
  })
})

// Every menu entry in every language answers 200 itself over HTTP (no redirect), and is a link of
// its group's panel. In the browser the entries are reached through the menu, each group opened by
// its button, on one page of each distinct layout (tests/e2e/layouts.ts), each layout in one
// language, a different one from layout to layout: the client-side render of the other copies and
// languages is the same code. The new-tab entries are opened as pages of their own. layouts.spec.ts loads every
// layout in every language in the browser (console errors, hydration) and runs axe on it: not
// repeated here for every copy of the template page.
const GROUPS = SECTION_KEYS
const LAYOUTS = new Set<string>(LAYOUT_PAGES)

for (const lang of LANGUAGES) {
  test(`every menu entry in ${lang} answers 200 without a redirect, and its share of the layouts renders through the menu`, async ({ page, request, visit }) => {
    test.slow()
    // The full menu shows from 1440 px in every language (1280 px in English: app.css `full-menu`).
    await page.setViewportSize({ width: 1440, height: 900 })
    const entries = GROUPS.flatMap((group, groupIndex) => menuEntries(group).map((item) => ({ page: item.page, newTab: item.entry.menu?.newTab === true, groupIndex, url: localPath(lang, item.page) })))
    for (const { url } of entries) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(200)
    }
    await visit(`/${lang}/contact`)
    const nav = page.getByRole('navigation').first()
    // Every entry is a link of its group's panel.
    for (const [groupIndex, group] of GROUPS.entries()) {
      await nav.locator('button[aria-controls]').nth(groupIndex).click()
      const links = await nav.locator('a[href]:visible').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
      expect(links, group).toEqual(expect.arrayContaining(menuEntries(group).map((entry) => localPath(lang, entry.page))))
      await page.keyboard.press('Escape')
    }
    const reached = entries.filter((entry) => !entry.newTab && LAYOUTS.has(entry.page))
    for (const { url, groupIndex } of reached.filter((_, index) => index % LANGUAGES.length === LANGUAGES.indexOf(lang))) {
      await test.step(url, async () => {
        await nav.locator('button[aria-controls]').nth(groupIndex).click()
        await nav.locator(`a[href="${url}"]`).click()
        await expect(page).toHaveURL(new RegExp(`${url}$`))
        await expect(page.locator('main h1')).toHaveCount(1)
      })
    }
    for (const { url } of entries.filter((entry) => entry.newTab)) {
      await visit(url)
      expect(new URL(page.url()).pathname, url).toBe(url)
    }
  })
}
