/**
 * The built site served the way a static host or CDN is configured to (scripts/serve.ts runs it):
 * files as they are, compressed; an unknown path under a language gets that language's 404 page with
 * status 404; any path whose first segment is not a language gets the redirect page (the prerendered
 * `/`), whose inline script sends the visitor on per DECISIONS.md. Every response carries the headers
 * the build wrote to `_headers` (scripts/security-headers.ts), which is itself never served.
 */
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'
import { LANGUAGES } from '../src/lib/languages.ts'
import { HOST_FILES, headersFor, parseHeaderRules } from './security-headers.ts'

export type SiteHandler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * Where a request target whose path has an empty segment or a backslash (`//evil.example/x`,
 * `/\evil.example`) is sent: that path on this site with one slash for each run of them (as nginx's
 * `merge_slashes` reads it), never a host. A browser resolves `//host` in a Location header, and
 * `\` as `/`, as another site: the answer's Location starts with exactly one slash and has neither.
 * Null when the target is already plain.
 */
export function mergedSlashes(target: string): string | null {
  const query = target.indexOf('?')
  const path = query === -1 ? target : target.slice(0, query)
  if (!/\/\/|\\/.test(path)) return null
  return path.replace(/[/\\]+/g, '/') + (query === -1 ? '' : target.slice(query))
}

/** The path sirv looks a file up by: the target before its query, percent-decoded where it decodes. */
function filePath(target: string): string {
  const path = target.split('?')[0] ?? ''
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

export async function siteHandler(root: string): Promise<SiteHandler> {
  // The build's own headers: the policy's hashes are those of the inline scripts of these very pages.
  const rules = parseHeaderRules(await readFile(join(root, '_headers'), 'utf8'))
  const everyPath = Object.entries(headersFor(rules, '/'))

  const files = sirv(root, {
    extensions: ['html'],
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => {
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value)
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  async function sendHtml(res: ServerResponse, status: number, file: string): Promise<void> {
    const html = await readFile(join(root, file))
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    res.end(html)
  }

  function fallback(target: string, res: ServerResponse): void {
    const first = target.split(/[?#]/)[0]?.split('/')[1] ?? ''
    const lang = LANGUAGES.find((code) => code === first)
    const page = lang === undefined ? sendHtml(res, 200, 'index.html') : sendHtml(res, 404, `${lang}/404/index.html`)
    page.catch((error: unknown) => {
      console.error(error)
      res.writeHead(500).end()
    })
  }

  return (req, res) => {
    for (const [name, value] of everyPath) res.setHeader(name, value)
    const target = req.url ?? '/'
    // Origin form only: an absolute address (`GET http://host/ HTTP/1.1`) or `*` names no file here.
    if (!target.startsWith('/')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request target\n')
      return
    }
    const merged = mergedSlashes(target)
    if (merged !== null) {
      res.writeHead(301, { Location: merged, 'Cache-Control': 'no-cache' }).end()
      return
    }
    if (HOST_FILES.some((file) => file === filePath(target))) {
      fallback(target, res)
      return
    }
    files(req, res, () => fallback(target, res))
  }
}
