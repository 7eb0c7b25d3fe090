import * as v from 'valibot'

/**
 * The item a detail page shows, named in its address (`/en/career/single?job=backend-developer`).
 * A value that is no slug at all (`?job=12`, `?job=a b`, a list) becomes '' rather than an error:
 * no item has that slug, so the page shows its not-found state, never the router's error screen.
 * A missing value stays missing: the page then offers every item to choose from.
 */
const ItemSlugSchema = v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)), ''))

export const JobSearchSchema = v.object({ job: ItemSlugSchema })
export type JobSearch = v.InferOutput<typeof JobSearchSchema>

export const HelpArticleSearchSchema = v.object({ article: ItemSlugSchema })
export type HelpArticleSearch = v.InferOutput<typeof HelpArticleSearchSchema>

/** What a detail page shows: the list to choose from, that no item has the slug, or the item. */
export type ItemChoice<T> = { kind: 'chooser' } | { kind: 'not-found' } | { kind: 'item'; item: T }

export function chooseItem<T extends { slug: string }>(items: readonly T[], slug: string | undefined): ItemChoice<T> {
  if (slug === undefined) return { kind: 'chooser' }
  const item = items.find((candidate) => candidate.slug === slug)
  return item === undefined ? { kind: 'not-found' } : { kind: 'item', item }
}
