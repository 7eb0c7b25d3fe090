import type { FeatureMeta, IntegrationMeta } from '~/site/content/schemas'
import type { IntegrationCategory } from '~/site/content/saas-categories'
import type { Product, ProductSlug } from '~/site/product-line'

/** What a card or a tile shows of a feature or an integration: no body facts, so loader data stays small. */
export type FeatureSummary = Pick<FeatureMeta, 'slug' | 'title' | 'description' | 'icon' | 'product' | 'category' | 'image' | 'imageAlt'>
export type IntegrationSummary = Pick<IntegrationMeta, 'slug' | 'title' | 'description' | 'icon' | 'product' | 'category' | 'direction'>

export function featureSummary({ slug, title, description, icon, product, category, image, imageAlt }: FeatureMeta): FeatureSummary {
  return { slug, title, description, icon, product, category, image, imageAlt }
}

export function integrationSummary({ slug, title, description, icon, product, category, direction }: IntegrationMeta): IntegrationSummary {
  return { slug, title, description, icon, product, category, direction }
}

/** The products in the product line's order, each with its entries (in their order); products without any are left out. */
export function groupByProduct<T extends { product: ProductSlug }>(entries: readonly T[], line: readonly Product[]): { product: Product; entries: T[] }[] {
  return line.flatMap((product) => {
    const own = entries.filter((entry) => entry.product === product.slug)
    return own.length === 0 ? [] : [{ product, entries: own }]
  })
}

/** The integrations of a category, or all of them without one. */
export function filterIntegrations<T extends { category: IntegrationCategory }>(integrations: readonly T[], category: IntegrationCategory | undefined): T[] {
  return category === undefined ? [...integrations] : integrations.filter((integration) => integration.category === category)
}

/** The other entries of the same product, in their order. */
export function sameProduct<T extends { slug: string; product: ProductSlug }>(entries: readonly T[], entry: { slug: string; product: ProductSlug }): T[] {
  return entries.filter((other) => other.product === entry.product && other.slug !== entry.slug)
}
