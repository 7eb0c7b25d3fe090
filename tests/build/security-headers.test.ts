import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { htmlFiles, inlineScripts, parseHeadersFile, scriptHash } from '../../scripts/security-headers'

const client = 'dist/client'

describe('the security headers of the build', () => {
  const headers = parseHeadersFile(readFileSync(`${client}/_headers`, 'utf8'))
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(headers['Content-Security-Policy'])?.[1]?.split(' ') ?? []

  it('allow every inline script of every built page by its hash, and nothing inline besides', async () => {
    const pages = await htmlFiles(client)
    expect(pages.length).toBeGreaterThan(30)
    const hashes = new Set<string>()
    for (const page of pages) {
      for (const script of inlineScripts(readFileSync(page, 'utf8'))) {
        const hash = scriptHash(script)
        hashes.add(hash)
        expect(scriptSources, `${page}: ${script.slice(0, 60)}`).toContain(hash)
      }
    }
    // Each page has its own router data script, so there are many; the policy lists exactly them.
    expect(hashes.size).toBeGreaterThan(pages.length)
    expect(scriptSources).toEqual(["'self'", ...[...hashes].sort()])
  })

  it('written for nginx too', () => {
    const nginx = readFileSync('dist/security-headers.nginx.conf', 'utf8')
    expect(nginx).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`)
  })
})
