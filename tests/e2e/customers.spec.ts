import { CUSTOMER_STORY_SLUGS } from '../../src/site/content/slugs'
import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { expect, test } from './fixtures'

// What the stories show from their data (the list, a story's quote, figures, services and more
// stories) is checked in every language without a browser (tests/unit/pages/customers.test.tsx);
// here, filtering, following the links and going back, the heads and the search. A story's own
// words are content (locales/<lang>/content/customer-stories), not catalog messages.

const EGE = 'Ege Makina plans its shop floor in hours instead of a week'
const TOTAL = CUSTOMER_STORY_SLUGS.length

/** The list's status: how many of the stories it shows. */
function shown(lang: Lang, count: number) {
  return say(lang, '{total, plural, one {{count} of # story} other {{count} of # stories}}', { count, total: TOTAL })
}

test('en: the list filters by industry, leads to a story, and back', async ({ page, visit }) => {
  await visit('/en/customer/stories')
  const main = page.getByRole('main')
  const status = main.getByRole('status')
  await expect(status).toHaveText(shown('en', TOTAL))

  const industries = main.getByRole('navigation', { name: say('en', 'Industries') })
  const machinery = industries.getByRole('link', { name: say('en', 'Machinery and equipment') })
  await machinery.click()
  await expect(page).toHaveURL(/\/en\/customer\/stories\/?\?industry=manufacturing$/)
  await expect(status).toHaveText(shown('en', 2))
  await expect(machinery).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('heading', { level: 2, name: /Anatolia Foods/ })).toHaveCount(0)

  await main.getByRole('link', { name: EGE }).click()
  await expect(page).toHaveURL(/\/en\/customer\/stories\/ege-makina-production-planning$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(EGE)

  await page.goBack()
  await expect(page).toHaveURL(/\?industry=manufacturing$/)
  await expect(status).toHaveText(shown('en', 2))
  await page.goForward()
  await main.getByRole('link', { name: say('en', 'All customer stories') }).first().click()
  await expect(page).toHaveURL(/\/en\/customer\/stories\/?$/)
  await expect(status).toHaveText(shown('en', TOTAL))
})

test('en, de: an unknown industry shows every story, and an address with a filter applies it', async ({ page, visit }) => {
  const status = page.getByRole('main').getByRole('status')
  await visit('/en/customer/stories?industry=gardening')
  await expect(status).toHaveText(shown('en', TOTAL))
  await visit('/de/customer/stories?industry=logistics')
  await expect(status).toHaveText(shown('de', 1))
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /Bergmann Logistik bindet neue Kunden/ })).toBeVisible()
})

test('tr, de: a story\'s page is in its language for the browser and for search engines', async ({ page, visit }) => {
  await visit('/tr/customer/stories/ege-makina-production-planning')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')

  await visit('/de/customer/stories/bergmann-logistik-integration-hub')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/de\/customer\/stories\/bergmann-logistik-integration-hub$/)
  await expect(page.locator('head link[rel="alternate"][hreflang="tr"]')).toHaveAttribute('href', /\/tr\/customer\/stories\/bergmann-logistik-integration-hub$/)
})

test('en: an unknown story is the 404 page', async ({ visit, page }) => {
  await visit('/en/customer/stories/no-such-story', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('en', 'Something gone wrong!'))
})

test('en: the second story layout shows the newest story, not indexed, with its own page as canonical', async ({ page, visit }) => {
  await visit('/en/customer/story-single')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Bergmann Logistik connects a new customer in days, not months')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/customer\/stories\/bergmann-logistik-integration-hub$/)
})

test('tr: the site search finds the stories in the page language', async ({ page, visit }) => {
  await visit('/tr/contact')
  await page.getByRole('button', { name: say('tr', 'Search') }).click()
  const dialog = page.getByRole('dialog', { name: say('tr', 'Search the site') })
  // Typed without Turkish letters.
  await dialog.getByRole('combobox', { name: say('tr', 'Search the site') }).fill('soguk oda')
  const option = dialog.getByRole('option', { name: /Polar Systems arızalanan soğuk odayı/ })
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(/\/tr\/customer\/stories\/polar-systems-connected-service$/)
})
