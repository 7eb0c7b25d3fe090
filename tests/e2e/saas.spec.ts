import { INTEGRATION_SLUGS } from '../../src/site/content/slugs'
import { expect, test } from './fixtures'

// The SaaS pages: features grouped by Storm's products, integrations filtered by category, a page
// per feature and per integration, and the two second layouts.

test('en: the features lead to a feature, and from it to its product\'s other features and integrations', async ({ page, visit }) => {
  await visit('/en/saas/features')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Features')
  // One row per product of the line.
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Storm Plan', 'Storm Field', 'Storm Link', 'Storm Insight', 'Storm Sense', 'Ready to build something great together?'])

  await main.getByRole('link', { name: 'Capacity planning that knows what each machine can really do' }).click()
  await expect(page).toHaveURL(/\/en\/saas\/features\/capacity-planning$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Capacity planning that knows what each machine can really do')
  await expect(main.getByRole('region', { name: 'For whom' })).toContainText('production planners')
  await expect(main.getByRole('complementary', { name: 'About this feature' })).toContainText('Included from the Business plan.')
  await expect(main.getByRole('region', { name: 'Storm Plan connects through' }).getByRole('link', { name: 'OPC UA' })).toBeVisible()
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/saas\/features\/capacity-planning$/)

  const more = main.getByRole('region', { name: 'More from Storm Plan' })
  await expect(more.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1)
  await more.getByRole('link', { name: 'Shop-floor terminals that operators actually use' }).click()
  await expect(page).toHaveURL(/\/en\/saas\/features\/shop-floor-terminals$/)
  await expect(main.getByRole('region', { name: 'More from Storm Plan' }).getByRole('link', { name: /^Capacity planning/ })).toBeVisible()

  // Back to the product's row on the features page.
  await main.getByRole('link', { name: 'All features of Storm Plan' }).click()
  await expect(page).toHaveURL(/\/en\/saas\/features#product-plan$/)
})

test('de, tr: the integrations filter by the category in the address, by link, and ignore an unknown one', async ({ page, visit }) => {
  await visit('/de/saas/integrations')
  const main = page.getByRole('main')
  const status = main.getByRole('status')
  const categories = main.getByRole('navigation', { name: 'Integrationskategorien' })
  await expect(status).toHaveText(`${INTEGRATION_SLUGS.length} von ${INTEGRATION_SLUGS.length} Integrationen`)
  await expect(categories.getByRole('link', { name: 'Alle Integrationen' })).toHaveAttribute('aria-current', 'page')

  await categories.getByRole('link', { name: 'Maschinen und Sensoren' }).click()
  await expect(page).toHaveURL(/\/de\/saas\/integrations\?category=machines$/)
  await expect(status).toHaveText(`3 von ${INTEGRATION_SLUGS.length} Integrationen`)
  await expect(categories.getByRole('link', { name: 'Maschinen und Sensoren' })).toHaveAttribute('aria-current', 'page')
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(['OPC UA', 'Modbus TCP', 'MQTT'])

  await categories.getByRole('link', { name: 'Alle Integrationen' }).click()
  await expect(status).toHaveText(`${INTEGRATION_SLUGS.length} von ${INTEGRATION_SLUGS.length} Integrationen`)

  // An address with a category shows it as soon as the page is interactive.
  await visit('/de/saas/integrations?category=documents')
  await expect(status).toHaveText(`2 von ${INTEGRATION_SLUGS.length} Integrationen`)
  await main.getByRole('link', { name: 'Türkische E-Rechnung (UBL-TR)' }).click()
  await expect(page).toHaveURL(/\/de\/saas\/integrations\/e-invoice-ubl-tr$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Türkische E-Rechnung (UBL-TR)')

  // A category that does not exist is dropped: every integration shows.
  await visit('/tr/saas/integrations?category=gardening')
  await expect(status).toHaveText(`${INTEGRATION_SLUGS.length} / ${INTEGRATION_SLUGS.length} entegrasyon`)
  await expect(main.getByRole('navigation', { name: 'Entegrasyon kategorileri' }).getByRole('link', { name: 'Tüm entegrasyonlar' })).toHaveAttribute('aria-current', 'page')
})

test('tr, en, de: an integration says what syncs, which way, and how to set it up, in each language', async ({ page, visit }) => {
  const main = page.getByRole('main')
  await visit('/tr/saas/integrations/e-invoice-ubl-tr')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('e-Fatura (UBL-TR)')
  await expect(main.getByRole('region', { name: 'Kurulum' }).getByRole('listitem')).toHaveCount(4)
  await expect(main.getByRole('region', { name: 'Neler eşitlenir' })).toContainText('e-Arşiv faturaları')
  await expect(main.locator('dl').first()).toContainText('İki yönlü')

  await visit('/en/saas/integrations/mqtt')
  await expect(main.getByRole('region', { name: 'Setting it up' }).getByRole('listitem').first()).toHaveText('Create a device group in Storm Sense')
  await expect(main.locator('dl').first()).toContainText('Into Storm')
  await expect(main.getByRole('region', { name: 'Features of Storm Sense' }).getByRole('link', { name: /^Alerts and thresholds/ })).toBeVisible()

  await visit('/de/saas/features/offline-work-orders')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Arbeitsaufträge, die auch ohne Empfang weiterlaufen')
  await expect(main.getByRole('region', { name: 'Für wen' })).toContainText('Servicetechniker')
})

test('en, de: the second layouts show one entry, and point search engines to its own page', async ({ page, visit }) => {
  await visit('/en/saas/feature-single')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/en\/saas\/features\/capacity-planning$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Capacity planning that knows what each machine can really do')

  await visit('/de/saas/integration-single')
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/de\/saas\/integrations\/opc-ua$/)
  await expect(page.getByRole('main').getByRole('region', { name: 'Einrichtung' }).getByRole('listitem')).toHaveCount(4)
})

test('en, de: an unknown feature or integration is the 404 page', async ({ page, visit }) => {
  await visit('/en/saas/features/no-such-feature', { status: 404 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something gone wrong!')
  await visit('/de/saas/integrations/no-such-integration', { status: 404 })
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('de: the site search finds features and integrations in the page language', async ({ page, visit }) => {
  await visit('/de/contact')
  await page.getByRole('button', { name: 'Suchen' }).click()
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
