import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import type { ParserOptions } from 'xml2js'
import { loadI18n } from '~/lib/i18n'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import {
  DEFAULT_NEWS_IMAGE,
  MAX_DESCRIPTION_LENGTH,
  MAX_FEED_BYTES,
  MAX_NEWS_ITEMS,
  MAX_TITLE_LENGTH,
  NEWS_AUTHOR,
} from './constants'
import { FeedError } from './feed-error'
import { firstImageSource, toHttpUrl, toPlainText } from './sanitize'
import {
  AtomSchema,
  FeedEntrySchema,
  NewsItemSchema,
  RdfSchema,
  RssSchema,
  XmlDocumentSchema,
  type FeedEntry,
  type NewsItem,
  type XmlNode,
} from './schemas'

/**
 * Entries read from a feed. Real feeds carry 10 to 50; the cap keeps a feed of thousands from
 * costing more than a normal one, and leaves room for dropped and duplicated entries.
 */
const MAX_ENTRIES_READ = MAX_NEWS_ITEMS * 4
/** What is left after dropping the extra entries must be a normal-sized document. */
const MAX_PARSED_LENGTH = 2_000_000

const PARSER_OPTIONS: ParserOptions = {
  explicitArray: true,
  explicitRoot: true,
  charkey: '#text',
  trim: true,
  strict: true,
  async: false,
  // A namespace prefix on Atom or RSS 1.0 elements (`<atom:entry>`) reads like the bare name.
  tagNameProcessors: [(name: string) => name.replace(/^(?:atom|atom10|rss):/, '')],
}

const END_OF_ENTRY = /<\/(?:[A-Za-z_][\w.-]*:)?(?:item|entry)\s*>/g

/**
 * Cuts the entries after the first `max` out of the text before it is parsed. Entries are siblings,
 * so removing the run between the end of entry `max` and the end of the last entry keeps the
 * document well formed, and xml2js never walks the rest of a huge feed.
 */
function keepFirstEntries(xml: string, max: number): string {
  let count = 0
  let cutAt = -1
  let lastEnd = -1
  for (const match of xml.matchAll(END_OF_ENTRY)) {
    count += 1
    lastEnd = match.index + match[0].length
    if (count === max) cutAt = lastEnd
  }
  return count > max ? xml.slice(0, cutAt) + xml.slice(lastEnd) : xml
}

const HTML_DOCUMENT = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html[\s>])/i

async function parseXml(xml: string): Promise<unknown> {
  const { Parser } = await import('xml2js')
  try {
    return await new Parser(PARSER_OPTIONS).parseStringPromise(xml)
  } catch (error) {
    throw new FeedError('malformed', 'The feed is not well-formed XML', { cause: error })
  }
}

function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return ''
  return typeof node === 'string' ? node : (node['#text'] ?? '')
}

function attributesOf(node: XmlNode): Record<string, string> {
  return typeof node === 'string' ? {} : (node.$ ?? {})
}

function firstText(...lists: XmlNode[][]): string {
  for (const list of lists) {
    for (const node of list) {
      const text = textOf(node).trim()
      if (text !== '') return text
    }
  }
  return ''
}

/** The page link of a feed or entry: RSS `<link>` text, or the Atom `<link href>` meant for reading. */
function linkOf(links: XmlNode[]): string {
  const candidates = links
    .map((node) => {
      const attributes = attributesOf(node)
      return { href: attributes.href ?? textOf(node), rel: attributes.rel ?? 'alternate' }
    })
    .filter((link) => link.href.trim() !== '')
  return (candidates.find((link) => link.rel === 'alternate') ?? candidates[0])?.href ?? ''
}

type Document = { base: string | undefined; entries: unknown[] }

const siteOf = (links: XmlNode[]) => toHttpUrl(linkOf(links)) ?? undefined

/** The entries of an RSS 2.0, RSS 1.0 (RDF) or Atom document, and the site its relative links start from. */
function documentParts(parsed: unknown): Document | null {
  const document = v.safeParse(XmlDocumentSchema, parsed)
  if (!document.success) return null
  const { rss, 'rdf:RDF': rdf, feed } = document.output
  if (rss !== undefined) {
    const channel = v.parse(RssSchema, rss).channel[0]
    return { base: siteOf(channel?.link ?? []), entries: channel?.item ?? [] }
  }
  if (rdf !== undefined) {
    const { channel, item } = v.parse(RdfSchema, rdf)
    return { base: siteOf(channel[0]?.link ?? []), entries: [...item, ...(channel[0]?.item ?? [])] }
  }
  if (feed !== undefined) {
    const { link, entry } = v.parse(AtomSchema, feed)
    return { base: siteOf(link), entries: entry }
  }
  return null
}

function isImageMedia(attributes: Record<string, string>): boolean {
  const { medium, type } = attributes
  if (medium !== undefined) return medium === 'image'
  return type === undefined || type.startsWith('image/')
}

/** Image candidates in the order SPEC.md §7 names them; the first valid http(s) one wins. */
function imageCandidates(entry: FeedEntry): string[] {
  const groups = entry['media:group']
  const mediaContent = [...entry['media:content'], ...groups.flatMap((group) => group['media:content'])]
  const thumbnails = [...entry['media:thumbnail'], ...groups.flatMap((group) => group['media:thumbnail'])]
  const enclosures = [
    ...entry.enclosure,
    ...entry.link.filter((node) => attributesOf(node).rel === 'enclosure'),
  ]
  const markupImages = [entry['content:encoded'], entry.content, entry.description, entry.summary]
    .flatMap((nodes) => nodes.map((node) => firstImageSource(textOf(node))))
  return [
    ...mediaContent.filter((node) => isImageMedia(attributesOf(node))).map((node) => attributesOf(node).url),
    ...thumbnails.map((node) => attributesOf(node).url),
    ...enclosures
      .filter((node) => attributesOf(node).type?.startsWith('image/') === true)
      .map((node) => attributesOf(node).url ?? attributesOf(node).href),
    ...markupImages,
  ].filter((url): url is string => typeof url === 'string')
}

