import { definedValues, parseEnv } from '../src/lib/env-schema'
import { LANGUAGES } from '../src/lib/languages'
import { hostSeo } from '../src/features/seo/hosts'
import { isIndexable, localPath, MOVED_PAGES, NOT_FOUND_PAGE, SITE_PAGES } from '../src/site/pages'

export function siteUrl(raw: Record<string, string>): string {
  return parseEnv(definedValues(raw)).VITE_SITE_URL.replace(/\/+$/, '')
}

/**
 * Every page to prerender: each site page in each language, the 404 pages, the moved pages' old
 * addresses (each a script to its new one) and the redirect page.
 * The sitemap lists the indexable pages only (template pages, the post layouts and the 404 design are noindex).
 */
export function prerenderPages(origin: string) {
  // The same x-default as the pages' own hreflang links (src/features/seo/head.ts).
  const { defaultLang } = hostSeo(new URL(origin).host)
  const pages = LANGUAGES.flatMap((lang) =>
    SITE_PAGES.map((page) => ({
      path: localPath(lang, page),
      sitemap: !isIndexable(page)
        ? { exclude: true }
        : {
            alternateRefs: [
              ...LANGUAGES.map((alt) => ({ hreflang: alt, href: origin + localPath(alt, page) })),
              { hreflang: 'x-default', href: origin + localPath(defaultLang, page) },
            ],
          },
    })),
  )
  const notFound = LANGUAGES.map((lang) => ({
    path: localPath(lang, NOT_FOUND_PAGE),
    sitemap: { exclude: true },
  }))
  const moved = LANGUAGES.flatMap((lang) => MOVED_PAGES.map((page) => ({ path: localPath(lang, page), sitemap: { exclude: true } })))
  return [...pages, ...notFound, ...moved, { path: '/', sitemap: { exclude: true } }]
}
