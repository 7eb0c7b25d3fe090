import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  FILE_POLICY,
  HEADER_POLICY,
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
  withPagePolicy,
} from '../../scripts/security-headers'
import { parseEnv } from '../../src/lib/env-schema'

const env = parseEnv({ VITE_API_URL: 'https://api.example.com/v1', VITE_ANALYTICS_URL: 'https://stats.example.com/collect' })

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ')
    return [name, sources]
  }))
}

describe('inlineScripts', () => {
  it('finds the inline scripts a browser runs, and only those', () => {
    const html = `<!doctype html><html><head>
      <script>document.documentElement.dataset.theme='dark'</script>
      <script type="module" src="/assets/main.js"></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script class="$tsr" type="module">self.$_TSR.h()</script>
      </head><body><SCRIPT>one()</SCRIPT><script
        async>two()</script ></body></html>`
    expect(inlineScripts(html)).toEqual(["document.documentElement.dataset.theme='dark'", 'self.$_TSR.h()', 'one()', 'two()'])
  })
})

describe('scriptHash', () => {
  it('is the CSP sha256 source of the exact script text', () => {
    // The example of the CSP specification's hash-source (and MDN's).
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    expect(scriptHash('a ')).not.toBe(scriptHash('a'))
  })
})

describe('contentSecurityPolicy', () => {
  const hashes = [scriptHash('one()'), scriptHash('two()')]
  const policy = directives(contentSecurityPolicy(env, hashes))

  it('allows scripts only from the site and by hash: no unsafe-inline, no unsafe-eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('limits requests to the site, the API, the news proxy and the analytics host', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://api.allorigins.win', 'https://stats.example.com'])
    expect(directives(contentSecurityPolicy(parseEnv({}), [])).get('connect-src')).toEqual([
      "'self'",
      'https://api.stormyazilim.com.tr',
      'https://api.allorigins.win',
    ])
  })

  it('limits frames to the map and the video hosts, and locks down the rest', () => {
    expect(policy.get('frame-src')).toEqual([
      'https://www.openstreetmap.org',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
  })

  it('leaves out frame-ancestors, which a policy in a meta element cannot carry', () => {
    expect(policy.has('frame-ancestors')).toBe(false)
  })
})

describe('withPagePolicy', () => {
  const policy = contentSecurityPolicy(env, [scriptHash('one()')])

  it('puts the policy first in <head>, after the charset, before every script and stylesheet', () => {
    const html = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><script>one()</script></head><body></body></html>'
    const result = withPagePolicy(html, policy)
    expect(result).toBe(html.replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>`))
  })

  it('starts <head> with it when there is no charset, and refuses a page without a head', () => {
    expect(withPagePolicy('<html><head><title>x</title></head></html>', "default-src 'self'")).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>x</title></head></html>`,
    )
    expect(() => withPagePolicy('<p>no head</p>', policy)).toThrow(/No <head>/)
  })

  it('escapes what would end the attribute', () => {
    expect(withPagePolicy('<head>', 'a "b" & c')).toBe('<head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/>')
  })

  it('is read back by pagePolicy only where it belongs, first in <head>', () => {
    expect(pagePolicy(withPagePolicy('<head><meta charSet="utf-8"/><title>x</title>', 'a "b" & c'))).toBe('a "b" & c')
    expect(pagePolicy(withPagePolicy('<head><title>x</title>', policy))).toBe(policy)
    expect(pagePolicy(`<head><title>x</title><meta http-equiv="Content-Security-Policy" content="${policy}"/>`)).toBeUndefined()
  })
})

