import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SearchEntry } from './search'
import type { Lang } from '~/lib/languages'
import { localPath, PAGES, type PageEntry } from '~/site/pages'
import { sectionLabels } from '~/site/section-labels'

/** The site's pages as search entries in one language: title, description, group. Loaded on first search. */
export function pageSearchEntries(i18n: I18n, lang: Lang): SearchEntry[] {
  const labels = sectionLabels()
  const entries: readonly PageEntry[] = PAGES
  // The pages of a path with a parameter (a post, a job, a product) come from search sources of
  // their own, each by its own title (content-entries.ts, the shop's products): the path's entry
  // has a title for the kind of page ("Job details"), not for one of them.
  return entries.flatMap((entry) => {
    if (entry.params !== undefined) return []
    const texts = entry.texts()
    const kind = entry.section === undefined ? msg`Page` : labels[entry.section]
    return [{ id: `page:${entry.path}`, kind: i18n._(kind), title: i18n._(texts.title), summary: i18n._(texts.description), url: localPath(lang, entry.path) }]
  })
}
