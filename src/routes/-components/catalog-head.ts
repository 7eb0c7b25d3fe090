import { routeHead } from '~/features/seo/page-head'
import { PAGE_INFO, type CatalogPage } from '~/features/template-pages/pages'
import type { Lang } from '~/lib/languages'
import { isIndexable } from '~/lib/site-pages'

/** `head()` of a page from its catalogue entry: title, summary as description, indexable or not. */
export function catalogHead(lang: Lang, page: CatalogPage) {
  const content = PAGE_INFO[page]
  return routeHead({ lang, page, title: content.title, description: content.summary, keywords: content.title, noindex: !isIndexable(page) })
}
