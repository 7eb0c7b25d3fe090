/**
 * The site's security headers: one typed definition, written at build time as
 * `dist/client/_headers` (Netlify, Cloudflare Pages) and `dist/security-headers.nginx.conf`, and
 * applied by scripts/serve.ts to every response.
 *
 * The Content-Security-Policy that governs scripts travels in each page, as the first element of
 * its <head>, and allows inline scripts only by their hashes, taken from that page's built HTML:
 * whatever inline script a page ends up with (the theme script, the router's per-page hydration
 * data, the start script) is covered by the build that made it, and nothing else runs. Each page
 * carries only its own few hashes. In one header for the whole site they were the hashes of every
 * page's router data script, sent with every response, every image and script included: on a slow
 * connection that alone held the largest paint back (README, Security headers). The header keeps
 * what a policy in a page cannot say (`frame-ancestors`) and what holds for every file.
 */
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import type { Env } from '../src/lib/env-schema.ts'
import { thirdParties } from '../src/site/third-parties.ts'
import { htmlFiles } from './html-files.ts'

export type HeaderName =
  | 'Content-Security-Policy'
  | 'Strict-Transport-Security'
  | 'X-Content-Type-Options'
  | 'X-Frame-Options'
  | 'Referrer-Policy'
  | 'Permissions-Policy'
  | 'Cross-Origin-Opener-Policy'
export type SecurityHeaders = Record<HeaderName, string>

/** Browser features the site never uses: denied to it and to every frame it embeds. */
const DENIED_FEATURES = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb'] as const

// <script> elements with content; `src` scripts are covered by 'self'.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript)$/i

/** The text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const [, attributes = '', content = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    found.push(content)
  }
  return found
}

/** The CSP source expression that allows one inline script. */
export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

function origin(url: string): string {
  return new URL(url).origin
}

/**
 * A page's policy: the site's own files; scripts only from the site or by the hashes of the page's
 * inline scripts; requests only to the site, its API, the news proxy and the analytics host; frames
 * only from the map and video hosts. Images may come from any https host (the news cards show the
 * news sites' own images, once the visitor allows external media). Everything here may be carried
 * by a `<meta http-equiv>` element; `frame-ancestors`, which a browser ignores there (with a
 * console error), is in `HEADER_POLICY`.
 */
export function contentSecurityPolicy(env: Env, scriptHashes: readonly string[]): string {
  const parties = thirdParties(env)
  const connect = new Set(["'self'", origin(env.VITE_API_URL), ...parties.newsProxy.origins, ...(parties.analytics?.origins ?? [])])
  const frames = [...parties.map.origins, ...parties.videos.flatMap((video) => video.origins)]
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // React writes style attributes and sonner its stylesheet: styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': [...connect],
    'frame-src': frames,
    // The demo's mock backend is a service worker of the site (public/mockServiceWorker.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The policy header, on every response: no page may be framed, no plugin content, no foreign base
 * URL or form target. It names no script source: a browser enforces the header and the page's own
 * policy both, so the header's `default-src` or `script-src` would block the inline scripts the
 * page allows by hash. Files that are not pages are the site's own static files.
 */
export const HEADER_POLICY = "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

const META = /^<meta charSet="utf-8"\/>/i
const PAGE_POLICY = /<head>(?:<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i

/**
 * Puts a page's policy into the page, right after `<meta charSet>`: a policy in a meta element
 * covers only what comes after it, so it precedes every script, stylesheet and image of the page.
 */
export function withPagePolicy(html: string, policy: string): string {
  const head = html.indexOf('<head>')
  if (head === -1) throw new Error('No <head> in a built page')
  const start = head + '<head>'.length
  const charset = META.exec(html.slice(start))?.[0] ?? ''
  const at = start + charset.length
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`
  return html.slice(0, at) + meta + html.slice(at)
}

/** The policy `withPagePolicy` put into a page (unescaped), if it is where it belongs: first in <head>. */
export function pagePolicy(html: string): string | undefined {
  return PAGE_POLICY.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
}

/** Gives every built page its own policy, with the hashes of its own inline scripts. */
export async function writePagePolicies(dir: string, env: Env): Promise<void> {
  for (const page of await htmlFiles(dir)) {
    const html = await readFile(page, 'utf8')
    const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
    await writeFile(page, withPagePolicy(html, contentSecurityPolicy(env, hashes)))
  }
}

/** The headers of every response. */
export function securityHeaders(): SecurityHeaders {
  return {
    'Content-Security-Policy': HEADER_POLICY,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

const HEADER_NAMES: readonly HeaderName[] = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
]

/** `_headers` of Netlify and Cloudflare Pages: the headers for every path. */
export function headersFile(headers: SecurityHeaders): string {
  return `/*\n${HEADER_NAMES.map((name) => `  ${name}: ${headers[name]}`).join('\n')}\n`
}

/** Reads back what `headersFile` wrote (scripts/serve.ts serves the build with its own headers). */
export function parseHeadersFile(text: string): SecurityHeaders {
  const values = new Map<string, string>()
  for (const line of text.split('\n')) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line)
    if (match?.[1] !== undefined && match[2] !== undefined) values.set(match[1], match[2])
  }
  const get = (name: HeaderName): string => {
    const value = values.get(name)
    if (value === undefined) throw new Error(`_headers has no ${name}: build again`)
    return value
  }
  return {
    'Content-Security-Policy': get('Content-Security-Policy'),
    'Strict-Transport-Security': get('Strict-Transport-Security'),
    'X-Content-Type-Options': get('X-Content-Type-Options'),
    'X-Frame-Options': get('X-Frame-Options'),
    'Referrer-Policy': get('Referrer-Policy'),
    'Permissions-Policy': get('Permissions-Policy'),
    'Cross-Origin-Opener-Policy': get('Cross-Origin-Opener-Policy'),
  }
}

/** The same headers for nginx: `include` it in the `server` block (README.md, Hosting). */
export function nginxSnippet(headers: SecurityHeaders): string {
  return HEADER_NAMES.map((name) => `add_header ${name} "${headers[name].replaceAll('"', '\\"')}" always;`).join('\n') + '\n'
}
