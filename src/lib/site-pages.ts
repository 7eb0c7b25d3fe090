/**
 * The page paths that exist under every language prefix (without the prefix, '' is home).
 * One list feeds prerendering, the sitemap, the redirect of un-prefixed URLs and the link crawl.
 */
export const SITE_PAGES = ['', 'contact'] as const
export type SitePage = (typeof SITE_PAGES)[number]

/** Where the static host serves each language's 404 page from (rendered with status 200 at build). */
export const NOT_FOUND_PAGE = '404'
