import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { HttpUrlSchema } from '~/features/news/schemas'
import { env } from '~/lib/env'
import deFeed from '../fixtures/feeds/de.xml?raw'
import enFeed from '../fixtures/feeds/en.xml?raw'
import trFeed from '../fixtures/feeds/tr.xml?raw'

/** The configured feed proxy; the feed address arrives as its encoded `url` query value. */
export const NEWS_PROXY_URL = env.VITE_NEWS_PROXY

const RSS = 'application/rss+xml; charset=utf-8'
const ATOM = 'application/atom+xml; charset=utf-8'

/** Each configured feed answers with a fixture shaped like the real source. */
const FEEDS = new Map<string, { body: string; contentType: string }>([
  [env.VITE_NEWS_FEED_TR, { body: trFeed, contentType: RSS }],
  [env.VITE_NEWS_FEED_EN, { body: enFeed, contentType: RSS }],
  [env.VITE_NEWS_FEED_DE, { body: deFeed, contentType: ATOM }],
])

/** Where the fixture feeds' images live; the demo must not load them from the real sites. */
const FIXTURE_IMAGE_HOSTS = [
  { pattern: 'https://webrazzi.com/wp-content/uploads/*', hue: 24 },
  { pattern: 'https://ichef.bbci.co.uk/*', hue: 350 },
  { pattern: 'https://heise.cloudimg.io/*', hue: 220 },
]

/** A 16:9 stand-in photo in the source's colour, drawn from the image's address. */
function placeholderImage(url: string, baseHue: number): string {
  const shift = Array.from(url).reduce((sum, char) => (sum + (char.codePointAt(0) ?? 0)) % 60, 0)
  const hue = (baseHue + shift) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 38%)"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="500" cy="90" r="44" fill="hsl(${hue} 90% 85% / .6)"/><path d="M0 290 170 170l120 90 90-60 260 160H0z" fill="hsl(${hue} 40% 20% / .45)"/></svg>`
}

/** Answers like the proxy: 400 without a valid `url`, 404 for a feed it does not know, else the feed. */
export const newsHandlers = [
  http.get(NEWS_PROXY_URL, async ({ request }) => {
    await delay()
    const feedUrl = v.safeParse(HttpUrlSchema, new URL(request.url).searchParams.get('url'))
    if (!feedUrl.success) return HttpResponse.text('Missing or invalid url parameter', { status: 400 })
    const feed = FEEDS.get(feedUrl.output)
    if (!feed) return HttpResponse.text(`Unknown feed ${feedUrl.output}`, { status: 404 })
    return new HttpResponse(feed.body, { headers: { 'content-type': feed.contentType } })
  }),
  ...FIXTURE_IMAGE_HOSTS.map(({ pattern, hue }) =>
    http.get(pattern, ({ request }) =>
      new HttpResponse(placeholderImage(request.url, hue), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' } }),
    ),
  ),
]

/** The proxy fails: HTTP 500 (after the client's retries). */
export const newsProxyServerError = http.get(NEWS_PROXY_URL, () => HttpResponse.text('Internal Server Error', { status: 500 }))

/** The connection fails before any answer. */
export const newsProxyNetworkError = http.get(NEWS_PROXY_URL, () => HttpResponse.error())

/** 200 with a feed cut off in the middle: not well-formed XML. */
export const newsProxyMalformedXml = http.get(NEWS_PROXY_URL, () =>
  HttpResponse.xml('<?xml version="1.0"?><rss version="2.0"><channel><title>Cut</title><item><title>Half an item</ti'),
)

/** 200 with the HTML error page of a gateway instead of the feed. */
export const newsProxyHtmlErrorPage = http.get(NEWS_PROXY_URL, () =>
  HttpResponse.html(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The upstream feed did not answer.</p></body></html>',
  ),
)

/** 200 with an empty body. */
export const newsProxyEmptyBody = http.get(NEWS_PROXY_URL, () => new HttpResponse('', { headers: { 'content-type': RSS } }))

/** 200 with a valid feed that has no item. */
export const newsProxyEmptyFeed = http.get(NEWS_PROXY_URL, () =>
  HttpResponse.xml('<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet day</title><link>https://news.example.com/</link></channel></rss>'),
)

/**
 * 200 with a body that never ends and no Content-Length, as a broken or hostile proxy may stream:
 * `pulled()` tells how many bytes the client took before it stopped reading.
 */
export function newsProxyEndlessBody(): { handler: ReturnType<typeof http.get>; pulled: () => number } {
  const chunk = new TextEncoder().encode(`<rss><channel>${'<item><title>x</title></item>'.repeat(2_000)}`)
  let pulled = 0
  const handler = http.get(NEWS_PROXY_URL, () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return new HttpResponse(body, { headers: { 'content-type': RSS } })
  })
  return { handler, pulled: () => pulled }
}
