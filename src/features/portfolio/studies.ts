import type { CaseStudyMeta } from '~/site/content/schemas'
import type { PortfolioCategory } from '~/site/content/portfolio-categories'

/** The studies of a category, all of them for none; the order stays the collection's. */
export function filterStudies<T extends { category: PortfolioCategory }>(studies: readonly T[], category: PortfolioCategory | undefined): T[] {
  return category === undefined ? [...studies] : studies.filter((study) => study.category === category)
}

/** The categories that have at least one study, in the given order: a chip never leads to an empty list. */
export function usedCategories(studies: readonly { category: PortfolioCategory }[], order: readonly PortfolioCategory[]): PortfolioCategory[] {
  const used = new Set(studies.map((study) => study.category))
  return order.filter((category) => used.has(category))
}

/** Featured studies first (in their order), then the others: the showcase's large panels and its short list. */
export function splitFeatured<T extends { featured?: boolean }>(studies: readonly T[]): { featured: T[]; others: T[] } {
  return { featured: studies.filter((study) => study.featured === true), others: studies.filter((study) => study.featured !== true) }
}

/**
 * The neighbours of a study in the collection's order (newest first), wrapping around at the ends,
 * so that every study leads to two others; null when there is no other study.
 */
export function adjacentStudies<T extends { slug: string }>(studies: readonly T[], slug: string): { previous: T | null; next: T | null } {
  const index = studies.findIndex((study) => study.slug === slug)
  if (index === -1 || studies.length < 2) return { previous: null, next: null }
  const at = (offset: number) => studies[(index + offset + studies.length) % studies.length] ?? null
  return { previous: at(-1), next: at(1) }
}

/** What a card shows of a study: no body facts, so that a page's loader data stays small. */
export type StudySummary = Pick<CaseStudyMeta, 'slug' | 'title' | 'description' | 'client' | 'industry' | 'category' | 'year' | 'services' | 'results' | 'cover' | 'featured'>

export function summary({ slug, title, description, client, industry, category, year, services, results, cover, featured }: CaseStudyMeta): StudySummary {
  return { slug, title, description, client, industry, category, year, services, results, cover, ...(featured === undefined ? {} : { featured }) }
}
