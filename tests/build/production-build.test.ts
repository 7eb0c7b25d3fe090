import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { htmlPages, pagePath, readBundleReport } from '../../scripts/budgets'
import { COMPILE_HINT } from '../../scripts/deferred-start'
import { LANGUAGES } from '../../src/lib/languages'
import { isIndexable, SITE_PAGES } from '../../src/site/pages'

const client = 'dist/client'

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

describe('the production build', () => {
  const all = files(client)
  const scripts = all.filter((file) => file.endsWith('.js'))
  const source = scripts.map((file) => readFileSync(file, 'utf8')).join('\n')

  it('is a static site with prerendered pages and their scripts', () => {
    expect(existsSync(join(client, 'tr/index.html'))).toBe(true)
    expect(existsSync(join(client, 'de/contact/index.html'))).toBe(true)
    expect(existsSync(join(client, 'en/404/index.html'))).toBe(true)
    expect(scripts.length).toBeGreaterThan(5)
    expect(source).toContain('hydrateRoot')
  })

  it('contains no MSW code and registers no service worker', () => {
    expect(all.some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false)
    expect(source).not.toMatch(/\[MSW\]|setupWorker|mockServiceWorker|msw\/browser/)
    expect(source).not.toMatch(/serviceWorker\s*\.\s*register/)
  })

  it('has no preload helper around dynamic imports (vite.config.ts, modulePreload)', () => {
    // Its list of each dynamic import's chunks; the helper appended a link per chunk.
    expect(source).not.toContain('__vite__mapDeps')
  })

  it('contains no pseudo-locale catalog (dev and demo builds only)', () => {
    // "Try again", pseudo-localized: in the pseudo catalog only.
    expect(source).not.toContain('Ţŕŷ àĝàĩń')
  })

  it('contains no devtools (docs/devtools.md)', () => {
    // No module of the panel, its button or TanStack's devtools packages in any chunk (TanStack
    // Form's event client, which only announces to a devtools panel if one listens, is Form's own)…
    const modules = readBundleReport().flatMap((chunk) => Object.keys(chunk.modules))
    expect(modules.length).toBeGreaterThan(100)
    expect(modules.filter((id) => /src\/devtools\/|routes\/-components\/devtools|@tanstack\/(?:[\w-]+-)?devtools(?!-event-client)|solid-js|goober/.test(id))).toEqual([])
    // …and none of their texts: the button's root, TanStack Devtools' own button and storage, the panels' names.
    expect(source).not.toMatch(/data-devtools|Open TanStack Devtools|tanstack_devtools|TanStackRouterDevtools|ReactQueryDevtools|tanstack-query-devtools|mockScenarios/i)
  })

  it('ships robots.txt and a sitemap with the alternates of every page', () => {
    expect(readFileSync(join(client, 'robots.txt'), 'utf8')).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('/de/contact</loc>')
    expect(sitemap).toMatch(/hreflang="x-default"/)
    expect(sitemap).not.toContain('/404</loc>')
    expect(sitemap).toContain('/en/auth/sign-in</loc>')
    // The account's own pages are private; the wishlist is a page of the shop (issue 11).
    expect(sitemap).not.toMatch(/\/account\/(?!wishlist\b)/)
    expect(sitemap).not.toContain('/pages-logout</loc>')
  })

  it('starts no script before the first paint, with one start script the same on every page', () => {
    const starts = new Set<string>()
    const workers = new Set<string>()
    const entries = new Set<string>()
    for (const file of htmlPages(client)) {
      const html = readFileSync(join(client, file), 'utf8')
      const page = pagePath(file)
      expect(html, page).not.toMatch(/<link[^>]+rel="modulepreload"|<script[^>]+src=/)
      const start = [...html.matchAll(/<script data-entry="([^"]+)" data-preload="[^"]*" data-intl="([^"]+)">([\s\S]*?)<\/script>/g)]
      expect(start, page).toHaveLength(1)
      entries.add(start[0]?.[1] ?? '')
      workers.add(start[0]?.[2] ?? '')
      starts.add(start[0]?.[3] ?? '')
    }
    expect(starts.size).toBe(1)
    // The worker that loads the browser's Intl data off the main thread (scripts/deferred-start.ts).
    expect(workers.size).toBe(1)
    const worker = join(client, [...workers][0] ?? '')
    expect(existsSync(worker), worker).toBe(true)
    expect(readFileSync(worker, 'utf8')).toMatch(/^\(function warmIntl\(/)
    // The entry is compiled while it streams in, off the main thread (V8's compile hint).
    expect(entries.size).toBe(1)
    expect(readFileSync(join(client, [...entries][0] ?? ''), 'utf8').startsWith(COMPILE_HINT)).toBe(true)
    // So is embla's chunk, which a carousel runs almost whole when it starts.
    const embla = readdirSync(join(client, 'assets')).filter((file) => /^embla-carousel.*\.js$/.test(file))
    expect(embla).not.toHaveLength(0)
    for (const file of embla) expect(readFileSync(join(client, 'assets', file), 'utf8').startsWith(COMPILE_HINT), file).toBe(true)
    // A strict CSP allows the inline script by its hash; it must not need 'unsafe-eval' either.
    expect([...starts][0]).not.toMatch(/\beval\b|new Function|setTimeout\(["'`]/)
  })

  it('prerenders every page whole: no part of it failed on the server and was left to the browser', () => {
    for (const file of htmlPages(client)) {
      const html = readFileSync(join(client, file), 'utf8')
      // React's mark of a Suspense boundary whose server render threw: the page paints empty.
      expect(html, pagePath(file)).not.toContain('<!--$!-->')
      expect(html, pagePath(file)).toMatch(/<main[\s>]/)
    }
  })

  it('gives each job a page of its own with its JobPosting, and keeps the old ?job= address as a script that goes there', () => {
    const html = readFileSync(join(client, 'en/career/backend-developer/index.html'), 'utf8')
    const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match): unknown => JSON.parse(match[1] ?? 'null'))
    expect(data).toContainEqual(
      expect.objectContaining({ '@type': 'JobPosting', title: 'Backend developer (.NET)', datePosted: '2026-10-19', validThrough: '2027-01-31', url: expect.stringMatching(/\/en\/career\/backend-developer$/) }),
    )
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/career\/backend-developer"/)

    const old = readFileSync(join(client, 'de/career/single/index.html'), 'utf8')
    expect(old).toContain('<meta name="robots" content="noindex, follow"/>')
    const script = /<script>(location\.replace\(.*?)<\/script>/s.exec(old)?.[1] ?? ''
    // The page's inline script, run as the browser would at the old address.
    const go = (search: string) => {
      let target = ''
      // oxlint-disable-next-line no-new-func -- the built page's own script.
      new Function('location', script)({ pathname: '/de/career/single', search, hash: '', replace: (to: string) => (target = to) })
      return target
    }
    expect(go('?job=backend-developer')).toBe('/de/career/backend-developer')
    expect(go('')).toBe('/de/career')
  })

  it('lists exactly the indexable pages in the sitemap, and prerenders every page', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1]).sort()
    const expected = LANGUAGES.flatMap((lang) =>
      SITE_PAGES.filter((page) => isIndexable(page)).map((page) => (page === '' ? `/${lang}` : `/${lang}/${page}`)),
    ).sort()
    expect(listed).toEqual(expected)
    for (const lang of LANGUAGES) {
      for (const page of SITE_PAGES) expect(existsSync(join(client, lang, page, 'index.html')), `${lang}/${page}`).toBe(true)
    }
  })
})
