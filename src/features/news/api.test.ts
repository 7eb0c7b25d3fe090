import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../mocks/node'
import { NEWS_PROXY_URL, newsProxyEndlessBody, newsProxyNetworkError, newsProxyServerError } from '../../../mocks/handlers/news'
import { env } from '~/lib/env'
import { MAX_FEED_BYTES } from './constants'
import { decodeFeedBytes, feedProxyUrl, fetchFeedXml, readAtMost } from './api'
import { FeedError } from './feed-error'

/** Latin-1 style bytes of an ASCII template, with single-byte code points put in by number. */
const bytesOf = (text: string) => Uint8Array.from(Array.from(text, (char) => char.codePointAt(0) ?? 0))

describe('feedProxyUrl', () => {
  it('passes the language feed address to the proxy as an encoded url value', () => {
    expect(feedProxyUrl('en')).toBe(`${env.VITE_NEWS_PROXY}?url=${encodeURIComponent(env.VITE_NEWS_FEED_EN)}`)
    expect(new URL(feedProxyUrl('de')).searchParams.get('url')).toBe(env.VITE_NEWS_FEED_DE)
  })
})

describe('fetchFeedXml', () => {
  it('returns the feed text of each language', async () => {
    expect(await fetchFeedXml('tr')).toContain('<title>Webrazzi</title>')
    expect(await fetchFeedXml('en')).toContain('BBC News - Technology')
    expect(await fetchFeedXml('de')).toContain('<title>heise online News</title>')
  })

  it('retries a failing proxy with backoff, then gives up with the HTTP error', async () => {
    let calls = 0
    server.use(http.get(NEWS_PROXY_URL, () => { calls += 1 }), newsProxyServerError)
    await expect(fetchFeedXml('en')).rejects.toMatchObject({ name: 'HTTPError' })
    expect(calls).toBe(3)
  })

  it('recovers when a retry succeeds', async () => {
    let calls = 0
    server.use(
      http.get(NEWS_PROXY_URL, () => {
        calls += 1
        return calls === 1 ? HttpResponse.text('busy', { status: 503 }) : undefined
      }),
    )
    expect(await fetchFeedXml('en')).toContain('<rss')
    expect(calls).toBe(2)
  })

  it('rejects on a network error and on a timeout', async () => {
    server.use(newsProxyNetworkError)
    await expect(fetchFeedXml('en')).rejects.toThrow()
    server.use(
      http.get(NEWS_PROXY_URL, async () => {
        await delay('infinite')
      }),
    )
    await expect(fetchFeedXml('en', { timeout: 50 })).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('refuses a body that declares more than the size limit without reading it', async () => {
    server.use(http.get(NEWS_PROXY_URL, () => new HttpResponse('<rss/>', { headers: { 'content-length': '50000000' } })))
    await expect(fetchFeedXml('en')).rejects.toBeInstanceOf(FeedError)
  })

  it('stops reading a body without Content-Length once it passes the size limit', async () => {
    const endless = newsProxyEndlessBody()
    server.use(endless.handler)
    const error: unknown = await fetchFeedXml('en').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(FeedError)
    expect(error).toMatchObject({ reason: 'too-large' })
    // The limit and what was in flight when it was passed, not the endless rest.
    expect(endless.pulled()).toBeGreaterThan(MAX_FEED_BYTES)
    expect(endless.pulled()).toBeLessThan(MAX_FEED_BYTES * 1.1)
  })

  it('decodes a Turkish feed in ISO-8859-9 as it declares', async () => {
    const body = bytesOf('<?xml version="1.0" encoding="ISO-8859-9"?><rss><channel><title>Ya\u00f0mur ya\u00f0\u00fdyor, \u00fe\u00fdk</title></channel></rss>')
    server.use(http.get(NEWS_PROXY_URL, () => new HttpResponse(body, { headers: { 'content-type': 'text/xml' } })))
    expect(await fetchFeedXml('tr')).toContain('<title>Yağmur yağıyor, şık</title>')
  })
})

describe('readAtMost', () => {
  const streamOf = (...parts: string[]) => new Response(parts.join('')).body

  it('reads a body up to the limit whole, and an empty one as no bytes', async () => {
    expect(new TextDecoder().decode(await readAtMost(streamOf('<rss>', 'Grüße', '</rss>'), 100))).toBe('<rss>Grüße</rss>')
    expect(await readAtMost(null, 100)).toEqual(new Uint8Array())
    expect((await readAtMost(streamOf('x'.repeat(100)), 100)).byteLength).toBe(100)
  })

  it('fails with too-large and cancels the body at the first byte past the limit', async () => {
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new Uint8Array(64)),
      cancel: () => {
        cancelled = true
      },
    })
    await expect(readAtMost(body, 100)).rejects.toMatchObject({ name: 'FeedError', reason: 'too-large' })
    expect(cancelled).toBe(true)
  })
})

describe('decodeFeedBytes', () => {
  const utf8 = new TextEncoder()

  it('decodes UTF-8 by default and drops a byte order mark', () => {
    expect(decodeFeedBytes(utf8.encode('<rss>Grüße</rss>'), null)).toBe('<rss>Grüße</rss>')
    expect(decodeFeedBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8.encode('<rss/>')]), null)).toBe('<rss/>')
  })

  it('takes the Content-Type charset when the document declares none', () => {
    expect(decodeFeedBytes(bytesOf('<rss>M\u00fcnchen</rss>'), 'application/rss+xml; charset=ISO-8859-1')).toBe('<rss>München</rss>')
  })

  it('prefers the XML declaration over a proxy header that says otherwise', () => {
    const bytes = bytesOf('<?xml version="1.0" encoding="windows-1254"?><rss>\u00dd\u00f0ne</rss>')
    expect(decodeFeedBytes(bytes, 'text/plain; charset=utf-8')).toContain('<rss>İğne</rss>')
  })

  it('reads UTF-16 with a byte order mark, and ignores a UTF-16 claim in a byte-oriented document', () => {
    const text = '<rss>Ça</rss>'
    const utf16 = new Uint8Array(2 + text.length * 2)
    utf16.set([0xff, 0xfe])
    Array.from(text).forEach((char, index) => utf16.set([char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8], 2 + index * 2))
    expect(decodeFeedBytes(utf16, null)).toBe(text)
    expect(decodeFeedBytes(utf8.encode('<?xml version="1.0" encoding="UTF-16"?><rss>é</rss>'), null)).toContain('<rss>é</rss>')
  })

  it('falls back to UTF-8 for an unknown encoding name', () => {
    expect(decodeFeedBytes(utf8.encode('<?xml version="1.0" encoding="x-klingon"?><rss>ö</rss>'), null)).toContain('<rss>ö</rss>')
  })
})
