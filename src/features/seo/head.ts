import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { env } from '~/lib/env'
import { getI18n } from '~/lib/i18n'
import { LANGUAGES, LOCALE_TAGS, type Lang } from '~/lib/languages'
import { isIndexable, localPath, pageEntry, pageOfPath, type SitePage } from '~/site/pages'
import { TURKISH_PROVINCES } from './provinces'
import { brandName, hostSeo } from './hosts'

/** What the router passes to a route's `head()` that a page's head is made of: the page's match. */
export interface HeadMatch {
  params: { lang: Lang }
  match: { pathname: string }
}

/** The texts of a page that come with its data (a content entry, a product), already translated. */
export interface ItemTexts {
  title: string
  description: string
  keywords: readonly string[]
}

/** What a route adds to the head its match and registry entry give; each only where it has it. */
export interface OwnHead {
  /**
   * The page is a collection item (a post, a product, a service) whose title, description and
   * keywords come with its loader's data; `undefined` data is the not-found page's head. Present
   * or not is what tells an item's route: `{ item: loaderData && … }`.
   */
  item?: ItemTexts | undefined
  /** What the not-found head of an item says (default: "Page not found"). */
  notFound?: { title: MessageDescriptor; description: MessageDescriptor; keywords: MessageDescriptor }
  /** `og:type` article instead of website (posts). */
  article?: boolean
  /**
   * The entry a second layout's page shows (story-single, services/single, the post and case
   * study layouts), whose own page search engines should index: its canonical link goes first.
   */
  shows?: SitePage | undefined
  /** Links of the page beside canonical and hreflang (the blog's feeds). */
  links?: readonly HeadLink[] | undefined
  /** The page's structured data (schema.org), as the text of its JSON-LD script (`<` escaped). */
  jsonLd?: string | undefined
}

interface PageSeo {
  lang: Lang
  /** The page path after the language prefix: '' for home, 'contact', … */
  page: string
  /** The page's own title; null for the home page, whose title is the brand. */
  title: string | null
  description: string
  keywords: readonly string[]
  /** Not indexed: no canonical or alternates. */
  noindex?: boolean
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string } | { charSet: 'utf-8' }
type HeadLink = { rel: string; href: string; hrefLang?: string; type?: string; title?: string }
type HeadScript = { type: string; children: string }

/**
 * A page's `<head>`: title, description, keywords, canonical, hreflang alternates, Open Graph and
 * Twitter cards, and JSON-LD where the page has it, from the page's registry entry (src/site/pages.ts)
 * found by the route's match, or from an item's own texts. The one head function of the site:
 * `head: pageHead` on a registry page, `head: (match) => pageHead(match, { … })` where a route adds
 * what is its own. Computed from the site origin (VITE_SITE_URL), so it is in the prerendered HTML.
 */
export function pageHead(context: HeadMatch, own: OwnHead = {}): { meta: MetaTag[]; links: HeadLink[]; scripts?: HeadScript[] } {
  const lang = context.params.lang
  const page = pageOfPath(context.match.pathname)
  const i18n = getI18n(lang)
  const words = (keywords: MessageDescriptor) =>
    i18n
      ._(keywords)
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean)
  const entry = 'item' in own ? undefined : pageEntry(page)
  if ('item' in own ? own.item === undefined : entry === undefined) {
    const texts = own.notFound ?? { title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404` }
    return headTags(env.VITE_SITE_URL, { lang, page, title: i18n._(texts.title), description: i18n._(texts.description), keywords: words(texts.keywords), noindex: true })
  }
  let head: ReturnType<typeof headTags>
  if (own.item !== undefined) {
    head = headTags(env.VITE_SITE_URL, { lang, page, ...own.item })
  } else {
    const texts = entry?.texts()
    if (texts === undefined) throw new Error(`No page "${page}" in the registry`)
    head = headTags(env.VITE_SITE_URL, { lang, page, title: page === '' ? null : i18n._(texts.title), description: i18n._(texts.description), keywords: words(texts.keywords ?? texts.title), noindex: !isIndexable(page) })
  }
  const meta = own.article === true ? head.meta.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)) : head.meta
  const canonical = own.shows === undefined ? [] : [{ rel: 'canonical', href: env.VITE_SITE_URL.replace(/\/+$/, '') + localPath(lang, own.shows) }]
  const links = [...canonical, ...head.links, ...(own.links ?? [])]
  return own.jsonLd === undefined ? { meta, links } : { meta, links, scripts: [{ type: 'application/ld+json', children: own.jsonLd }] }
}

/**
 * The tags of a page's texts on a site origin. Canonical and hreflang belong to leaf routes only:
 * TanStack concatenates the links of all matched routes. Exported for its test.
 */
export function headTags(siteUrl: string, seo: PageSeo): { meta: MetaTag[]; links: HeadLink[] } {
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
  if (seo.noindex === true) {
    return { meta: [...meta, { name: 'robots', content: 'noindex, follow' }], links: [] }
  }
  meta.push({ property: 'og:url', content: url })
  const links: HeadLink[] = [
    { rel: 'canonical', href: url },
    ...LANGUAGES.map((alt) => ({ rel: 'alternate', hrefLang: alt, href: origin + localPath(alt, seo.page) })),
    { rel: 'alternate', hrefLang: 'x-default', href: origin + localPath(host.defaultLang, seo.page) },
  ]
  return { meta, links }
}
