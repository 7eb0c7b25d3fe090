import ky from 'ky'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { MAX_FEED_BYTES } from './constants'
import { FeedError } from './feed-error'
import { FEED_URLS } from './feeds'

/** The proxy address that fetches a language's feed: the feed address is the encoded `url` value. */
export function feedProxyUrl(lang: Lang): string {
  const separator = env.VITE_NEWS_PROXY.includes('?') ? '&' : '?'
  return `${env.VITE_NEWS_PROXY}${separator}url=${encodeURIComponent(FEED_URLS[lang])}`
}

// Third-party feeds through a public proxy, not the site's API: its own client. Transient failures
// (network errors, 408/429/5xx) are retried here with exponential backoff and jitter.
const feedClient = ky.create({
  timeout: 10_000,
  totalTimeout: 25_000,
  retry: { limit: 2, methods: ['get'], jitter: true, backoffLimit: 4_000 },
  // A CORS-safelisted value: no preflight request to the proxy.
  headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, */*;q=0.1' },
})

const UTF16_LABELS = new Set(['utf-16', 'utf-16le', 'utf-16be', 'ucs-2'])

function encodingFromBom(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  // `<?` without a byte order mark.
  if (bytes[0] === 0x3c && bytes[1] === 0x00 && bytes[2] === 0x3f && bytes[3] === 0x00) return 'utf-16le'
  if (bytes[0] === 0x00 && bytes[1] === 0x3c && bytes[2] === 0x00 && bytes[3] === 0x3f) return 'utf-16be'
  return null
}

function encodingFromDeclaration(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 256))
  const label = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1]?.toLowerCase()
  // A byte-oriented document that claims UTF-16 is wrong about itself.
  return label === undefined || UTF16_LABELS.has(label) ? null : label
}

function encodingFromContentType(contentType: string | null): string | null {
  return /;\s*charset\s*=\s*["']?([A-Za-z0-9._:-]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? null
}

/**
 * Decodes a feed's bytes: byte order mark first, then the XML declaration (feeds describe themselves
 * more reliably than a proxy's headers), then the Content-Type charset, else UTF-8. Turkish and
 * German feeds still come as ISO-8859-9, windows-1254 or ISO-8859-1 now and then.
 */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): string {
  const label = encodingFromBom(bytes) ?? encodingFromDeclaration(bytes) ?? encodingFromContentType(contentType) ?? 'utf-8'
  let decoder: TextDecoder
  try {
    decoder = new TextDecoder(label)
  } catch {
    decoder = new TextDecoder('utf-8')
  }
  return decoder.decode(bytes)
}

/**
 * Reads a body up to `max` bytes and stops there: a body past the limit is cancelled as soon as the
 * limit is passed (a proxy may send no Content-Length, or a false one), so an endless or huge feed
 * costs at most `max` bytes and one chunk.
 */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  const next = async (): Promise<void> => {
    const { done, value } = await reader.read()
    if (done) return
    total += value.byteLength
    if (total > max) {
      await reader.cancel()
      throw new FeedError('too-large', `The feed passed ${max} bytes`)
    }
    chunks.push(value)
    return next()
  }
  await next()
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** Fetches a language's feed through the proxy and returns its text; rejects on HTTP errors and timeouts. */
export async function fetchFeedXml(lang: Lang, options: { signal?: AbortSignal; timeout?: number } = {}): Promise<string> {
  const response = await feedClient.get(feedProxyUrl(lang), {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
  })
  const declaredLength = Number(response.headers.get('content-length') ?? 0)
  if (declaredLength > MAX_FEED_BYTES) {
    await response.body?.cancel()
    throw new FeedError('too-large', `The feed declares ${declaredLength} bytes`)
  }
  return decodeFeedBytes(await readAtMost(response.body, MAX_FEED_BYTES), response.headers.get('content-type'))
}
