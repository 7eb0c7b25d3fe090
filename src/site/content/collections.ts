/**
 * The content collections in the pages: every entry's front matter and facts are bundled with the
 * pages that import this module, each entry's body is a chunk of its own loaded by `loadHtml`
 * (scripts/content/vite-plugin.ts turns the Markdown files into these modules at build time).
 */
import type { Lang } from '../../lib/languages.ts'
import type { BlogPostMeta, CollectionName, EntryMeta, TeamMemberMeta } from './schemas.ts'

type Metas = { [C in CollectionName]: Record<string, EntryMeta<C>> }
type Bodies = Record<CollectionName, Record<string, () => Promise<string>>>

// import.meta.glob takes literal patterns only: one pair of lines per collection.
const METAS: Metas = {
  blog: import.meta.glob<BlogPostMeta>('../../../locales/*/content/blog/*.md', { query: '?meta', import: 'meta', eager: true }),
  team: import.meta.glob<TeamMemberMeta>('../../../locales/*/content/team/*.md', { query: '?meta', import: 'meta', eager: true }),
}
const BODIES: Bodies = {
  blog: import.meta.glob<string>('../../../locales/*/content/blog/*.md', { query: '?html', import: 'html' }),
  team: import.meta.glob<string>('../../../locales/*/content/team/*.md', { query: '?html', import: 'html' }),
}

const ORDER: { [C in CollectionName]: (a: EntryMeta<C>, b: EntryMeta<C>) => number } = {
  blog: (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  team: (a, b) => a.order - b.order || a.slug.localeCompare(b.slug),
}

const key = (collection: CollectionName, lang: Lang, slug: string) => `../../../locales/${lang}/content/${collection}/${slug}.md`

/** The entries of a collection in a language: blog posts newest first, team members in their order. */
export function entries<C extends CollectionName>(collection: C, lang: Lang): EntryMeta<C>[] {
  const metas: Record<string, EntryMeta<C>> = METAS[collection]
  return Object.values(metas)
    .filter((meta) => meta.lang === lang)
    .sort(ORDER[collection])
}

export function entry<C extends CollectionName>(collection: C, lang: Lang, slug: string): EntryMeta<C> | undefined {
  const metas: Record<string, EntryMeta<C>> = METAS[collection]
  return metas[key(collection, lang, slug)]
}

/** An entry's body as HTML (escaped and checked at build time), or null for an unknown entry. */
export async function loadHtml(collection: CollectionName, lang: Lang, slug: string): Promise<string | null> {
  const load = BODIES[collection][key(collection, lang, slug)]
  return load ? load() : null
}
