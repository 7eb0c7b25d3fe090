import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SitePage } from '~/lib/site-pages'
import { PAGE_INFO, type CatalogPage } from './pages'

export interface SearchHit {
  page: SitePage
  title: string
}

/** The site's pages with their titles in the active language, for the header's search box. */
export function searchablePages(i18n: I18n): SearchHit[] {
  return [
    { page: '', title: i18n._(msg`Home`) },
    ...(Object.keys(PAGE_INFO) as CatalogPage[]).map((page) => ({ page, title: i18n._(PAGE_INFO[page].title) })),
  ]
}

/** Pages whose title contains every word of the query, ignoring case and accents. */
export function searchPages(pages: readonly SearchHit[], query: string, locale: string): SearchHit[] {
  const fold = (text: string) =>
    text
      .toLocaleLowerCase(locale)
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  return pages.filter((hit) => words.every((word) => fold(hit.title).includes(word)))
}
