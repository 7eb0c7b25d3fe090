import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_NEWS_IMAGE, MAX_NEWS_ITEMS, MAX_TITLE_LENGTH, NEWS_AUTHOR } from './constants'
import { FeedError } from './feed-error'
import { parseFeed } from './parse-feed'

const fixture = (name: string) => readFileSync(join(process.cwd(), 'mocks/fixtures/feeds', name), 'utf8')

/** An RSS 2.0 document around the given items. */
const rss = (items: string, channel = '<title>T</title><link>https://news.example.com/</link>') =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>${channel}${items}</channel></rss>`

const item = (fields: string) => `<item>${fields}</item>`
const linked = (n: number, extra = '') =>
  item(`<title>Story ${n}</title><link>https://news.example.com/${n}</link><pubDate>Fri, 20 Nov 2026 10:00:00 GMT</pubDate>${extra}`)

async function rejection(xml: string): Promise<FeedError> {
  const error: unknown = await parseFeed(xml, 'en').then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof FeedError)) throw new Error(`Expected a FeedError, got ${String(error)}`)
  return error
}

describe('parseFeed on feeds shaped like the real sources', () => {
  it('reads the Turkish WordPress feed with full-size images and Turkish texts', async () => {
    const items = await parseFeed(fixture('tr.xml'), 'tr')
    expect(items).toHaveLength(5)
    expect(items[0]).toEqual({
      title: 'Eskişehir merkezli yazılım girişimi Kodlama’ya 3 milyon dolar yatırım',
      description:
        'Üretim firmalarına yönelik planlama yazılımı geliştiren Kodlama, tohum öncesi turda 3 milyon dolar yatırım aldı. Şirket, yatırımı Avrupa’ya açılmak için kullanacak. The post Eskişehir merkezli yazılım girişimi Kodlama’ya 3 milyon dolar yatırım first appeared on Webrazzi.',
      image: 'https://webrazzi.com/wp-content/uploads/2026/11/kodlama-yatirim.jpg',
      category: 'Haberler',
      url: 'https://webrazzi.com/2026/11/21/eskisehir-merkezli-yazilim-girisimi-kodlamaya-3-milyon-dolar-yatirim/',
      publishedAt: '21 Kas 2026',
      publishedBy: NEWS_AUTHOR,
    })
    // Image enclosures and <img> in content:encoded both lose the WordPress size suffix.
    expect(items.map((news) => news.image)).toEqual([
      'https://webrazzi.com/wp-content/uploads/2026/11/kodlama-yatirim.jpg',
      'https://webrazzi.com/wp-content/uploads/2026/11/bulut-harcamalari.png',
      'https://webrazzi.com/wp-content/uploads/2026/11/erp-kobi.webp',
      DEFAULT_NEWS_IMAGE,
      'https://webrazzi.com/wp-content/uploads/2026/11/mobil-oyun.jpg',
    ])
    // &#160; and &amp; inside CDATA read as a space and an ampersand.
    expect(items[2]?.title).toBe('Yapay zekâ destekli ERP çözümleri KOBİ’lerde yaygınlaşıyor')
    expect(items[2]?.description).toBe('Üretim planlaması & stok yönetimi için yapay zekâ kullanan KOBİ’lerin oranı iki yılda ikiye katlandı.')
  })

  it('reads the English BBC-style feed with 960 px images instead of 240 px thumbnails', async () => {
    const items = await parseFeed(fixture('en.xml'), 'en')
    expect(items).toHaveLength(5)
    expect(items[0]).toEqual({
      title: 'Chip makers race to build smaller AI data centres',
      description: 'Firms are betting that compact, energy-efficient sites will win over businesses wary of the cloud.',
      image: 'https://ichef.bbci.co.uk/ace/standard/960/cpsprodpb/9f1c/live/7a3e5b10-c7d1-11f0-8a1b-5b3c2d7e9a01.jpg',
      category: 'News',
      url: 'https://www.bbc.com/news/articles/c4g0xkz1d2po?at_medium=RSS&at_campaign=rss',
      publishedAt: 'Nov 21, 2026',
      publishedBy: NEWS_AUTHOR,
    })
    expect(items[1]?.description).toBe('New EU rules require makers to show how easy their devices are to fix & how long they get updates.')
    // Only the /standard/240/ path of the one source changes; other thumbnails stay as they are.
    expect(items[4]?.image).toBe('https://ichef.bbci.co.uk/images/ic/240xn/p0kx1y2z.jpg')
  })

  it('reads the German Atom feed: link href, summary, content images, relative links', async () => {
    const items = await parseFeed(fixture('de.xml'), 'de')
    expect(items).toHaveLength(5)
    expect(items[0]).toMatchObject({
      title: 'Industrie 4.0: Mittelständler setzen auf eigene KI-Modelle',
      description: 'Eine Umfrage zeigt: Jedes dritte Fertigungsunternehmen trainiert Modelle auf eigenen Produktionsdaten.',
      image:
        'https://heise.cloudimg.io/bound/1200x1200/q85.png-lossy-85.webp-lossy-85.foil1/_www-heise-de_/imgs/18/4/9/9/8/1/2/3/industrie-ki-7c1e2f3a4b5d6e7f.jpg',
      category: 'Neuigkeiten',
      url: 'https://www.heise.de/news/Industrie-4-0-Mittelstaendler-setzen-auf-eigene-KI-Modelle-10834512.html?wt_mc=rss.red.ho.ho.atom.beitrag.beitrag',
      publishedAt: '21. Nov. 2026',
    })
    // A relative entry link resolves against the feed's own site; no content means the default image.
    expect(items[2]).toMatchObject({
      url: 'https://www.heise.de/news/Open-Source-ERP-Neue-Version-bringt-Schnittstelle-fuer-Maschinendaten-10833980.html',
      description: 'Das Update verbindet Produktionsplanung und Sensorwerte – ohne Zusatzsoftware.',
      image: DEFAULT_NEWS_IMAGE,
    })
    expect(items[4]?.description).toBe('Überraschung in der Jahresumfrage: Zum ersten Mal liegt TypeScript vorn.')
  })
})

