import { expect, test } from './fixtures'

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
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Portfolio masonry')
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
  await expect(main.getByRole('status')).toHaveText('1 Fallstudie')
  await expect(main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(1)
  await expect(main.getByRole('link', { name: 'Ein ERP und MRP für die drei Werke von Ege Makina in elf Monaten' })).toBeVisible()
  await expect(main.getByText('Ege Makina', { exact: true })).toBeVisible()
  await expect(main.getByText('2025', { exact: true })).toBeVisible()
  await expect(main.getByText(/ERP\/MRP-Entwicklung · Datenmigration/)).toBeVisible()
  await expect(main.getByRole('navigation', { name: 'Kategorien der Fallstudien' }).getByRole('link', { name: 'ERP' })).toHaveAttribute('aria-current', 'page')
})

test('de: switching the language keeps the filter', async ({ page, visit }) => {
  await visit('/de/portfolio/list?category=erp')
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Türkçe' }).click()
  await expect(page).toHaveURL(/\/tr\/portfolio\/list\?category=erp$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 vaka çalışması')
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

test('en: a study shows its results, technologies and gallery, and leads to its neighbours', async ({ page, visit, expectAccessible }) => {
  await visit('/en/portfolio/ege-makina-mrp-rollout')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(EGE)
  const results = main.getByRole('region', { name: 'Results at a glance' })
  await expect(results.getByText('-38%', { exact: true })).toBeVisible()
  await expect(results.getByText('4×', { exact: true })).toBeVisible()
  await expect(results.getByText('11 months', { exact: true })).toBeVisible()
  for (const section of ['The challenge', 'The solution', 'The results', 'What came next']) {
    await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expect(main.getByRole('region', { name: 'Project facts' }).getByText('PostgreSQL', { exact: true })).toBeVisible()

  // The gallery: each picture a button; the large view is a modal dialog that Escape closes.
  const gallery = main.getByRole('region', { name: 'Gallery' })
  const pictures = gallery.getByRole('button')
  await expect(pictures).toHaveCount(3)
  // A picture's button is named by its text.
  await expect(pictures.first()).toHaveAccessibleName(/^A planning board with production orders .*\(enlarge\)$/)
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

test('tr: the two case study layouts show one study, and point search engines to its own page', async ({ page, visit }) => {
  for (const layout of ['v1', 'v2']) {
    await visit(`/tr/portfolio/case-study/${layout}`)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/portfolio\/kuzey-tekstil-shop-floor-iot$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Kuzey Tekstil her tezgâhı ve boya kazanını anlık görüyor')
  }
  // v2: the numbers first, the facts and the customer's words in a sidebar.
  await expect(page.getByRole('complementary', { name: 'Proje bilgileri' }).getByText(/Fabrika Müdürü, Kuzey Tekstil/)).toBeVisible()
  await expect(page.getByRole('main').getByText('%75', { exact: true })).toBeVisible()
  await visit('/tr/portfolio/case-study/v1')
  await expect(page.getByRole('main').getByRole('complementary')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('img', { name: /dokuma tezgâhı sıraları/ })).toBeVisible()
})

test('tr, en, de: the portfolio pages load in all three languages', async ({ page, visit }) => {
  const titles = { tr: 'Portföy duvarı', en: 'Portfolio masonry', de: 'Portfolio-Mauerwerk' }
  for (const [lang, title] of Object.entries(titles)) {
    await visit(`/${lang}/portfolio/masonry`)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6)
  }
  await visit('/de/portfolio/nova-energy-data-platform')
  await expect(page.getByRole('main').getByText(/^-42\s%$/)).toBeVisible()
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
