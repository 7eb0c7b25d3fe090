import type { Lang } from '~/lib/languages'

/** Where the build writes a language's feeds (scripts/content/feeds.ts). Types only from elsewhere: Node runs that file too. */
export function feedPath(lang: Lang, kind: 'rss' | 'atom'): string {
  return `/${lang}/blog/${kind}.xml`
}

/** The `<link rel="alternate">` tags that name the language's feeds in a blog page's head. */
export function feedHeadLinks(lang: Lang) {
  return [
    { rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: feedPath(lang, 'rss') },
    { rel: 'alternate', type: 'application/atom+xml', title: 'Atom', href: feedPath(lang, 'atom') },
  ]
}
