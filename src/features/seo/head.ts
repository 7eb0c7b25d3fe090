import { LANGUAGES, LOCALE_TAGS, type Lang } from '~/lib/languages'
import { localPath } from '~/site/pages'
import { TURKISH_PROVINCES } from './provinces'
import { brandName, hostSeo } from './hosts'

export interface PageSeo {
  lang: Lang
  /** The page path after the language prefix: '' for home, 'contact', … */
  page: string
  /** The page's own title; null for the home page, whose title is the brand. */
  title: string | null
  description: string
  keywords: readonly string[]
  /** The 404 page: not indexed, no canonical or alternates. */
  noindex?: boolean
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string } | { charSet: 'utf-8' }
type LinkTag = { rel: string; href: string; hrefLang?: string }

/**
 * Everything a page puts in <head> for search engines and link previews, computed from the site
 * origin (VITE_SITE_URL) so it is in the prerendered HTML. Canonical and hreflang belong to leaf
 * routes only: TanStack concatenates the links of all matched routes.
 */
export function pageHead(siteUrl: string, seo: PageSeo): { meta: MetaTag[]; links: LinkTag[] } {
  const origin = siteUrl.replace(/\/+$/, '')
  const host = hostSeo(new URL(origin).host)
  const brand = brandName(host, seo.lang)
  const title = seo.title === null ? brand : `${seo.title} | ${brand}`
  const url = origin + localPath(seo.lang, seo.page)
  const image = `${origin}/images/og-image.png`
  const meta: MetaTag[] = [
    { title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: [...seo.keywords, ...TURKISH_PROVINCES].join(', ') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: LOCALE_TAGS[seo.lang].og },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:site', content: host.twitterHandle },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
  ]
  if (seo.noindex) {
    return { meta: [...meta, { name: 'robots', content: 'noindex, follow' }], links: [] }
  }
  meta.push({ property: 'og:url', content: url })
  const links: LinkTag[] = [
    { rel: 'canonical', href: url },
    ...LANGUAGES.map((alt) => ({ rel: 'alternate', hrefLang: alt, href: origin + localPath(alt, seo.page) })),
    { rel: 'alternate', hrefLang: 'x-default', href: origin + localPath(host.defaultLang, seo.page) },
  ]
  return { meta, links }
}
