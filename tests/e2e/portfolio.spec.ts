import { say } from './catalogs'
import { reopenBeforeTheCloseEvent } from './dialogs'
import { expect, test } from './fixtures'

/**
 * What a visitor does on the portfolio: the filter, the gallery's large view, the neighbours, the
 * search, and what the head tells search engines. What the pages show from their data (the studies,
 * results, facts and layouts in every language) is checked without a browser
 * (tests/unit/pages/portfolio.test.tsx). Expected texts in another language than English are the
 * English sources as its catalogs translate them; titles and figures are the studies' own.
 */
const studies = (lang: 'tr' | 'de', count: number) => say(lang, '{count, plural, one {# case study} other {# case studies}}', { count })

// The English studies, newest year first (then by slug): Kuzey, Vega (2026); Bergmann, Ege, Marmara (2025); Nova (2024).
const KUZEY = 'Kuzey Tekstil sees every loom and dye bath in real time'
const BERGMANN = 'An integration hub that connects Bergmann Logistik to 23 carriers'
const EGE = "One ERP and MRP for Ege Makina's three plants in eleven months"
const MARMARA = 'A patient app for Marmara Health that people of every age can use'

test('en: the masonry filters by category through links, with the filter in the address', async ({ page, visit }) => {
  await visit('/en/portfolio/masonry')
  const main = page.getByRole('main')
  const status = main.getByRole('status')
  const chips = main.getByRole('navigation', { name: 'Case study categories' })
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Case studies')
  await expect(status).toHaveText('6 case studies')
  await expect(main.getByRole('article')).toHaveCount(6)
  await expect(chips.getByRole('link', { name: 'All case studies' })).toHaveAttribute('aria-current', 'page')

  await chips.getByRole('link', { name: 'IoT' }).click()
  await expect(page).toHaveURL(/\/en\/portfolio\/masonry\?category=iot$/)
  await expect(status).toHaveText('1 case study')
  await expect(main.getByRole('article')).toHaveCount(1)
  await expect(main.getByRole('link', { name: KUZEY })).toBeVisible()
  await expect(chips.getByRole('link', { name: 'IoT' })).toHaveAttribute('aria-current', 'page')
  await expect(chips.getByRole('link', { name: 'All case studies' })).not.toHaveAttribute('aria-current')

  await chips.getByRole('link', { name: 'All case studies' }).click()
  await expect(page).toHaveURL(/\/en\/portfolio\/masonry$/)
  await expect(main.getByRole('article')).toHaveCount(6)
})

test('de: the list shows client, year and services, filtered by the address in German', async ({ page, visit }) => {
  await visit('/de/portfolio/list?category=erp')
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toHaveText(studies('de', 1))
  await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(1)
  await expect(main.getByRole('link', { name: 'Ein ERP und MRP für die drei Werke von Ege Makina in elf Monaten' })).toBeVisible()
  await expect(main.getByText('Ege Makina', { exact: true })).toBeVisible()
  await expect(main.getByText('2025', { exact: true })).toBeVisible()
  await expect(main.getByText(/ERP\/MRP-Entwicklung · Datenmigration/)).toBeVisible()
  await expect(main.getByRole('navigation', { name: say('de', 'Case study categories') }).getByRole('link', { name: say('de', 'ERP') })).toHaveAttribute('aria-current', 'page')
})

test('de: switching the language keeps the filter', async ({ page, visit }) => {
  await visit('/de/portfolio/list?category=erp')
  await page.getByRole('navigation', { name: say('de', 'Language') }).getByRole('link', { name: 'Türkçe' }).click()
  await expect(page).toHaveURL(/\/tr\/portfolio\/list\?category=erp$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(studies('tr', 1))
})

test('en: an unknown ?category= shows every study and says so, with a way to clear it', async ({ page, visit }) => {
  await visit('/en/portfolio/showcase?category=gardening')
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toContainText('There is no category “gardening”, so every case study is shown.')
  // Three featured studies on large panels, the three others below.
  await expect(main.getByRole('heading', { level: 2, name: KUZEY })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: BERGMANN })).toBeVisible()
  await expect(main.getByRole('heading', { level: 2, name: EGE })).toBeVisible()
  await expect(main.getByRole('region', { name: 'More case studies' }).getByRole('listitem')).toHaveCount(3)

  await main.getByRole('link', { name: 'Clear the filter' }).click()
  await expect(page).toHaveURL(/\/en\/portfolio\/showcase$/)
  await expect(main.getByRole('status')).toHaveText('6 case studies')
})

test('en: a study\'s gallery opens large by keyboard, its head describes it, and it leads to its neighbours', async ({ page, visit, expectAccessible }) => {
  await visit('/en/portfolio/ege-makina-mrp-rollout')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(EGE)
  // The gallery (its pictures: tests/unit/pages/portfolio.test.tsx): the large view is a modal dialog that Escape closes.
  const pictures = main.getByRole('region', { name: 'Gallery' }).getByRole('button')
  await pictures.first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /^A planning board/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('img', { name: /^A planning board/ })).toBeVisible()
  await expectAccessible({ within: 'dialog[open]' })
  await dialog.getByRole('button', { name: 'Next picture' }).click()
  await expect(page.getByRole('dialog', { name: /^Stock levels of three warehouses/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(pictures.first()).toBeFocused()
  // Opened again before the closed view's `close` event has arrived, the new view stays.
  await page.keyboard.press('Enter')
  await reopenBeforeTheCloseEvent(page)
  await expect(page.getByRole('dialog', { name: /^A planning board/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const work = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(work).toMatchObject({ '@type': 'CreativeWork', headline: EGE, dateCreated: '2025', inLanguage: 'en' })
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/portfolio\/ege-makina-mrp-rollout$/)

  const more = main.getByRole('navigation', { name: 'More case studies' })
  await more.getByRole('link', { name: /^Next case study/ }).click()
  await expect(page).toHaveURL(/\/en\/portfolio\/marmara-health-patient-app$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(MARMARA)
  await more.getByRole('link', { name: /^Previous case study/ }).click()
  await expect(page).toHaveURL(/\/en\/portfolio\/ege-makina-mrp-rollout$/)
  // The address changes before the study's page renders: its own links are the ones to follow.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(EGE)
  await more.getByRole('link', { name: /^Previous case study/ }).click()
  await expect(page).toHaveURL(/\/en\/portfolio\/bergmann-logistik-carrier-integration$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(BERGMANN)
  // The call to action of the home page closes every study.
  await expect(page.getByRole('link', { name: 'Start your project' })).toHaveAttribute('href', '/en/contact')
})

// What the two layouts show (the study, the sidebar, the numbers): tests/unit/pages/portfolio.test.tsx.
test('tr: the two case study layouts point search engines to the study\'s own page', async ({ page, visit }) => {
  for (const layout of ['v1', 'v2']) {
    await visit(`/tr/portfolio/case-study/${layout}`)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/portfolio\/kuzey-tekstil-shop-floor-iot$/)
  }
})

test('en: an unknown study is the 404 page', async ({ visit, page }) => {
  await visit('/en/portfolio/no-such-study', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something gone wrong!')
})

test('en: the site search finds the case studies in the page language', async ({ page, visit }) => {
  await visit('/en/contact')
  await page.getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search the site' })
  await dialog.getByRole('combobox', { name: 'Search the site' }).fill('carriers')
  await expect(dialog.getByRole('option', { name: new RegExp(BERGMANN) })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/portfolio\/bergmann-logistik-carrier-integration$/)
})
