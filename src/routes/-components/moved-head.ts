import { movedScript, type MovedPage } from '~/features/content-pages/moved-script'
import { headTags } from '~/features/seo/head'
import { env } from '~/lib/env'
import { getI18n } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { pageTexts } from '~/site/pages'

/**
 * The head of an old address (src/site/pages.ts MOVED_PAGES): out of search engines, named for
 * the list that replaced it, with the inline script that takes the visitor to the new address
 * before any bundle loads (a static host serves this page whatever the query). Built by the
 * route's loader, which runs only when the page is prerendered (in the browser the route's
 * `beforeLoad` redirects first), so that this code is in no page's first load.
 */
export function movedHead(lang: Lang, moved: MovedPage & { list: 'career' | 'help/center' }) {
  const texts = pageTexts(moved.list)
  const i18n = getI18n(lang)
  const title = i18n._(texts.title)
  const head = headTags(env.VITE_SITE_URL, { lang, page: moved.list, title, description: i18n._(texts.description), keywords: [title], noindex: true })
  return { ...head, scripts: [{ children: movedScript(moved) }] }
}