describe('parseFeed on broken and hostile feeds', () => {
  it('rejects an empty body, and one of only whitespace', async () => {
    expect((await rejection('')).reason).toBe('empty')
    expect((await rejection(' \n\t ')).reason).toBe('empty')
  })

  it('rejects an HTML error page served instead of the feed', async () => {
    const page = '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>502 Bad Gateway</title></head><body><h1>Bad gateway</h1></body></html>'
    expect((await rejection(page)).reason).toBe('not-a-feed')
    expect((await rejection('<!-- proxy --><html><body>Error</body></html>')).reason).toBe('not-a-feed')
  })

  it('rejects malformed and truncated XML', async () => {
    expect((await rejection(rss(linked(1)).slice(0, -30))).reason).toBe('malformed')
    expect((await rejection('<rss><channel><item><title>Broken</channel></rss>')).reason).toBe('malformed')
  })

  it('rejects plain text and JSON bodies', async () => {
    expect((await rejection('Service Unavailable')).reason).toBe('malformed')
    expect((await rejection('{"error":"rate limited"}')).reason).toBe('malformed')
  })

  it('rejects XML that is neither RSS nor Atom', async () => {
    expect((await rejection('<?xml version="1.0"?><error><code>500</code></error>')).reason).toBe('not-a-feed')
  })

  it('shows nothing for a feed without items or with an empty channel', async () => {
    await expect(parseFeed(rss(''), 'en')).resolves.toEqual([])
    await expect(parseFeed('<rss version="2.0"/>', 'en')).resolves.toEqual([])
    await expect(parseFeed('<feed xmlns="http://www.w3.org/2005/Atom"></feed>', 'en')).resolves.toEqual([])
  })

  it('shows script and markup in titles and descriptions as plain text only', async () => {
    const [news] = await parseFeed(
      rss(
        item(
          '<title>&lt;script&gt;alert(1)&lt;/script&gt;Breaking &lt;b&gt;news&lt;/b&gt;</title>' +
            '<description><![CDATA[<img src=x onerror="alert(1)"><p>First</p><p>second <a href="javascript:alert(1)">link</a></p><style>p{}</style>]]></description>' +
            '<link>https://news.example.com/a</link>',
        ),
      ),
      'en',
    )
    expect(news?.title).toBe('Breaking news')
    expect(news?.description).toBe('First second link')
  })

  it('decodes entities once more after XML, so escaped markup reads as text and not as tags', async () => {
    const [news] = await parseFeed(
      rss(item('<title><![CDATA[Fish &amp; Chips &#8211; 5 &lt; 6]]></title><link>https://news.example.com/a</link>')),
      'en',
    )
    expect(news?.title).toBe('Fish & Chips – 5 < 6')
  })

  it('drops items whose link is not http(s): javascript:, data:, mailto:, credentials', async () => {
    const items = await parseFeed(
      rss(
        item('<title>Script</title><link>javascript:alert(document.cookie)</link>') +
          item('<title>Data</title><link>data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;</link>') +
          item('<title>Mail</title><link>mailto:someone@example.com</link>') +
          item('<title>Disguised</title><link>https://bank.example@evil.example/login</link>') +
          item('<title>Spaced</title><link>  JaVaScRiPt:alert(1)</link>') +
          linked(1),
      ),
      'en',
    )
    expect(items.map((news) => news.title)).toEqual(['Story 1'])
  })

  it('shows nothing when no item has a usable link', async () => {
    await expect(parseFeed(rss(item('<title>No link</title>') + item('<title>Bad</title><link>ftp://x/y</link>')), 'en')).resolves.toEqual([])
  })

  it('refuses unsafe image addresses and falls back to the next candidate, then the default image', async () => {
    const items = await parseFeed(
      rss(
        linked(1, '<media:content url="javascript:alert(1)" medium="image"/><media:thumbnail url="https://img.example.com/1.jpg"/>') +
          linked(2, '<enclosure url="data:image/png;base64,AAAA" type="image/png"/>') +
          linked(3, '<description><![CDATA[<img src="http://img.example.com/3.jpg?a=1&amp;b=2">]]></description>'),
      ),
      'en',
    )
    expect(items.map((news) => news.image)).toEqual(['https://img.example.com/1.jpg', DEFAULT_NEWS_IMAGE, 'http://img.example.com/3.jpg?a=1&b=2'])
  })

  it('resolves relative and protocol-relative addresses against the feed site', async () => {
    const [news] = await parseFeed(
      rss(item('<title>Relative</title><link>/story/7</link><media:thumbnail url="//cdn.example.com/7.jpg"/>')),
      'en',
    )
    expect(news).toMatchObject({ url: 'https://news.example.com/story/7', image: 'https://cdn.example.com/7.jpg' })
  })

  it('skips videos and tracking pixels when choosing the image', async () => {
    const [news] = await parseFeed(
      rss(
        linked(
          1,
          '<media:content url="https://cdn.example.com/clip.mp4" medium="video"/><enclosure url="https://cdn.example.com/a.mp3" type="audio/mpeg"/>' +
            '<content:encoded><![CDATA[<img src="https://track.example.com/p.gif" width="1" height="1"><img src="https://cdn.example.com/real.jpg">]]></content:encoded>',
        ),
      ),
      'en',
    )
    expect(news?.image).toBe('https://cdn.example.com/real.jpg')
  })

  it('fills missing title, description and date with the language defaults', async () => {
    const bare = rss(item('<link>https://news.example.com/bare</link>'))
    expect(await parseFeed(bare, 'en')).toEqual([
      expect.objectContaining({ title: 'No Title', description: 'No Description', publishedAt: 'No Date', image: DEFAULT_NEWS_IMAGE, category: 'News' }),
    ])
    expect(await parseFeed(bare, 'tr')).toEqual([
      expect.objectContaining({ title: 'Başlık Yok', description: 'Açıklama Yok', publishedAt: 'Tarih Yok', category: 'Haberler' }),
    ])
    expect(await parseFeed(bare, 'de')).toEqual([
      expect.objectContaining({ title: 'Kein Titel', description: 'Keine Beschreibung', publishedAt: 'Kein Datum', category: 'Neuigkeiten' }),
    ])
  })

  it('treats titles that are only markup or whitespace as missing', async () => {
    const [news] = await parseFeed(rss(item('<title><![CDATA[ <br/> &nbsp; ]]></title><link>https://news.example.com/a</link>')), 'en')
    expect(news?.title).toBe('No Title')
  })

  it('shows "No Date" for unreadable, zero and far-future dates', async () => {
    const items = await parseFeed(
      rss(
        item('<title>a</title><link>https://news.example.com/a</link><pubDate>yesterday-ish</pubDate>') +
          item('<title>b</title><link>https://news.example.com/b</link><pubDate>Thu, 01 Jan 1970 00:00:00 GMT</pubDate>') +
          item('<title>c</title><link>https://news.example.com/c</link><pubDate>Fri, 31 Dec 9999 23:59:59 GMT</pubDate>') +
          item('<title>d</title><link>https://news.example.com/d</link><dc:date xmlns:dc="http://purl.org/dc/elements/1.1/">2026-11-02T08:00:00Z</dc:date>'),
      ),
      'en',
    )
    expect(items.map((news) => news.publishedAt)).toEqual(['No Date', 'No Date', 'No Date', 'Nov 2, 2026'])
  })

  it('shows an item repeated in the feed once', async () => {
    const items = await parseFeed(rss(linked(1) + linked(2) + linked(1) + linked(2) + linked(3)), 'en')
    expect(items.map((news) => news.title)).toEqual(['Story 1', 'Story 2', 'Story 3'])
  })

  it('shows the first items of a 10,000-item feed without walking all of it', async () => {
    const huge = rss(Array.from({ length: 10_000 }, (_, n) => linked(n)).join(''))
    const started = performance.now()
    const items = await parseFeed(huge, 'en')
    expect(performance.now() - started).toBeLessThan(1500)
    expect(items).toHaveLength(MAX_NEWS_ITEMS)
    expect(items[0]?.title).toBe('Story 0')
    expect(items.at(-1)?.title).toBe(`Story ${MAX_NEWS_ITEMS - 1}`)
  })

  it('still fills the slider when the first items are duplicates or unusable', async () => {
    const junk = Array.from({ length: 10 }, () => linked(0) + item('<title>x</title><link>javascript:void(0)</link>')).join('')
    const items = await parseFeed(rss(junk + Array.from({ length: 30 }, (_, n) => linked(n + 1)).join('')), 'en')
    expect(items).toHaveLength(MAX_NEWS_ITEMS)
  })

  it('refuses a feed of several megabytes of content quickly instead of freezing', async () => {
    const bloated = rss(Array.from({ length: 8 }, (_, n) => linked(n, `<description>${'x'.repeat(400_000)}</description>`)).join(''))
    const started = performance.now()
    expect((await rejection(bloated)).reason).toBe('too-large')
    expect((await rejection('<rss>'.padEnd(9_000_000, ' '))).reason).toBe('too-large')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('caps very long titles and descriptions', async () => {
    const [news] = await parseFeed(
      rss(item(`<title>${'word '.repeat(200)}</title><description>${'y'.repeat(50_000)}</description><link>https://news.example.com/a</link>`)),
      'en',
    )
    expect(Array.from(news?.title ?? '').length).toBeLessThanOrEqual(MAX_TITLE_LENGTH)
    expect(news?.title.endsWith('…')).toBe(true)
    expect(news?.description.length).toBeLessThanOrEqual(280)
  })

  it('removes control characters and bidirectional overrides from texts', async () => {
    const [news] = await parseFeed(rss(item('<title><![CDATA[Safe&#x202E;gpj.exe&#x202C; name&#x7;&#0;]]></title><link>https://news.example.com/a</link>')), 'en')
    expect(news?.title).toBe('Safegpj.exe name\uFFFD')
  })

  it('reads Atom with a namespace prefix, and RSS 1.0 (RDF) with a default namespace', async () => {
    const atom = await parseFeed(
      '<atom:feed xmlns:atom="http://www.w3.org/2005/Atom"><atom:entry><atom:title>Prefixed</atom:title><atom:link href="https://news.example.com/p"/><atom:updated>2026-11-03T10:00:00Z</atom:updated></atom:entry></atom:feed>',
      'en',
    )
    expect(atom).toEqual([expect.objectContaining({ title: 'Prefixed', url: 'https://news.example.com/p', publishedAt: 'Nov 3, 2026' })])
    const rdf = await parseFeed(
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="https://news.example.com/"><title>R</title><link>https://news.example.com/</link></channel><item rdf:about="https://news.example.com/r"><title>RDF item</title><link>https://news.example.com/r</link></item></rdf:RDF>',
      'en',
    )
    expect(rdf).toEqual([expect.objectContaining({ title: 'RDF item', url: 'https://news.example.com/r' })])
  })

  it('prefers the Atom alternate link over self and enclosure links, and takes an image enclosure', async () => {
    const [news] = await parseFeed(
      '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Links</title><link rel="self" href="https://api.example.com/e/1"/><link rel="enclosure" type="image/png" href="https://cdn.example.com/e.png"/><link rel="alternate" type="text/html" href="https://news.example.com/e/1"/></entry></feed>',
      'en',
    )
    expect(news).toMatchObject({ url: 'https://news.example.com/e/1', image: 'https://cdn.example.com/e.png' })
  })

  it('uses a permalink guid when an RSS item has no link', async () => {
    const items = await parseFeed(
      rss(
        item('<title>Guid</title><guid>https://news.example.com/g</guid>') +
          item('<title>Opaque</title><guid isPermaLink="false">https://news.example.com/o</guid>'),
      ),
      'en',
    )
    expect(items.map((news) => news.url)).toEqual(['https://news.example.com/g'])
  })

  it('reads a feed with a byte order mark and a legacy encoding declaration', async () => {
    const [news] = await parseFeed(
      `\uFEFF<?xml version="1.0" encoding="ISO-8859-9"?>${rss(item('<title>Güneş ışığı &amp; şarj</title><link>https://news.example.com/t</link>')).replace(/^<\?xml[^>]*>/, '')}`,
      'tr',
    )
    expect(news?.title).toBe('Güneş ışığı & şarj')
  })

  it('does not expand entities declared in a DTD (no billion laughs, no external files)', async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>' +
      '<rss><channel><item><title>&c;</title><link>https://news.example.com/a</link></item></channel></rss>'
    expect((await rejection(laughs)).reason).toBe('malformed')
    const external =
      '<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><item><title>&xxe;</title><link>https://news.example.com/a</link></item></channel></rss>'
    expect((await rejection(external)).reason).toBe('malformed')
  })

  it('ignores element names that try prototype pollution or pose as text, and odd element shapes', async () => {
    const items = await parseFeed(
      rss(
        item(
          '<__proto__><polluted>yes</polluted></__proto__><constructor>x</constructor><_>not text</_><hasOwnProperty/>' +
            '<title>Nested <b>bold</b> title</title><link>https://news.example.com/a</link>',
        ),
      ),
      'en',
    )
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ title: 'Nested title', url: 'https://news.example.com/a' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps namespaces it does not know out of the way', async () => {
    const [news] = await parseFeed(
      rss(
        item(
          '<title>Namespaced</title><link>https://news.example.com/n</link>' +
            '<x:title xmlns:x="urn:other">Other title</x:title><media:group><media:content url="https://cdn.example.com/g.jpg" type="image/jpeg"/></media:group>',
        ),
      ),
      'en',
    )
    expect(news).toMatchObject({ title: 'Namespaced', image: 'https://cdn.example.com/g.jpg' })
  })
})
