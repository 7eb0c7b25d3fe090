import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SearchEntry } from '~/features/site-search/search'
import type { Lang } from '~/lib/languages'
import { pageUrl } from './menu-structure'
import { PAGE_INFO, SECTIONS, type CatalogPage } from './pages'

/** The site's pages as search entries in one language: title, summary, group. Loaded on first search. */
export function pageSearchEntries(i18n: I18n, lang: Lang): SearchEntry[] {
  return [
    { id: 'page:', kind: i18n._(msg`Page`), title: i18n._(msg`Home`), summary: i18n._(msg`Storm builds web, mobile, desktop, AI, integration, data, DevOps, IoT and ERP/MRP production software for companies that want it done right.`), url: pageUrl(lang, '') },
    ...(Object.keys(PAGE_INFO) as CatalogPage[]).map((page) => {
      const info = PAGE_INFO[page]
      return { id: `page:${page}`, kind: i18n._(SECTIONS[info.section]), title: i18n._(info.title), summary: i18n._(info.summary), url: pageUrl(lang, page) }
    }),
  ]
}
