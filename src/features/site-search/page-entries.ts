import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SearchEntry } from './search'
import type { Lang } from '~/lib/languages'
import { localPath, PAGES, sectionLabels, type PageEntry } from '~/site/pages'

/** The site's pages as search entries in one language: title, description, group. Loaded on first search. */
export function pageSearchEntries(i18n: I18n, lang: Lang): SearchEntry[] {
  const labels = sectionLabels()
  const entries: readonly PageEntry[] = PAGES
  // A page with a parameter and no `link` (a blog post) comes from a search source of its own.
  return entries.flatMap((entry) => {
    if (entry.params !== undefined && entry.link === undefined) return []
    const page = entry.link ?? entry.path
    const texts = entry.texts()
    const kind = entry.section === undefined ? msg`Page` : labels[entry.section]
    return [{ id: `page:${page}`, kind: i18n._(kind), title: i18n._(texts.title), summary: i18n._(texts.description), url: localPath(lang, page) }]
  })
}
