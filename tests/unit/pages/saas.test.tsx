import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as FeatureSingle } from '~/routes/$lang/saas/feature-single'
import { Route as Feature } from '~/routes/$lang/saas/features/$slug'
import { Route as Features } from '~/routes/$lang/saas/features/index'
import { Route as IntegrationSingle } from '~/routes/$lang/saas/integration-single'
import { Route as Integration } from '~/routes/$lang/saas/integrations/$slug'
import { Route as Integrations } from '~/routes/$lang/saas/integrations/index'
import { INTEGRATION_SLUGS } from '~/site/content/slugs'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What the SaaS pages show from their data, in every language: the features by product, a
 * feature's audience, plan, integrations and siblings, the integrations with their count, an
 * integration's setup. Expected texts are the English sources as each language's catalogs
 * translate them; product names are in no catalog, and the features' and integrations' own words
 * are content (locales/<lang>/content), checked in the language named. Filtering, following the
 * links, the heads and the search are end to end (tests/e2e/saas.spec.ts).
 */

const PRODUCTS = ['Storm Plan', 'Storm Field', 'Storm Link', 'Storm Insight', 'Storm Sense']
const TOTAL = INTEGRATION_SLUGS.length

function region(lang: Lang, english: string, values?: Record<string, unknown>) {
  return screen.getByRole('region', { name: say(lang, english, values) })
}

function h1(text: string) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text)
}

describe.each(LANGUAGES)('SaaS pages (%s)', (lang) => {
  it(`${lang}: the features page has a row per product of the line`, async () => {
    await renderRoute(Features, `/${lang}/saas/features`)
    h1(say(lang, 'Features'))
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([...PRODUCTS, say(lang, 'Ready to build something great together?')])
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/${lang}/saas/features/capacity-planning`)
  })

  it(`${lang}: a feature shows for whom it is, its plan, its product's integrations and other features, and the way back to its product`, async () => {
    await renderRoute(Feature, `/${lang}/saas/features/capacity-planning`)
    expect(region(lang, 'For whom')).not.toBeEmptyDOMElement()
    expect(screen.getByRole('complementary', { name: say(lang, 'About this feature') })).not.toBeEmptyDOMElement()
    expect(within(region(lang, '{0} connects through', { 0: 'Storm Plan' })).getByRole('link', { name: 'OPC UA' })).toHaveAttribute('href', `/${lang}/saas/integrations/opc-ua`)
    const more = region(lang, 'More from {0}', { 0: 'Storm Plan' })
    expect(within(more).getAllByRole('listitem').filter((item) => within(item).queryByRole('heading') !== null)).toHaveLength(1)
    expect(within(more).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(`/${lang}/saas/features/shop-floor-terminals`)
    expect(screen.getByRole('link', { name: say(lang, 'All features of {0}', { 0: 'Storm Plan' }) })).toHaveAttribute('href', `/${lang}/saas/features#product-plan`)
  })

  it(`${lang}: the integrations page lists every integration, all categories chosen`, async () => {
    await renderRoute(Integrations, `/${lang}/saas/integrations`)
    expect(screen.getByRole('status')).toHaveTextContent(say(lang, '{total, plural, one {{count} of # integration} other {{count} of # integrations}}', { count: TOTAL, total: TOTAL }))
    const categories = screen.getByRole('navigation', { name: say(lang, 'Integration categories') })
    expect(within(categories).getByRole('link', { name: say(lang, 'All integrations') })).toHaveAttribute('aria-current', 'page')
    expect(within(categories).getByRole('link', { name: say(lang, 'Machines and sensors') })).toHaveAttribute('href', `/${lang}/saas/integrations?category=machines`)
  })

  it(`${lang}: an integration says what syncs, which way, and how to set it up`, async () => {
    await renderRoute(Integration, `/${lang}/saas/integrations/e-invoice-ubl-tr`)
    expect(within(region(lang, 'Setting it up')).getAllByRole('listitem')).toHaveLength(4)
    expect(region(lang, 'What syncs')).not.toBeEmptyDOMElement()
    expect(document.querySelector('dl')).toHaveTextContent(say(lang, 'Both ways'))
  })

  it(`${lang}: the second feature layout shows one feature`, async () => {
    await renderRoute(FeatureSingle, `/${lang}/saas/feature-single`)
    expect(region(lang, 'For whom')).not.toBeEmptyDOMElement()
  })

  it(`${lang}: the second integration layout shows one integration with its four setup steps`, async () => {
    await renderRoute(IntegrationSingle, `/${lang}/saas/integration-single`)
    expect(within(region(lang, 'Setting it up')).getAllByRole('listitem')).toHaveLength(4)
  })
})

/** The features' and integrations' own words are content, written in each language. */
describe('SaaS pages: their content', () => {
  it('en: a feature for production planners, included from the Business plan, with the next feature of its product', async () => {
    await renderRoute(Feature, '/en/saas/features/capacity-planning')
    h1('Capacity planning that knows what each machine can really do')
    expect(region('en', 'For whom')).toHaveTextContent('production planners')
    expect(screen.getByRole('complementary', { name: say('en', 'About this feature') })).toHaveTextContent(say('en', 'Included from the {plan} plan.', { plan: 'Business' }))
    expect(within(region('en', 'More from {0}', { 0: 'Storm Plan' })).getByRole('link', { name: 'Shop-floor terminals that operators actually use' })).toHaveAttribute('href', '/en/saas/features/shop-floor-terminals')
  })

  it('en: the features page leads to the capacity planning feature', async () => {
    await renderRoute(Features, '/en/saas/features')
    expect(screen.getByRole('link', { name: 'Capacity planning that knows what each machine can really do' })).toHaveAttribute('href', '/en/saas/features/capacity-planning')
  })

  it('en: the next feature of a product leads back to the first', async () => {
    await renderRoute(Feature, '/en/saas/features/shop-floor-terminals')
    expect(within(region('en', 'More from {0}', { 0: 'Storm Plan' })).getByRole('link', { name: /^Capacity planning/ })).toHaveAttribute('href', '/en/saas/features/capacity-planning')
  })

  it('tr: an integration in Turkish, with what it syncs', async () => {
    await renderRoute(Integration, '/tr/saas/integrations/e-invoice-ubl-tr')
    h1('e-Fatura (UBL-TR)')
    expect(region('tr', 'What syncs')).toHaveTextContent('e-Arşiv faturaları')
  })

  it('en: an integration into Storm, its first setup step and its product’s features', async () => {
    await renderRoute(Integration, '/en/saas/integrations/mqtt')
    expect(within(region('en', 'Setting it up')).getAllByRole('listitem')[0]).toHaveTextContent('Create a device group in Storm Sense')
    expect(document.querySelector('dl')).toHaveTextContent(say('en', 'Into Storm'))
    expect(within(region('en', 'Features of {0}', { 0: 'Storm Sense' })).getByRole('link', { name: /^Alerts and thresholds/ })).toBeInTheDocument()
  })

  it('de: a feature in German, for whom it is', async () => {
    await renderRoute(Feature, '/de/saas/features/offline-work-orders')
    h1('Arbeitsaufträge, die auch ohne Empfang weiterlaufen')
    expect(region('de', 'For whom')).toHaveTextContent('Servicetechniker')
  })

  it('en: the second feature layout shows capacity planning', async () => {
    await renderRoute(FeatureSingle, '/en/saas/feature-single')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Capacity planning that knows what each machine can really do')
  })
})
