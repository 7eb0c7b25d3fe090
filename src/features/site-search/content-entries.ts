import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Lang } from '~/lib/languages'
import { loadEntries } from '~/site/content/collections'
import type { CollectionName } from '~/site/content/schemas'
import { featurePage, helpArticlePage, integrationPage, jobPage, localPath, pageTexts, postPage, servicePage, storyPage, studyPage } from '~/site/pages'
import type { SearchEntry } from './search'

interface SearchedCollection {
  collection: Exclude<CollectionName, 'team'>
  /** What an entry is, shown beside its title. */
  kind: () => MessageDescriptor
  /** The page that shows an entry. */
  url: (lang: Lang, slug: string) => string
}

/** The content collections the site search finds, in the order their entries are listed. */
const SEARCHED: readonly SearchedCollection[] = [
  { collection: 'blog', kind: () => msg`Blog post`, url: (lang, slug) => localPath(lang, postPage(slug)) },
  // The kinds that a registry entry already names have no message of their own.
  { collection: 'customer-stories', kind: () => pageTexts('customer/stories/$slug').title, url: (lang, slug) => localPath(lang, storyPage(slug)) },
  { collection: 'services', kind: () => msg`Service`, url: (lang, slug) => localPath(lang, servicePage(slug)) },
  { collection: 'features', kind: () => msg`Feature`, url: (lang, slug) => localPath(lang, featurePage(slug)) },
  { collection: 'integrations', kind: () => msg`Integration`, url: (lang, slug) => localPath(lang, integrationPage(slug)) },
  { collection: 'case-studies', kind: () => msg`Case study`, url: (lang, slug) => localPath(lang, studyPage(slug)) },
  { collection: 'jobs', kind: () => msg`Open position`, url: (lang, slug) => localPath(lang, jobPage(slug)) },
  { collection: 'help-articles', kind: () => pageTexts('help/$slug').title, url: (lang, slug) => localPath(lang, helpArticlePage(slug)) },
]

/** Every searched collection's entries in one language: loaded on first search, with the indexes they come from. */
export async function contentSearchEntries(i18n: I18n, lang: Lang): Promise<SearchEntry[]> {
  const lists = await Promise.all(
    SEARCHED.map(async ({ collection, kind, url }) => {
      const label = i18n._(kind())
      const entries: readonly { slug: string; title: string; description: string }[] = await loadEntries(collection, lang)
      return entries.map((entry) => ({ id: `${collection}:${entry.slug}`, kind: label, title: entry.title, summary: entry.description, url: url(lang, entry.slug) }))
    }),
  )
  return lists.flat()
}
