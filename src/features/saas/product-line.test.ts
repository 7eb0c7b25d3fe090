// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../scripts/content/files'
import { PLANS, plansWith } from '~/site/plans'
import { ICON_NAMES } from '~/components/icons'
import { COLLECTIONS, SOURCE_LANG, type FeatureMeta, type IntegrationMeta } from '~/site/content/schemas'
import { FEATURE_SLUGS, INTEGRATION_SLUGS } from '~/site/content/slugs'
import { PRODUCT_NAMES, PRODUCT_SLUGS } from '~/site/product-line'

// The content files on disk, as the build reads them.
const content = loadContent(process.cwd())
const english = (collection: 'features' | 'integrations') => content.entries.filter((entry) => entry.collection === collection && entry.lang === SOURCE_LANG).map((entry) => entry.meta)
const features = english('features') as unknown as FeatureMeta[]
const integrations = english('integrations') as unknown as IntegrationMeta[]

describe('the product line', () => {
  it('builds the features and integrations without a problem', () => {
    expect(content.issues.filter((issue) => /content\/(features|integrations)\/|images\/saas\//.test(issue.file))).toEqual([])
    expect(features.map((feature) => feature.slug).sort()).toEqual([...FEATURE_SLUGS])
    expect(integrations.map((integration) => integration.slug).sort()).toEqual([...INTEGRATION_SLUGS])
  })

  it('has every feature and integration name a product of the line, and every product at least one feature', () => {
    for (const entry of [...features, ...integrations]) expect(PRODUCT_SLUGS, entry.slug).toContain(entry.product)
    for (const product of PRODUCT_SLUGS) expect(features.filter((feature) => feature.product === product).length, product).toBeGreaterThanOrEqual(1)
  })

  it('draws each entry with an icon of the site\'s sprite', () => {
    for (const entry of [...features, ...integrations]) expect(ICON_NAMES, entry.slug).toContain(entry.icon)
  })

  it('has every product in a plan, every plan\'s products in the line\'s order, and names each product once', () => {
    for (const product of PRODUCT_SLUGS) expect(plansWith(product).length, product).toBeGreaterThanOrEqual(1)
    for (const plan of PLANS) expect(plan.products, plan.id).toEqual(PRODUCT_SLUGS.filter((product) => plan.products.includes(product)))
    expect(new Set(Object.values(PRODUCT_NAMES)).size).toBe(PRODUCT_SLUGS.length)
  })

  it('rejects a feature of a product the line does not have', () => {
    const meta = { title: 'T', description: 'D', icon: 'iot', product: 'storm-cloud', category: 'planning', audience: ['a'], image: 'x.svg', imageAlt: 'x' }
    const result = v.safeParse(COLLECTIONS.features.source, meta)
    expect(result.issues?.map((issue) => issue.message)).toEqual([expect.stringMatching(/must be a product of src\/site\/product-line\.ts/)])
  })
})
