import { INTEGRATION_SLUGS } from '../../src/site/content/slugs'
import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { expect, test } from './fixtures'

// The SaaS pages: features grouped by Storm's products, integrations filtered by category, a page
// per feature and per integration, and the two second layouts. What they show from their data (the
// rows per product, a feature's audience, plan and siblings, an integration's setup) is checked in
// every language without a browser (tests/unit/pages/saas.test.tsx); here, following the links,
// filtering, the heads and the search. Product names are in no catalog; the features' and
// integrations' own words are content (locales/<lang>/content).

/** The integrations page's status: how many it shows. */
function shown(lang: Lang, count: number) {
  return say(lang, '{total, plural, one {{count} of # integration} other {{count} of # integrations}}', { count, total: INTEGRATION_SLUGS.length })
}

test('en: the features lead to a feature, and from it to its product\'s other features and back', async ({ page, visit }) => {
  await visit('/en/saas/features')
  const main = page.getByRole('main')
  await main.getByRole('link', { name: 'Capacity planning that knows what each machine can really do' }).click()
  await expect(page).toHaveURL(/\/en\/saas\/features\/capacity-planning$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Capacity planning that knows what each machine can really do')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/saas\/features\/capacity-planning$/)

  const more = main.getByRole('region', { name: say('en', 'More from {0}', { 0: 'Storm Plan' }) })
  await more.getByRole('link', { name: 'Shop-floor terminals that operators actually use' }).click()
  await expect(page).toHaveURL(/\/en\/saas\/features\/shop-floor-terminals$/)
  await expect(more.getByRole('link', { name: /^Capacity planning/ })).toBeVisible()

  // Back to the product's row on the features page.
  await main.getByRole('link', { name: say('en', 'All features of {0}', { 0: 'Storm Plan' }) }).click()
  await expect(page).toHaveURL(/\/en\/saas\/features#product-plan$/)
})

test('de, tr: the integrations filter by the category in the address, by link, and ignore an unknown one', async ({ page, visit }) => {
  await visit('/de/saas/integrations')
  const main = page.getByRole('main')
  const status = main.getByRole('status')
  const categories = main.getByRole('navigation', { name: say('de', 'Integration categories') })
  const all = categories.getByRole('link', { name: say('de', 'All integrations') })
  const machines = categories.getByRole('link', { name: say('de', 'Machines and sensors') })
  await machines.click()
  await expect(page).toHaveURL(/\/de\/saas\/integrations\?category=machines$/)
  await expect(status).toHaveText(shown('de', 3))
  await expect(machines).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['OPC UA', 'Modbus TCP', 'MQTT'])

  await all.click()
  await expect(status).toHaveText(shown('de', INTEGRATION_SLUGS.length))
  await expect(all).toHaveAttribute('aria-current', 'page')

  // An address with a category shows it as soon as the page is interactive.
  await visit('/de/saas/integrations?category=documents')
  await expect(status).toHaveText(shown('de', 2))
  await main.getByRole('link', { name: 'Türkische E-Rechnung (UBL-TR)' }).click()
  await expect(page).toHaveURL(/\/de\/saas\/integrations\/e-invoice-ubl-tr$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Türkische E-Rechnung (UBL-TR)')

  // A category that does not exist is dropped: every integration shows.
  await visit('/tr/saas/integrations?category=gardening')
  await expect(status).toHaveText(shown('tr', INTEGRATION_SLUGS.length))
  await expect(main.getByRole('navigation', { name: say('tr', 'Integration categories') }).getByRole('link', { name: say('tr', 'All integrations') })).toHaveAttribute('aria-current', 'page')
})

test('en, de: the second layouts show one entry, and point search engines to its own page', async ({ page, visit }) => {
  await visit('/en/saas/feature-single')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/saas\/features\/capacity-planning$/)

  await visit('/de/saas/integration-single')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/de\/saas\/integrations\/opc-ua$/)
})

test('en, de: an unknown feature or integration is the 404 page', async ({ page, visit }) => {
  await visit('/en/saas/features/no-such-feature', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('en', 'Something gone wrong!'))
  await visit('/de/saas/integrations/no-such-integration', { status: 404 })
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('de: the site search finds features and integrations in the page language', async ({ page, visit }) => {
  await visit('/de/contact')
  await page.getByRole('button', { name: say('de', 'Search') }).click()
  const dialog = page.getByRole('dialog')
  const field = dialog.getByRole('combobox')
  await field.fill('edifact')
  await expect(dialog.getByRole('option', { name: /EDI mit EDIFACT/ })).toBeVisible()
  // Typed without the umlaut.
  await field.fill('kapazitatsplanung')
  await expect(dialog.getByRole('option', { name: /Kapazitätsplanung, die weiß/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de\/saas\/features\/capacity-planning$/)
})
