import { definedValues, parseEnv } from '../src/lib/env-schema'
import { LANGUAGES } from '../src/lib/languages'
import { isPrivatePage, NOT_FOUND_PAGE, SITE_PAGES } from '../src/lib/site-pages'

export function siteUrl(raw: Record<string, string>): string {
  return parseEnv(definedValues(raw)).VITE_SITE_URL.replace(/\/+$/, '')
}

function localPath(lang: string, page: string): string {
  return page === '' ? `/${lang}` : `/${lang}/${page}`
}

/** Every page to prerender: each site page in each language, the 404 pages and the redirect page. */
export function prerenderPages(origin: string) {
  const pages = LANGUAGES.flatMap((lang) =>
    SITE_PAGES.map((page) => ({
      path: localPath(lang, page),
      sitemap: isPrivatePage(page)
        ? { exclude: true }
        : {
            alternateRefs: [
              ...LANGUAGES.map((alt) => ({ hreflang: alt, href: origin + localPath(alt, page) })),
              { hreflang: 'x-default', href: origin + localPath('tr', page) },
            ],
          },
    })),
  )
  const notFound = LANGUAGES.map((lang) => ({
    path: localPath(lang, NOT_FOUND_PAGE),
    sitemap: { exclude: true },
  }))
  return [...pages, ...notFound, { path: '/', sitemap: { exclude: true } }]
}
