import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SitePage } from './pages.ts'

/**
 * Storm's own product line: the one typed source the SaaS pages, the pricing plans (src/site/plans.ts) and the features
 * and integrations collections read. Which features and integrations belong to a product is said
 * once, by the `product` field of each content entry (locales/<lang>/content/{features,integrations}),
 * which the build checks against PRODUCT_SLUGS. Node tools import this file too (the content
 * schemas), so its texts sit in functions and its imports are relative.
 */

/** The products, in the order the pages present them. */
export const PRODUCT_SLUGS = ['plan', 'field', 'link', 'insight', 'sense'] as const
export type ProductSlug = (typeof PRODUCT_SLUGS)[number]

/** The products' brand names, the same in every language (plain strings, so Node tools read them too). */
export const PRODUCT_NAMES: Record<ProductSlug, string> = {
  plan: 'Storm Plan',
  field: 'Storm Field',
  link: 'Storm Link',
  insight: 'Storm Insight',
  sense: 'Storm Sense',
}

export interface Product {
  slug: ProductSlug
  /** A brand name, the same in every language. */
  name: string
  /** What it is, in one line. */
  pitch: MessageDescriptor
}

/** The products with their texts, in presentation order. */
export function products(): readonly Product[] {
  return [
    { slug: 'plan', name: PRODUCT_NAMES.plan, pitch: msg`Production planning in the browser: orders, capacity and the shop floor on one schedule.` },
    { slug: 'field', name: PRODUCT_NAMES.field, pitch: msg`The mobile app for field service: work orders, checklists and signatures, online or not.` },
    { slug: 'link', name: PRODUCT_NAMES.link, pitch: msg`The integration platform that moves orders, invoices and master data between your systems.` },
    { slug: 'insight', name: PRODUCT_NAMES.insight, pitch: msg`Data and reporting: one set of figures for the whole company, on screen and in the inbox.` },
    { slug: 'sense', name: PRODUCT_NAMES.sense, pitch: msg`IoT monitoring for machines, rooms and energy, with alerts before a problem stops production.` },
  ]
}

/** A product by its slug. */
export function productOf(slug: ProductSlug): Product {
  const product = products().find((item) => item.slug === slug)
  if (product === undefined) throw new Error(`No product "${slug}" in the product line`)
  return product
}

/** Each product's own page: the demo page that presents it (the footer's product links, the platform page's cards). */
export const PRODUCT_PAGES = {
  plan: 'saas/v1',
  field: 'demos/mobile-app',
  link: 'saas/v3',
  insight: 'saas/v2',
  sense: 'demos/product-landing',
} as const satisfies Record<ProductSlug, SitePage>
