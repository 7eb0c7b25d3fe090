import { routeHead } from '~/features/seo/page-head'
import type { CatalogPage } from '~/features/template-pages/pages'
import type { Lang } from '~/lib/languages'
import { isIndexable } from '~/lib/site-pages'

/**
 * `head()` of a page from its catalogue entry: title, summary as description, indexable or not.
 * The catalogue (titles of every page) is imported on demand, which keeps it out of the first
 * load of pages that do not need it, such as home.
 */
export async function catalogHead(lang: Lang, page: CatalogPage) {
  const { PAGE_INFO } = await import('~/features/template-pages/pages')
  const content = PAGE_INFO[page]
  return routeHead({ lang, page, title: content.title, description: content.summary, keywords: content.title, noindex: !isIndexable(page) })
}
