import * as v from 'valibot'

/** A slug as the content files' names spell them (`backend-developer`). */
export const ITEM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The item an old address names (`/en/career/single?job=backend-developer`), which now has its
 * own page (`/en/career/backend-developer`). A value that is no slug at all (`?job=12`,
 * `?job=a b`, a list) becomes '' rather than an error, so that the old address still leads
 * somewhere (the list), never to the router's error screen.
 */
const ItemSlugSchema = v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100), v.regex(ITEM_SLUG_PATTERN)), ''))

export const JobSearchSchema = v.object({ job: ItemSlugSchema })
export type JobSearch = v.InferOutput<typeof JobSearchSchema>

export const HelpArticleSearchSchema = v.object({ article: ItemSlugSchema })
export type HelpArticleSearch = v.InferOutput<typeof HelpArticleSearchSchema>
