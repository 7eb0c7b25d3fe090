/**
 * The site's security headers: one typed definition, written at build time as
 * `dist/client/_headers` (Netlify, Cloudflare Pages) and `dist/security-headers.nginx.conf`, and
 * applied by scripts/serve.ts to every response. The Content-Security-Policy allows inline scripts
 * only by their hashes, taken from the built HTML itself: whatever inline script a page ends up
 * with (the theme script, the router's per-page hydration data, a loader) is covered by the build
 * that made it, and nothing else runs.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Env } from '../src/lib/env-schema.ts'
import { thirdParties } from '../src/lib/third-parties.ts'

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

/** Every HTML file under a directory. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name))
}

/** The hashes of the inline scripts of every built page, each once, in a stable order. */
export async function builtScriptHashes(dir: string): Promise<string[]> {
  const hashes = new Set<string>()
  for (const file of await htmlFiles(dir)) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script))
  }
  return [...hashes].sort()
}

function origin(url: string): string {
  return new URL(url).origin
}

/**
 * The policy: the site's own files; scripts only from the site or by hash; requests only to the
 * site, its API, the news proxy and the analytics host; frames only from the map and video hosts.
 * Images may come from any https host (the news cards show the news sites' own images, once the
 * visitor allows external media).
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
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

export function securityHeaders(env: Env, scriptHashes: readonly string[]): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, scriptHashes),
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
