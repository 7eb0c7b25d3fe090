import { msg } from '@lingui/core/macro'
import { pageHead as seoHead } from '~/features/seo/head'
import { routeHead } from '~/features/seo/page-head'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { entryOf, isIndexable, localPath, type PagePath } from '~/site/pages'

/**
 * `head()` of a page from its registry entry: title (none on home, whose title is the site's
 * name), description, keywords, and whether search engines may index it. `page` is the concrete
 * path when the registry path has a parameter.
 */
export function pageHead(lang: Lang, path: PagePath, page: string = path) {
  const texts = entryOf(path).texts()
  return routeHead({
    lang,
    page,
    title: path === '' ? null : texts.title,
    description: texts.description,
    keywords: texts.keywords ?? texts.title,
    noindex: !isIndexable(page),
  })
}

/** The head of the translated not-found page, at the address that was asked for. */
export function notFoundHead(lang: Lang, page: string) {
  return routeHead({ lang, page, title: msg`Page not found`, description: msg`The page you were looking for doesn't exist`, keywords: msg`404`, noindex: true })
}

/** What a page with its own texts (a post, a product, a service) puts in its head. */
export interface OwnTexts {
  title: string
  description: string
  keywords: readonly string[]
}

/**
 * The head of a page whose texts come with its data (a content entry, a product): its own title,
 * description and keywords, hreflang to its translations; `og:type` article for articles. No data
 * is the not-found page's head.
 */
export function ownHead(lang: Lang, page: string, texts: OwnTexts | undefined, options: { article?: boolean } = {}) {
  if (texts === undefined) return notFoundHead(lang, page)
  const head = seoHead(env.VITE_SITE_URL, { lang, page, ...texts })
  if (options.article !== true) return head
  return { ...head, meta: head.meta.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)) }
}

/**
 * The head of a second layout's page (story-single, services/single, the post and case study
 * layouts): it shows an entry whose own page is the one search engines should index, so it is
 * noindex with a canonical link to that page.
 */
export function layoutHead(lang: Lang, path: PagePath, shown: string | undefined) {
  const head = pageHead(lang, path)
  if (shown === undefined) return head
  return { ...head, links: [{ rel: 'canonical', href: env.VITE_SITE_URL.replace(/\/+$/, '') + localPath(lang, shown) }, ...head.links] }
}
