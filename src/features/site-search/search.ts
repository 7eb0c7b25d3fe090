/**
 * Site search: pure functions over entries from any source (the site's pages now; the shop's
 * products can be added as another source with the same entry shape).
 */
export interface SearchEntry {
  /** Unique across sources, e.g. `page:pricing` or `product:3`. */
  id: string
  /** What the entry is, shown beside its title (translated by the source). */
  kind: string
  title: string
  /** A line under the title: a page's summary, a product's category. */
  summary: string
  /** The language-prefixed address it opens. */
  url: string
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
}

export function indexEntries(entries: readonly SearchEntry[]): readonly Indexed[] {
  return entries.map((entry) => {
    const title = normalize(entry.title)
    return { entry, title, titleWords: title.split(/[^\p{L}\p{N}]+/u).filter(Boolean), summary: normalize(entry.summary) }
  })
}

/**
 * Entries in which every word of the query occurs (in the title or the summary), best first:
 * a title that starts with the query, then title words that start with the query's words, then
 * title matches, then summary-only matches; ties keep the index order.
 */
export function search(index: readonly Indexed[], query: string, limit = 8): SearchEntry[] {
  const phrase = normalize(query).trim()
  const words = phrase.split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const scored: { entry: SearchEntry; score: number; order: number }[] = []
  for (const [order, item] of index.entries()) {
    if (!words.every((word) => item.title.includes(word) || item.summary.includes(word))) continue
    let score = 0
    if (item.title.startsWith(phrase)) score += 100
    for (const word of words) {
      if (item.titleWords.some((titleWord) => titleWord.startsWith(word))) score += 20
      else if (item.title.includes(word)) score += 10
      else score += 1
    }
    scored.push({ entry: item.entry, score, order })
  }
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((hit) => hit.entry)
}
