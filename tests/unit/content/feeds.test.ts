import { describe, expect, it } from 'vitest'
import { buildContent } from '../../../scripts/content/collections.ts'
import { atomFeed, escapeXml, rssFeed, type FeedChannel, type FeedPost } from '../../../scripts/content/feeds.ts'
import { blogFeeds } from '../../../scripts/content/vite-plugin.ts'
import { parseFeed } from '~/features/news/parse-feed'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { GOOD_IMAGES, goodFiles } from './fixtures.ts'

const ORIGIN = 'https://www.example.com'

const POSTS: FeedPost[] = [
  {
    slug: 'tricky-text',
    title: `Fast & cheap: Result<T> 5 < 10 > 2, "quoted" and 'single' — Güç İşı Straße Größe`,
    description: `R&D at <scale>: AT&T's "best" & worst; ÇĞİÖŞÜ çğıöşü ÄÖÜ äöüß €`,
    date: '2026-11-12',
    category: 'devops',
    tags: ['zero downtime', 'R&D'],
    authorName: 'Deniz Şahin',
    cover: 'zero-downtime.svg',
  },
  {
    slug: 'second',
    title: 'Üretim hattında IoT: bir makine bir seferde',
    description: 'Eski makineleri değiştirmeden bağlamak & ilk okuduğumuz sinyaller.',
    date: '2026-06-18',
    category: 'iot',
    tags: ['iot'],
    authorName: 'Emre Yılmaz',
    cover: 'iot.svg',
  },
]

const channel = (lang: Lang): FeedChannel => ({ lang, origin: ORIGIN, title: 'Storm Software Blog', description: 'Articles & notes', posts: POSTS })

describe('blog feeds', () => {
  it('escapes the five XML characters and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'\u0001\uFFFE`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;')
  })

  it.each([
    ['RSS 2.0', rssFeed],
    ['Atom', atomFeed],
  ] as const)('%s reads back through parseFeed without loss', async (_name, write) => {
    for (const lang of ['en', 'tr', 'de'] as const) {
      const items = await parseFeed(write(channel(lang)), lang)
      const format = new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { month: 'short', day: 'numeric', year: 'numeric' })
      expect(items).toEqual(
        POSTS.map((post) =>
          expect.objectContaining({
            title: post.title,
            description: post.description,
            url: `${ORIGIN}/${lang}/blog/${post.slug}`,
            image: `${ORIGIN}/images/blog/${post.cover}`,
            publishedAt: format.format(new Date(`${post.date}T00:00:00Z`)),
          }),
        ),
      )
    }
  })

  it('are written for every language from the content, newest first, with the authors named', () => {
    const feeds = blogFeeds(buildContent(goodFiles(), GOOD_IMAGES), ORIGIN)
    expect(Object.keys(feeds).sort()).toEqual(['de/blog/atom.xml', 'de/blog/rss.xml', 'en/blog/atom.xml', 'en/blog/rss.xml', 'tr/blog/atom.xml', 'tr/blog/rss.xml'])
    expect(feeds['de/blog/rss.xml']).toContain('<title>Warum ein modularer Monolith</title>')
    expect(feeds['de/blog/rss.xml']).toContain('<dc:creator>Elif Kaya</dc:creator>')
    expect(feeds['en/blog/atom.xml']).toContain('<link rel="self" type="application/atom+xml" href="https://www.example.com/en/blog/atom.xml"/>')
    expect(feeds['en/blog/rss.xml']).toContain('<title>Why we start: a modular monolith</title>')
  })
})
