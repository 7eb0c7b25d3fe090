import { LANGUAGES } from '../../src/lib/languages'
import { isIndexable, localPath, SITE_PAGES } from '../../src/site/pages'
import { expect, test } from './fixtures'

/** What a page's HTML makes the browser load before any click: sources, srcsets, posters, and links that fetch. */
function loadedResources(html: string): string[] {
  const sources = [...html.matchAll(/\s(?:src|poster)="([^"]+)"/g)].map((match) => match[1] ?? '')
  const sets = [...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''))
  const links = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\srel="(?:stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? '')
  return [...sources, ...sets, ...links]
}

/**
 * Follows every internal link of every page, in every language, over HTTP as a crawler would:
 * each must answer 200 directly (no redirect, no 404) and stay under a language prefix, and load
 * nothing from another host (first-visit.spec.ts loads one page of each layout in the browser). A crawler
 * finds every indexable page from the home pages, by links or in the sitemap: the header's menu
 * holds its entries only once a group is opened (navigation.spec.ts walks them), so its pages are
 * not links of the prerendered HTML; every page of every language is checked and followed here.
 */
test('no internal link leads to a redirect or a 404, and a crawler finds every indexable page', async ({ request }) => {
  const seen = new Set<string>()
  const broken: string[] = []
  const foreign: string[] = []

  async function crawl(start: readonly string[]): Promise<void> {
    const queue = [...start]
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
      for (const resource of loadedResources(html)) {
        if (/^(?:https?:)?\/\//.test(resource)) foreign.push(`${path} → ${resource}`)
      }
      for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
        const href = match[1] ?? ''
        if (!href.startsWith('/') || href.startsWith('//')) continue
        const target = href.split('#')[0]?.split('?')[0] ?? ''
        if (target !== '' && !seen.has(target)) queue.push(target)
      }
    }
  }

  // The home pages, and the pages a visitor reaches by signing in or out rather than by a public
  // link: the profile (whose account menu links the other account pages) and the signed-out page.
  await crawl(LANGUAGES.flatMap((lang) => [`/${lang}`, `/${lang}/account/profile`, `/${lang}/pages-logout`]))
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]))
  const unfound = LANGUAGES.flatMap((lang) => SITE_PAGES.filter((page) => isIndexable(page)).map((page) => localPath(lang, page))).filter(
    (path) => !seen.has(path) && !listed.has(path),
  )
  // Then every other page of every language, and whatever it links.
  await crawl(LANGUAGES.flatMap((lang) => SITE_PAGES.map((page) => localPath(lang, page))))

  expect(broken).toEqual([])
  expect(foreign).toEqual([])
  expect(unfound).toEqual([])
})
