/**
 * The slugs of the content collections for the page registry, the names of the English files: Node
 * tools read the folders, and vite.config hands the lists to the code it builds as
 * `__CONTENT_SLUGS__`, since the browser has no folder to read.
 */

declare const __CONTENT_SLUGS__: Readonly<Record<string, readonly string[]>> | undefined

/** The English files of a collection's folder, `locales/en/content/<collection>/<slug>.md`, by slug. */
export function readSlugs(collection: string): string[] {
  return process
    .getBuiltinModule('node:fs')
    .globSync(`locales/en/content/${collection}/*.md`)
    .map((file) => (file.split(/[\\/]/).pop() ?? '').replace(/\.md$/, ''))
    .sort()
}

/** Every entry's slug of a collection (a folder under locales/en/content), sorted. */
export function contentSlugs(collection: string): readonly string[] {
  return typeof __CONTENT_SLUGS__ === 'undefined' ? readSlugs(collection) : (__CONTENT_SLUGS__[collection] ?? [])
}

/** Every post's slug, sorted. */
export const BLOG_SLUGS: readonly string[] = contentSlugs('blog')

/** Every customer story's slug, sorted. */
export const CUSTOMER_STORY_SLUGS: readonly string[] = contentSlugs('customer-stories')
/** Every service's slug, sorted. */
export const SERVICE_SLUGS: readonly string[] = contentSlugs('services')
/** Every feature's slug (locales/en/content/features), sorted. */
export const FEATURE_SLUGS: readonly string[] = contentSlugs('features')
/** Every integration's slug (locales/en/content/integrations), sorted. */
export const INTEGRATION_SLUGS: readonly string[] = contentSlugs('integrations')
/** Every job opening's slug (locales/en/content/jobs), sorted. */
export const JOB_SLUGS: readonly string[] = contentSlugs('jobs')
/** Every help article's slug (locales/en/content/help-articles), sorted. */
export const HELP_ARTICLE_SLUGS: readonly string[] = contentSlugs('help-articles')
