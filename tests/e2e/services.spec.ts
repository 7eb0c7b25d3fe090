import { say } from './catalogs'
import { expect, test } from './fixtures'

// What the services pages show from their data (the grid, a service's steps, posts and related
// services, the overview by problem) is checked in every language without a browser
// (tests/unit/pages/services.test.tsx); here, following their links, their heads and the search.
// The services' titles are content (locales/<lang>/content/services), not catalog messages.

test('en: the services grid leads to a service, and a service to a related one', async ({ page, visit }) => {
  await visit('/en/services/v1')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'Web applications' }).click()
  await expect(page).toHaveURL(/\/en\/services\/web$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Web applications')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/services\/web$/)
  await expect(page.locator('head link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/services\/web$/)

  const related = main.getByRole('region', { name: say('en', 'Related services') })
  await related.getByRole('link', { name: 'Mobile applications' }).click()
  await expect(page).toHaveURL(/\/en\/services\/mobile$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mobile applications')
})

test('de: the second overview leads to a service', async ({ page, visit }) => {
  await visit('/de/services/v2')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'IoT', exact: true }).click()
  await expect(page).toHaveURL(/\/de\/services\/iot$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('IoT')
})

test('tr: the single service layout shows the first service and points search engines to its own page', async ({ page, visit }) => {
  await visit('/tr/services/single')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Web uygulamaları')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/services\/web$/)
})

test('en: an unknown service is the 404 page', async ({ page, visit }) => {
  await visit('/en/services/gardening', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('en', 'Something gone wrong!'))
})

test('tr: the site search finds a service in the page language', async ({ page, visit }) => {
  await visit('/tr/contact')
  await page.getByRole('button', { name: say('tr', 'Search') }).click()
  const dialog = page.getByRole('dialog', { name: say('tr', 'Search the site') })
  await dialog.getByRole('combobox', { name: say('tr', 'Search the site') }).fill('veri ve raporlama')
  await expect(dialog.getByRole('option', { name: /Veri ve raporlama/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/tr\/services\/data$/)
})
