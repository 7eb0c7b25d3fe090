// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FILE_POLICY, HEADER_POLICY, headerRules, headersFile, securityHeaders } from '../../scripts/security-headers'
import { mergedSlashes, siteHandler } from '../../scripts/site-server'

/** A small build: the redirect page, a page and the 404 page of a language, a feed, an image, a script. */
const FILES: Record<string, string> = {
  '_headers': headersFile(headerRules(securityHeaders())),
  'index.html': '<!doctype html><title>redirect</title>',
  'en/contact/index.html': '<!doctype html><title>contact</title>',
  'en/404/index.html': '<!doctype html><title>not found</title>',
  'de/blog/atom.xml': '<?xml version="1.0" encoding="utf-8"?><feed><title>Grüße</title></feed>',
  'tr/blog/rss.xml': '<?xml version="1.0" encoding="utf-8"?><rss><channel><title>Yazılım</title></channel></rss>',
  'sitemap.xml': '<?xml version="1.0" encoding="UTF-8"?><urlset/>',
  'images/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'assets/main-abc.js': 'console.log(1)',
}

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

let root = ''
let server: Server | undefined
let port = 0

/**
 * Sends a raw request target, byte for byte (`//host/x`, `/\host`), which an HTTP client would
 * normalise first; plain TCP, which the test setup's mock network leaves alone.
 */
function request(target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') })
    })
  })
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'storm-site-'))
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const handle = await siteHandler(root)
  const started = createServer(handle)
  server = started
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  port = (started.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  rmSync(root, { recursive: true, force: true })
})

describe('scripts/serve.ts answers', () => {
  it('sends the feeds as RSS and Atom in UTF-8, with the files policy and nosniff', async () => {
    const rss = await request('/tr/blog/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    expect(rss.body).toContain('Yazılım')
    const atom = await request('/de/blog/atom.xml?utm=x')
    expect(atom.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    for (const answer of [rss, atom, await request('/sitemap.xml')]) {
      expect(answer.headers['content-security-policy']).toBe(`${HEADER_POLICY}, ${FILE_POLICY}`)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
  })

  it('gives an image the policy that lets nothing in it run', async () => {
    const svg = await request('/images/icon.svg')
    expect(svg.headers['content-type']).toBe('image/svg+xml')
    expect(svg.headers['content-security-policy']).toBe(`${HEADER_POLICY}, ${FILE_POLICY}`)
    expect(svg.headers['x-content-type-options']).toBe('nosniff')
  })

  it('keeps the site-wide policy alone on pages and scripts, and the language 404', async () => {
    for (const target of ['/en/contact', '/assets/main-abc.js']) {
      const answer = await request(target)
      expect(answer.status, target).toBe(200)
      expect(answer.headers['content-security-policy'], target).toBe(HEADER_POLICY)
    }
    const missing = await request('/en/nope')
    expect(missing.status).toBe(404)
    expect(missing.body).toContain('not found')
    expect(missing.headers['content-security-policy']).toBe(HEADER_POLICY)
  })

  it('never serves _headers, under any spelling', async () => {
    for (const target of ['/_headers', '/%5Fheaders', '/_headers?x=1']) {
      const answer = await request(target)
      expect(answer.status, target).toBe(200)
      expect(answer.body, target).toContain('<title>redirect</title>')
      expect(answer.body, target).not.toContain('Content-Security-Policy')
    }
  })

  it('reads a target starting with // as a path on this site, never as a host', async () => {
    const answer = await request('//evil.example/en/contact?x=1')
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe('/evil.example/en/contact?x=1')
    expect((await request('//en//contact')).headers.location).toBe('/en/contact')
    expect((await request('/\\evil.example')).headers.location).toBe('/evil.example')
    expect((await request('/\\/evil.example')).headers.location).toBe('/evil.example')
  })

  it('refuses a target that is not a path', async () => {
    expect((await request('http://evil.example/en/contact')).status).toBe(400)
  })
})

describe('mergedSlashes', () => {
  it('leaves a plain path alone and never yields an address another host could take', () => {
    expect(mergedSlashes('/en/contact?next=//evil.example')).toBeNull()
    for (const target of ['//evil.example', '///evil.example', '/\\\\evil.example', '/\\/\\evil.example//x?a=//b', '//']) {
      const merged = mergedSlashes(target) ?? ''
      expect(merged, target).toMatch(/^\/(?![/\\])/)
      expect(merged.split('?')[0], target).not.toMatch(/\/\/|\\/)
    }
  })
})
