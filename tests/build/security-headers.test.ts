import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlFiles } from '../../scripts/html-files'
import { HEADER_POLICY, inlineScripts, pagePolicy, parseHeadersFile, scriptHash } from '../../scripts/security-headers'

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
    const nginx = readFileSync('dist/security-headers.nginx.conf', 'utf8')
    expect(nginx).toContain(`add_header Content-Security-Policy "${HEADER_POLICY}" always;`)
    expect(readFileSync(`${client}/_headers`, 'utf8').length).toBeLessThan(1000)
  })
})
