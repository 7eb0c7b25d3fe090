import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlFiles } from '../../scripts/html-files'
import {
  FILE_POLICY,
  HEADER_POLICY,
  NGINX_CONF_FILE,
  headerRules,
  headersFile,
  headersFor,
  inlineScripts,
  nginxConf,
  pagePolicy,
  parseHeaderRules,
  parseHeadersFile,
  scriptHash,
  securityHeaders,
} from '../../scripts/security-headers'

const client = 'dist/client'

describe('the security policy of the build', () => {
  const headers = parseHeadersFile(readFileSync(`${client}/_headers`, 'utf8'))

  it('gives every built page its own policy first in <head>, allowing exactly its own inline scripts by hash', async () => {
    const pages = await htmlFiles(client)
    expect(pages.length).toBeGreaterThan(30)
    for (const page of pages) {
      const html = readFileSync(page, 'utf8')
      const policy = pagePolicy(html)
      expect(policy, page).toBeDefined()
      expect(html.split('http-equiv="Content-Security-Policy"'), page).toHaveLength(2)
      const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ')
      const hashes = [...new Set(inlineScripts(html).map(scriptHash))]
      // The theme and consent scripts, the router's data and its boundary, the start script at least.
      expect(hashes.length, page).toBeGreaterThanOrEqual(4)
      expect(scriptSources, page).toEqual(["'self'", ...hashes])
      expect(policy, page).toContain("default-src 'self'")
      expect(policy, page).toContain("object-src 'none'")
      expect(policy, page).not.toMatch(/unsafe-eval|frame-ancestors/)
    }
  })

  it('sends a short policy header with every response, for nginx too', () => {
    expect(headers['Content-Security-Policy']).toBe(HEADER_POLICY)
    const nginx = readFileSync(`dist/${NGINX_CONF_FILE}`, 'utf8')
    expect(nginx).toContain(`add_header Content-Security-Policy "${HEADER_POLICY}" always;`)
    expect(readFileSync(`${client}/_headers`, 'utf8').length).toBeLessThan(3000)
  })

  it('writes _headers and the nginx configuration from the one definition scripts/serve.ts reads', () => {
    const text = readFileSync(`${client}/_headers`, 'utf8')
    expect(text).toBe(headersFile(headerRules(securityHeaders())))
    expect(readFileSync(`dist/${NGINX_CONF_FILE}`, 'utf8')).toBe(nginxConf(parseHeaderRules(text)))
  })

  it('covers every image, video and XML file of the build with the files policy, and every XML file with its charset', () => {
    const rules = parseHeaderRules(readFileSync(`${client}/_headers`, 'utf8'))
    const files = readdirSync(client, { recursive: true, encoding: 'utf8' })
      .map((file) => `/${file.split('\\').join('/')}`)
      .filter((file) => /\.(svg|png|webp|jpe?g|gif|avif|ico|webm|mp4|xml)$/.test(file))
    expect(files.filter((file) => file.endsWith('.xml')).length).toBe(7)
    for (const file of files) expect(headersFor(rules, file)['Content-Security-Policy'], file).toBe(`${HEADER_POLICY}, ${FILE_POLICY}`)
    for (const file of files.filter((name) => name.endsWith('.xml'))) {
      expect(headersFor(rules, file)['Content-Type'], file).toMatch(/^application\/(rss\+|atom\+)?xml; charset=utf-8$/)
    }
  })
})
