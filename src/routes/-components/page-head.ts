import { routeHead } from '~/features/seo/page-head'
import type { Lang } from '~/lib/languages'
import { entryOf, isIndexable, type PagePath } from '~/site/pages'

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
