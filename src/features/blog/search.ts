import * as v from 'valibot'
import { BLOG_CATEGORIES } from '~/site/content/blog-categories'

// The blog routes' search params, apart from the lists' logic: route options are in every page's first load.

/**
 * `?page=` of the blog grid: a whole number from 1; anything else (text, 0, -2, 1.5) is page 1,
 * so a mistyped link still shows the newest posts. A number past the last page says so.
 */
export const BlogGridSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(999)), 1), 1),
})

/** Filters of the blog list: a known category, a tag, words to search for; anything else is dropped. */
export const BlogListSearchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(BLOG_CATEGORIES)), undefined),
  tag: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60))), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))), undefined),
})
export type BlogListSearch = v.InferOutput<typeof BlogListSearchSchema>
