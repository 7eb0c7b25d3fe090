/**
 * The blog posts' slugs for the page registry, the names of the English files: Node tools read the
 * folder, and vite.config hands the list to the code it builds as `__BLOG_SLUGS__`, since the
 * browser has no folder to read.
 */

declare const __BLOG_SLUGS__: readonly string[] | undefined

function readPostFolder(): string[] {
  return process
    .getBuiltinModule('node:fs')
    .globSync('locales/en/content/blog/*.md')
    .map((file) => (file.split(/[\\/]/).pop() ?? '').replace(/\.md$/, ''))
    .sort()
}

/** Every post's slug, sorted. */
export const BLOG_SLUGS: readonly string[] = typeof __BLOG_SLUGS__ === 'undefined' ? readPostFolder() : __BLOG_SLUGS__
