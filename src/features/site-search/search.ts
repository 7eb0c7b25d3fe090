/**
 * Site search: pure functions over entries from any source (the site's pages, the shop's products,
 * the content collections), all of one shape.
 */
export interface SearchEntry {
  /** Unique across sources and the same in every language, e.g. `page:pricing` or `product:storm-hoodie`. */
  id: string
  /** What the entry is, shown beside its title (translated by the source). */
  kind: string
  title: string
  /** A line under the title: a page's summary, a product's category. */
  summary: string
  /** The language-prefixed address it opens. */
  url: string
  /** Its title in the other languages, which a query matches too (the result shows `title`). */
  aliases?: readonly string[]
}

/** Builds one source's entries in a language (the text is already translated). */
export type SearchSource = () => readonly SearchEntry[]

/**
 * Folds text for matching: case (Turkish dotted and dotless i alike), accents, and the letters
 * people type without them: ı/i, ş/s, ğ/g, ç/c, ö/o, ü/u, ß/ss.
 */
export function normalize(text: string): string {
  return text
    .replaceAll('İ', 'i')
    .replaceAll('I', 'i')
    .toLowerCase()
    .replaceAll('ı', 'i')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
}

interface Indexed {
  entry: SearchEntry
  title: string
  titleWords: readonly string[]
  summary: string
  aliases: string
  aliasWords: readonly string[]
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

export function indexEntries(entries: readonly SearchEntry[]): readonly Indexed[] {
  return entries.map((entry) => {
    const title = normalize(entry.title)
    const aliases = normalize((entry.aliases ?? []).join(' | '))
    return { entry, title, titleWords: words(title), summary: normalize(entry.summary), aliases, aliasWords: words(aliases) }
  })
}

/**
 * The entries of the page's language, each with its titles in the other languages as aliases:
 * an entry of another language with the same id lends its title, if it is another.
 */
export function withAliases(entries: readonly SearchEntry[], others: readonly (readonly SearchEntry[])[]): SearchEntry[] {
  const titles = new Map<string, Set<string>>()
  for (const entry of others.flat()) titles.set(entry.id, (titles.get(entry.id) ?? new Set<string>()).add(entry.title))
  return entries.map((entry) => {
    const aliases = [...(titles.get(entry.id) ?? [])].filter((title) => title !== entry.title)
    return aliases.length === 0 ? entry : { ...entry, aliases }
  })
}

/**
 * Entries in which every word of the query occurs (in the title, the summary or a title in another
 * language), best first: a title that starts with the query, then title words that start with the
 * query's words, then title matches, then another language's title, then summary-only matches;
 * ties keep the index order.
 */
export function search(index: readonly Indexed[], query: string, limit = 8): SearchEntry[] {
  const phrase = normalize(query).trim()
  const terms = phrase.split(/\s+/).filter(Boolean)
  if (terms.length === 0) return []
  const scored: { entry: SearchEntry; score: number; order: number }[] = []
  for (const [order, item] of index.entries()) {
    if (!terms.every((word) => item.title.includes(word) || item.summary.includes(word) || item.aliases.includes(word))) continue
    let score = 0
    if (item.title.startsWith(phrase)) score += 100
    for (const word of terms) {
      if (item.titleWords.some((titleWord) => titleWord.startsWith(word))) score += 20
      else if (item.title.includes(word)) score += 10
      else if (item.aliasWords.some((aliasWord) => aliasWord.startsWith(word))) score += 5
      else score += 1
    }
    scored.push({ entry: item.entry, score, order })
  }
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((hit) => hit.entry)
}
