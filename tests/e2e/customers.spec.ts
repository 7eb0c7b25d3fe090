import { CUSTOMER_STORY_SLUGS } from '../../src/site/content/slugs'
import { expect, test } from './fixtures'

const EGE = 'Ege Makina plans its shop floor in hours instead of a week'
const EGE_QUOTE = /For the first time, the date we give a customer comes from the plan and not from hope/

test('en: the list filters by industry, leads to a story with its quote and figures, and back', async ({ page, visit }) => {
  await visit('/en/customer/stories')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Customer stories')
  const status = main.getByRole('status')
  await expect(status).toHaveText(`${CUSTOMER_STORY_SLUGS.length} of ${CUSTOMER_STORY_SLUGS.length} stories`)
  await expect(main.getByRole('heading', { level: 2, name: EGE })).toBeVisible()
  // The clients' logos lead to their stories.
  await expect(main.getByRole('link', { name: 'Bergmann Logistik', exact: true })).toHaveAttribute('href', '/en/customer/stories/bergmann-logistik-integration-hub')

  const industries = main.getByRole('navigation', { name: 'Industries' })
  await industries.getByRole('link', { name: 'Machinery and equipment' }).click()
  await expect(page).toHaveURL(/\/en\/customer\/stories\/?\?industry=manufacturing$/)
  await expect(status).toHaveText(`2 of ${CUSTOMER_STORY_SLUGS.length} stories`)
  await expect(industries.getByRole('link', { name: 'Machinery and equipment' })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('heading', { level: 2, name: /Anatolia Foods/ })).toHaveCount(0)

  await main.getByRole('link', { name: EGE }).click()
  await expect(page).toHaveURL(/\/en\/customer\/stories\/ege-makina-production-planning$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(EGE)
  await expect(main.getByRole('figure').getByText(EGE_QUOTE)).toBeVisible()
  await expect(main.getByRole('figure').getByText('Burcu Tekin')).toBeVisible()
  const figures = main.getByRole('region', { name: 'Key figures' })
  await expect(figures.getByText('94%', { exact: true })).toBeVisible()
  await expect(figures.getByText('of machines delivered on time')).toBeVisible()
  await expect(figures.getByText('3 hours', { exact: true })).toBeVisible()
  // The services used lead to the pages about them; other stories and the call to action follow.
  const services = main.getByRole('region', { name: 'Services used' })
  await expect(services.getByRole('link', { name: 'ERP and production planning' })).toHaveAttribute('href', /^\/en\/services\//)
  await expect(main.getByRole('region', { name: 'More customer stories' }).getByRole('heading', { level: 3 })).toHaveCount(3)
  await expect(main.getByRole('link', { name: 'Start your project' })).toHaveAttribute('href', '/en/contact')

  await page.goBack()
  await expect(page).toHaveURL(/\?industry=manufacturing$/)
  await expect(status).toHaveText(`2 of ${CUSTOMER_STORY_SLUGS.length} stories`)
  await page.goForward()
  await main.getByRole('link', { name: 'All customer stories' }).first().click()
  await expect(page).toHaveURL(/\/en\/customer\/stories\/?$/)
  await expect(status).toHaveText(`${CUSTOMER_STORY_SLUGS.length} of ${CUSTOMER_STORY_SLUGS.length} stories`)
})

test('en, de: an unknown industry shows every story, and an address with a filter applies it', async ({ page, visit }) => {
  const status = page.getByRole('main').getByRole('status')
  await visit('/en/customer/stories?industry=gardening')
  await expect(status).toHaveText(`${CUSTOMER_STORY_SLUGS.length} of ${CUSTOMER_STORY_SLUGS.length} stories`)
  await visit('/de/customer/stories?industry=logistics')
  await expect(status).toHaveText(`1 von ${CUSTOMER_STORY_SLUGS.length} Geschichten`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /Bergmann Logistik bindet neue Kunden/ })).toBeVisible()
})

test('a story reads in Turkish and German, with each language\'s numbers', async ({ page, visit }) => {
  const main = page.getByRole('main')
  await visit('/tr/customer/stories/ege-makina-production-planning')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ege Makina atölyesini bir haftada değil, birkaç saatte planlıyor')
  await expect(main.getByRole('figure').getByText(/İlk kez müşteriye verdiğimiz tarih/)).toBeVisible()
  const tr = main.getByRole('region', { name: 'Öne çıkan rakamlar' })
  await expect(tr.getByText('%94', { exact: true })).toBeVisible()
  await expect(tr.getByText('3 saat', { exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')

  await visit('/de/customer/stories/bergmann-logistik-integration-hub')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Bergmann Logistik bindet neue Kunden in Tagen statt in Monaten an')
  await expect(main.getByRole('figure').getByText(/Früher haben wir Ausschreibungen wegen der Integration verloren/)).toBeVisible()
  const de = main.getByRole('region', { name: 'Kennzahlen' })
  await expect(de.getByText(/^99,95\s%$/)).toBeVisible()
  await expect(de.getByText('Verfügbarkeit des Hubs im letzten Jahr')).toBeVisible()
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/de\/customer\/stories\/bergmann-logistik-integration-hub$/)
  await expect(page.locator('head link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/tr\/customer\/stories\/bergmann-logistik-integration-hub$/)
})

test('en: an unknown story is the 404 page', async ({ visit, page }) => {
  await visit('/en/customer/stories/no-such-story', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something gone wrong!')
})

test('en: the second story layout shows the newest story, not indexed, with its own page as canonical', async ({ page, visit }) => {
  await visit('/en/customer/story-single')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Bergmann Logistik connects a new customer in days, not months')
  await expect(main.getByRole('region', { name: 'Key figures' }).getByText('99.95%', { exact: true })).toBeVisible()
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/customer\/stories\/bergmann-logistik-integration-hub$/)
})

test('tr: the site search finds the stories in the page language', async ({ page, visit }) => {
  await visit('/tr/contact')
  await page.getByRole('button', { name: 'Ara' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sitede ara' })
  // Typed without Turkish letters.
  await dialog.getByRole('combobox', { name: 'Sitede ara' }).fill('soguk oda')
  const option = dialog.getByRole('option', { name: /Polar Systems arızalanan soğuk odayı/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(/\/tr\/customer\/stories\/polar-systems-connected-service$/)
})
