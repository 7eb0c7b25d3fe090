/**
 * The site's security headers and the types the host sends: one typed definition, written at build
 * time as `dist/client/_headers` (Netlify, Cloudflare Pages) and `dist/site.nginx.conf`, and applied
 * by scripts/serve.ts to every response.
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
import { FEED_KINDS, FEED_MEDIA_TYPES, feedPath } from '../src/features/blog/feeds.ts'
import type { Env } from '../src/lib/env-schema.ts'
import { LANGUAGES } from '../src/lib/languages.ts'
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

/**
 * The policy of the files that are not pages (images, videos, the feeds, the sitemap), sent beside
 * the header policy (a browser enforces both). Opened on its own, an SVG or an XML file is a
 * document, and an SVG may carry script: nothing in it may run or load, only its own styles apply.
 */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

/**
 * XML with its charset: without one, a strict parser reads `text/xml` (what hosts send for `.xml`)
 * as US-ASCII, and the Turkish and German feeds' letters break.
 */
const XML_CHARSET = '; charset=utf-8'

/** The host's configuration file beside the pages: read by the host, never served. */
export const HOST_FILES = ['/_headers'] as const

/** Headers for one path, exact (`/sitemap.xml`) or a folder and all below it (`/images/*`; `/*` is every path). */
export interface HeaderRule {
  path: string
  headers: Readonly<Record<string, string>>
}

/** Every header rule of the site: the security headers on every path, then what files that are not pages add. */
export function headerRules(headers: SecurityHeaders): HeaderRule[] {
  const file = { 'Content-Security-Policy': FILE_POLICY }
  return [
    { path: '/*', headers },
    { path: '/images/*', headers: file },
    { path: '/videos/*', headers: file },
    { path: '/sitemap.xml', headers: { 'Content-Type': `application/xml${XML_CHARSET}`, ...file } },
    ...LANGUAGES.flatMap((lang) =>
      FEED_KINDS.map((kind) => ({ path: feedPath(lang, kind), headers: { 'Content-Type': `${FEED_MEDIA_TYPES[kind]}${XML_CHARSET}`, ...file } })),
    ),
  ]
}

export function ruleMatches(rule: string, pathname: string): boolean {
  return rule.endsWith('/*') ? pathname.startsWith(rule.slice(0, -1)) : pathname === rule
}

/**
 * The headers a path gets: those of every rule that matches it, a header named by two rules sent
 * once with both values joined by a comma, as Netlify and Cloudflare Pages do with `_headers` (two
 * policies in one Content-Security-Policy header are both enforced).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const rule of rules) {
    if (!ruleMatches(rule.path, pathname)) continue
    for (const [name, value] of Object.entries(rule.headers)) merged[name] = merged[name] === undefined ? value : `${merged[name]}, ${value}`
  }
  return merged
}

/** `_headers` of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules.map((rule) => `${rule.path}\n${Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`).join('\n')
}

/** Reads back what `headersFile` wrote (scripts/serve.ts serves the build with its own headers). */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const header = /^\s+([\w-]+):\s*(.+)$/.exec(line)
    const current = rules.at(-1)
    if (header?.[1] !== undefined && header[2] !== undefined) {
      if (current === undefined) throw new Error(`_headers names a header before any path: ${line}`)
      current.headers[header[1]] = header[2]
    } else if (/^\/\S*$/.test(line)) rules.push({ path: line, headers: {} })
    else throw new Error(`_headers has a line that is neither a path nor a header: ${line}`)
  }
  return rules
}

/** The security headers of every path, read from `_headers`. */
export function parseHeadersFile(text: string): SecurityHeaders {
  const values = parseHeaderRules(text).find((rule) => rule.path === '/*')?.headers ?? {}
  const get = (name: HeaderName): string => {
    const value = values[name]
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

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** nginx's configuration of the site, written beside the client folder (`dist/site.nginx.conf`). */
export const NGINX_CONF_FILE = 'site.nginx.conf'

function nginxQuote(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

/**
 * The site's `location` blocks for nginx, to `include` in its `server` block after `root` (README.md,
 * Hosting): what scripts/serve.ts does, from the same rules. An `add_header` in a location replaces
 * every one it would inherit, so each location states all of its headers; a Content-Type of a rule
 * becomes the location's type.
 */
export function nginxConf(rules: readonly HeaderRule[]): string {
  const block = (location: string, path: string, body: readonly string[], extra: Readonly<Record<string, string>> = {}): string => {
    // Two rules' values of one header go as two fields, which a browser reads as one joined by a comma.
    const headers = [...rules.filter((rule) => ruleMatches(rule.path, path)).flatMap((rule) => Object.entries(rule.headers)), ...Object.entries(extra)]
    const lines = headers.flatMap(([name, value]) => (name === 'Content-Type' ? ['types { }', `default_type ${nginxQuote(value)};`] : [`add_header ${name} ${nginxQuote(value)} always;`]))
    return `location ${location} {\n${[...body, ...lines].map((line) => `  ${line}`).join('\n')}\n}\n`
  }
  return [
    '# Written by the build (scripts/security-headers.ts): include it in the server block, after `root`.\n',
    ...HOST_FILES.map((file) => block(`= ${file}`, file, ['try_files /index.html =404;'])),
    ...rules
      .filter((rule) => rule.path !== '/*')
      .map((rule) => (rule.path.endsWith('/*') ? block(rule.path.slice(0, -1), rule.path.slice(0, -1), ['try_files $uri /index.html;']) : block(`= ${rule.path}`, rule.path, []))),
    block('/assets/', '/assets/', ['try_files $uri =404;'], { 'Cache-Control': IMMUTABLE }),
    ...LANGUAGES.map((lang) => block(`/${lang}/`, `/${lang}/`, ['try_files $uri $uri/index.html =404;', `error_page 404 /${lang}/404/index.html;`])),
    block('/', '/', ['try_files $uri $uri/index.html /index.html;']),
  ].join('\n')
}
