/**
 * The content collections in the pages. Each collection has one index per language, a chunk with
 * the front matter and facts of that language's entries and a loader of each entry's body, itself
 * a chunk (the Vite plugin in scripts/content serves the index as `virtual:content/<collection>/<lang>`):
 * a page loads its language's index and its own body only.
 */
import type { Lang } from '../../lib/languages.ts'
import { PRODUCT_SLUGS, type ProductSlug } from '../product-line.ts'
import { compareCaseStudies } from './portfolio-categories.ts'
import type { CollectionName, EntryMeta } from './schemas.ts'

type Index<C extends CollectionName> = () => Promise<{ entries: EntryMeta<C>[]; bodies: Record<string, () => Promise<string>> }>

// Dynamic imports take literal names only: one line per collection and language.
const INDEXES: { [C in CollectionName]: Record<Lang, Index<C>> } = {
  blog: {
    tr: () => import('virtual:content/blog/tr'),
    en: () => import('virtual:content/blog/en'),
    de: () => import('virtual:content/blog/de'),
  },
  team: {
    tr: () => import('virtual:content/team/tr'),
    en: () => import('virtual:content/team/en'),
    de: () => import('virtual:content/team/de'),
  },
  'customer-stories': {
    tr: () => import('virtual:content/customer-stories/tr'),
    en: () => import('virtual:content/customer-stories/en'),
    de: () => import('virtual:content/customer-stories/de'),
  },
  jobs: {
    tr: () => import('virtual:content/jobs/tr'),
    en: () => import('virtual:content/jobs/en'),
    de: () => import('virtual:content/jobs/de'),
  },
  'help-articles': {
    tr: () => import('virtual:content/help-articles/tr'),
    en: () => import('virtual:content/help-articles/en'),
    de: () => import('virtual:content/help-articles/de'),
  },
  services: {
    tr: () => import('virtual:content/services/tr'),
    en: () => import('virtual:content/services/en'),
    de: () => import('virtual:content/services/de'),
  },
  features: {
    tr: () => import('virtual:content/features/tr'),
    en: () => import('virtual:content/features/en'),
    de: () => import('virtual:content/features/de'),
  },
  integrations: {
    tr: () => import('virtual:content/integrations/tr'),
    en: () => import('virtual:content/integrations/en'),
    de: () => import('virtual:content/integrations/de'),
  },
  'case-studies': {
    tr: () => import('virtual:content/case-studies/tr'),
    en: () => import('virtual:content/case-studies/en'),
    de: () => import('virtual:content/case-studies/de'),
  },
}

/** Features and integrations by product, in the product line's order, then by slug. */
function byProduct(a: { product: ProductSlug; slug: string }, b: { product: ProductSlug; slug: string }): number {
  return PRODUCT_SLUGS.indexOf(a.product) - PRODUCT_SLUGS.indexOf(b.product) || a.slug.localeCompare(b.slug)
}

const ORDER: { [C in CollectionName]: (a: EntryMeta<C>, b: EntryMeta<C>) => number } = {
  blog: (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  team: (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
  'customer-stories': (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  jobs: (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  'help-articles': (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
  services: (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
  features: byProduct,
  integrations: byProduct,
  'case-studies': compareCaseStudies,
}

/** The entries of a collection in a language: blog posts, customer stories and jobs newest first, team members, help articles and services in their order, features and integrations by product, case studies newest year first. */
export async function loadEntries<C extends CollectionName>(collection: C, lang: Lang): Promise<EntryMeta<C>[]> {
  const index: Index<C> = INDEXES[collection][lang]
  const { entries } = await index()
  return entries.toSorted(ORDER[collection])
}

/** An entry's body as HTML (escaped and checked at build time), or null for an unknown entry. */
export async function loadHtml(collection: CollectionName, lang: Lang, slug: string): Promise<string | null> {
  const { bodies } = await INDEXES[collection][lang]()
  return Object.hasOwn(bodies, slug) ? (bodies[slug]?.() ?? null) : null
}
