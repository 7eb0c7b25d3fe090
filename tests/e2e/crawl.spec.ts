import { LANGUAGES } from '../../src/lib/languages'
import { SITE_PAGES } from '../../src/lib/site-pages'
import { expect, test } from './fixtures'

/**
 * Follows every internal link of every page, in every language, over HTTP as a crawler would:
 * each must answer 200 directly (no redirect, no 404) and stay under a language prefix.
 */
test('no internal link leads to a redirect or a 404', async ({ request }) => {
  const seen = new Set<string>()
  const queue: string[] = LANGUAGES.map((lang) => `/${lang}`)
  const broken: string[] = []
  while (queue.length > 0) {
    const path = queue.shift()
    if (path === undefined || seen.has(path)) continue
    seen.add(path)
    const response = await request.get(path, { maxRedirects: 0 })
    const first = path.split('/')[1] ?? ''
    if (response.status() !== 200 || !(LANGUAGES as readonly string[]).includes(first)) {
      broken.push(`${path} → ${response.status()}`)
      continue
    }
    const html = await response.text()
    for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
      const href = match[1] ?? ''
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.split('#')[0]?.split('?')[0] ?? ''
      if (target !== '' && !seen.has(target)) queue.push(target)
    }
  }
  expect(broken).toEqual([])
  // Every page of every language was reached.
  expect(seen.size).toBeGreaterThanOrEqual(SITE_PAGES.length * LANGUAGES.length)
})
