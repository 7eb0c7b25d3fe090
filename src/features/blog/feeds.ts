import type { Lang } from '~/lib/languages'

export const FEED_KINDS = ['rss', 'atom'] as const
export type FeedKind = (typeof FEED_KINDS)[number]

/** Each feed's media type; the host sends it with `charset=utf-8` (scripts/security-headers.ts). */
export const FEED_MEDIA_TYPES: Record<FeedKind, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' }

/** Where the build writes a language's feeds (scripts/content/feeds.ts). Types only from elsewhere: Node runs that file too. */
export function feedPath(lang: Lang, kind: FeedKind): string {
  return `/${lang}/blog/${kind}.xml`
}

/** The `<link rel="alternate">` tags that name the language's feeds in a blog page's head. */
export function feedHeadLinks(lang: Lang) {
  return [
    { rel: 'alternate', type: FEED_MEDIA_TYPES.rss, title: 'RSS', href: feedPath(lang, 'rss') },
    { rel: 'alternate', type: FEED_MEDIA_TYPES.atom, title: 'Atom', href: feedPath(lang, 'atom') },
  ]
}