const WORDPRESS_SIZE_SUFFIX = /-\d{2,5}x\d{2,5}(?=\.(?:jpe?g|png|gif|webp|avif)$)/i

/** SPEC.md §7 fix-ups: full-size images instead of the thumbnails the sources link to. */
function fixImageUrl(href: string, lang: Lang): string {
  const url = new URL(href)
  if (lang === 'tr') url.pathname = url.pathname.replace(WORDPRESS_SIZE_SUFFIX, '')
  if (lang === 'en') url.pathname = url.pathname.replace('/standard/240/', '/standard/960/')
  return url.href
}

function imageOf(entry: FeedEntry, base: string | undefined, lang: Lang): string {
  for (const candidate of imageCandidates(entry)) {
    const url = toHttpUrl(candidate, base)
    if (url) return fixImageUrl(url, lang)
  }
  return DEFAULT_NEWS_IMAGE
}

function urlOf(entry: FeedEntry, base: string | undefined): string | null {
  const link = toHttpUrl(linkOf(entry.link), base)
  if (link) return link
  // An RSS guid is the article's address unless it says otherwise.
  const permalink = entry.guid.find((node) => attributesOf(node).isPermaLink !== 'false')
  return permalink ? toHttpUrl(textOf(permalink), base) : null
}

// Dates outside this range are a feed's mistake (0, 1970, 9999), not news.
const EARLIEST = Date.UTC(1990, 0, 1)
const LATEST_AHEAD_MS = 2 * 24 * 60 * 60 * 1000

function dateOf(entry: FeedEntry): Date | null {
  const raw = firstText(entry.pubDate, entry.updated, entry.published, entry['dc:date'])
  if (raw === '') return null
  const time = Date.parse(raw)
  if (Number.isNaN(time) || time < EARLIEST || time > Date.now() + LATEST_AHEAD_MS) return null
  return new Date(time)
}

/**
 * Parses an RSS 2.0, RSS 1.0 or Atom feed into the cards the news slider shows, in the feed's order.
 *
 * Every entry is read as untrusted: texts become plain text, addresses must be http(s), entries
 * without a usable link or repeating an earlier link are dropped, and missing fields get the
 * language's defaults (SPEC.md §8). Resolves to an empty list for a feed without usable entries;
 * rejects with a FeedError when the text is empty, too large, not a feed, or not well-formed XML.
 */
export async function parseFeed(xml: string, lang: Lang): Promise<NewsItem[]> {
  if (xml.trim() === '') throw new FeedError('empty', 'The feed is empty')
  if (xml.length > MAX_FEED_BYTES) throw new FeedError('too-large', `The feed has ${xml.length} characters`)
  if (HTML_DOCUMENT.test(xml.slice(0, 1000))) throw new FeedError('not-a-feed', 'An HTML page came instead of a feed')
  const trimmed = keepFirstEntries(xml, MAX_ENTRIES_READ)
  if (trimmed.length > MAX_PARSED_LENGTH) {
    throw new FeedError('too-large', `The feed's first entries have ${trimmed.length} characters`)
  }

  // The feed's defaults are messages of the home page's catalog, where the news are shown.
  const [parsed, i18n] = await Promise.all([parseXml(trimmed), loadI18n(lang, ['messages', 'home'])])
  const document = documentParts(parsed)
  if (!document) throw new FeedError('not-a-feed', 'The XML is neither RSS nor Atom')
  const { base, entries } = document

  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { month: 'short', day: 'numeric', year: 'numeric' })
  const defaults = {
    title: i18n._(msg({ message: 'No Title', comment: "A news card's heading when the news item has no title. The wording of the site's specification (SPEC.md §8), capitals included." })),
    description: i18n._(msg({ message: 'No Description', comment: "A news card's text when the news item has no description. The wording of the site's specification (SPEC.md §8), capitals included." })),
    date: i18n._(msg({ message: 'No Date', comment: "Shown on a news card in place of its date when the news item has none (or an unreadable one). The wording of the site's specification (SPEC.md §8), capitals included." })),
    category: i18n._(msg({ message: 'News', comment: "The news section's heading, and a news card's category label when the news item names none." })),
  }

  const items: NewsItem[] = []
  const seen = new Set<string>()
  for (const raw of entries.slice(0, MAX_ENTRIES_READ)) {
    if (items.length === MAX_NEWS_ITEMS) break
    const entry = v.safeParse(FeedEntrySchema, raw)
    if (!entry.success) continue
    const url = urlOf(entry.output, base)
    if (url === null || seen.has(url)) continue
    seen.add(url)
    const date = dateOf(entry.output)
    const item = v.safeParse(NewsItemSchema, {
      title: toPlainText(firstText(entry.output.title), MAX_TITLE_LENGTH) || defaults.title,
      description:
        toPlainText(firstText(entry.output.description, entry.output.summary, entry.output['content:encoded'], entry.output.content), MAX_DESCRIPTION_LENGTH) ||
        defaults.description,
      image: imageOf(entry.output, base, lang),
      category: defaults.category,
      url,
      publishedAt: date ? dateFormat.format(date) : defaults.date,
      publishedBy: { ...NEWS_AUTHOR },
    })
    if (item.success) items.push(item.output)
  }
  return items
}