describe('securityHeaders', () => {
  const headers = securityHeaders()

  it('sends a policy for every response that forbids framing and plugins and names no script source', () => {
    const header = directives(headers['Content-Security-Policy'])
    expect(headers['Content-Security-Policy']).toBe(HEADER_POLICY)
    expect(header.get('frame-ancestors')).toEqual(["'none'"])
    expect(header.get('object-src')).toEqual(["'none'"])
    expect(header.get('base-uri')).toEqual(["'self'"])
    // Enforced together with the page's own policy, it would block the inline scripts allowed there by hash.
    expect(header.has('script-src')).toBe(false)
    expect(header.has('default-src')).toBe(false)
    // Far below the 14 kB that one site-wide list of every page's hashes took, on every response.
    expect(headers['Content-Security-Policy'].length).toBeLessThan(200)
  })

  it('sends HSTS, nosniff, the referrer policy, a permissions policy and COOP', () => {
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Permissions-Policy']).toContain('geolocation=()')
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })

  it('writes _headers for every path and reads it back unchanged', () => {
    const file = headersFile(headerRules(headers))
    expect(file.startsWith('/*\n  Content-Security-Policy: ')).toBe(true)
    expect(parseHeaderRules(file)).toEqual(headerRules(headers))
    expect(parseHeadersFile(file)).toEqual(headers)
    expect(() => parseHeadersFile('/*\n  X-Content-Type-Options: nosniff\n')).toThrow(/Content-Security-Policy/)
    expect(() => parseHeaderRules('  X-Frame-Options: DENY\n')).toThrow(/before any path/)
  })
})

describe('headerRules', () => {
  const rules = headerRules(securityHeaders())
  const base = securityHeaders()

  it('sends the feeds as RSS and Atom in UTF-8, never as text/xml without a charset', () => {
    for (const lang of ['tr', 'en', 'de']) {
      expect(headersFor(rules, `/${lang}/blog/rss.xml`)['Content-Type']).toBe('application/rss+xml; charset=utf-8')
      expect(headersFor(rules, `/${lang}/blog/atom.xml`)['Content-Type']).toBe('application/atom+xml; charset=utf-8')
    }
    expect(headersFor(rules, '/sitemap.xml')['Content-Type']).toBe('application/xml; charset=utf-8')
  })

  it('gives images, videos and XML a policy of their own that lets nothing run or load, beside the site-wide one', () => {
    for (const path of ['/images/icons.svg', '/images/blog/cover.webp', '/videos/storm-office.webm', '/sitemap.xml', '/de/blog/atom.xml']) {
      const sent = headersFor(rules, path)
      // Two policies in one header, joined by a comma as the hosts join them: a browser enforces both.
      expect(sent['Content-Security-Policy'], path).toBe(`${HEADER_POLICY}, ${FILE_POLICY}`)
      expect(sent['X-Content-Type-Options'], path).toBe('nosniff')
    }
    expect(FILE_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'")
  })

  it('leaves pages and scripts with the site-wide headers only (their own policy is in each page)', () => {
    for (const path of ['/', '/en/contact', '/en/blog/some-post', '/assets/main-abc.js', '/images', '/imagesx/a.svg']) {
      expect(headersFor(rules, path), path).toEqual(base)
    }
  })
})

describe('nginxConf', () => {
  const rules = headerRules(securityHeaders())
  const conf = nginxConf(rules)
  const location = (name: string): string => {
    const start = conf.indexOf(`location ${name} {\n`)
    expect(start, name).toBeGreaterThanOrEqual(0)
    return conf.slice(start, conf.indexOf('\n}\n', start))
  }

  it('sends every header of _headers in every location, also on error pages', () => {
    for (const name of ['/', '/assets/', '/en/', '= /_headers', '/images/']) {
      for (const [header, value] of Object.entries(securityHeaders())) expect(location(name), name).toContain(`add_header ${header} "${value}" always;`)
    }
    expect(location('/tr/')).toContain('error_page 404 /tr/404/index.html;')
  })

  it('has a location for each rule of _headers with its headers, a Content-Type as the type', () => {
    for (const rule of rules.filter((item) => item.path !== '/*')) {
      const block = location(rule.path.endsWith('/*') ? rule.path.slice(0, -1) : `= ${rule.path}`)
      for (const [header, value] of Object.entries(rule.headers)) {
        expect(block, rule.path).toContain(header === 'Content-Type' ? `default_type "${value}";` : `add_header ${header} "${value}" always;`)
      }
    }
    expect(location('= /en/blog/rss.xml')).toContain('types { }')
  })

  it('never serves _headers: it answers the redirect page there, as for any path outside the languages', () => {
    expect(location('= /_headers')).toContain('try_files /index.html =404;')
  })
})
