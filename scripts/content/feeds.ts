/** The blog's RSS 2.0 and Atom feeds of one language, written at build time with absolute addresses. */
import { feedPath } from '../../src/features/blog/feeds.ts'
import type { Lang } from '../../src/lib/languages.ts'

export interface FeedPost {
  slug: string
  title: string
  description: string
  /** YYYY-MM-DD */
  date: string
  category: string
  tags: readonly string[]
  authorName: string
  cover: string
}

export interface FeedChannel {
  lang: Lang
  /** The site's origin, without a trailing slash. */
  origin: string
  title: string
  description: string
  /** Newest first. */
  posts: readonly FeedPost[]
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Characters XML 1.0 allows: tab, line breaks and everything from space up, but two non-characters. */
function isXmlChar(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff)
}

/** Text and attribute values for XML; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return [...text].filter(isXmlChar).join('').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
}

/**
 * Feed titles and descriptions are read as HTML (RSS by convention, Atom by `type="html"`): the
 * text is escaped as HTML first, so that `<T>` in a title stays text in every reader.
 */
function escapeHtmlText(text: string): string {
  return escapeXml(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))
}

export function postPath(lang: Lang, slug: string): string {
  return `/${lang}/blog/${slug}`
}

/** The page the feeds link to as the blog's home. */
export function blogPath(lang: Lang): string {
  return `/${lang}/blog/grid`
}

const midnight = (date: string) => new Date(`${date}T00:00:00Z`)

export function rssFeed(channel: FeedChannel): string {
  const { lang, origin } = channel
  const items = channel.posts.map((post) => {
    const url = escapeXml(origin + postPath(lang, post.slug))
    return [
      '    <item>',
      `      <title>${escapeHtmlText(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${midnight(post.date).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.authorName)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeHtmlText(post.description)}</description>`,
      `      <media:content url="${escapeXml(`${origin}/images/blog/${post.cover}`)}" medium="image" type="image/svg+xml"/>`,
      '    </item>',
    ].join('\n')
  })
  const newest = channel.posts[0]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(origin + blogPath(lang))}</link>`,
    `    <atom:link href="${escapeXml(origin + feedPath(lang, 'rss'))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${lang}</language>`,
    ...(newest ? [`    <lastBuildDate>${midnight(newest.date).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

export function atomFeed(channel: FeedChannel): string {
  const { lang, origin } = channel
  const entries = channel.posts.map((post) => {
    const url = escapeXml(origin + postPath(lang, post.slug))
    const date = midnight(post.date).toISOString()
    return [
      '  <entry>',
      `    <title type="html">${escapeHtmlText(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <link rel="enclosure" type="image/svg+xml" href="${escapeXml(`${origin}/images/blog/${post.cover}`)}"/>`,
      `    <id>${url}</id>`,
      `    <published>${date}</published>`,
      `    <updated>${date}</updated>`,
      `    <author><name>${escapeXml(post.authorName)}</name></author>`,
      `    <category term="${escapeXml(post.category)}"/>`,
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      `    <summary type="html">${escapeHtmlText(post.description)}</summary>`,
      '  </entry>',
    ].join('\n')
  })
  const updated = channel.posts[0] ? midnight(channel.posts[0].date).toISOString() : new Date(0).toISOString()
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <title type="text">${escapeXml(channel.title)}</title>`,
    `  <subtitle type="text">${escapeXml(channel.description)}</subtitle>`,
    `  <id>${escapeXml(origin + feedPath(lang, 'atom'))}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + feedPath(lang, 'atom'))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(origin + blogPath(lang))}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
