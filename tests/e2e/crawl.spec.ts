import { LANGUAGES } from '../../src/lib/languages'
import { isIndexable, localPath, SITE_PAGES } from '../../src/site/pages'
import { expect, test } from './fixtures'

/**
 * Follows every internal link of every page, in every language, over HTTP as a crawler would:
 * each must answer 200 directly (no redirect, no 404) and stay under a language prefix. A crawler
 * finds every indexable page from the home pages, by links or in the sitemap: the header's menu
 * holds its entries only once a group is opened (navigation.spec.ts walks them), so its pages are
 * not links of the prerendered HTML; every page of every language is checked and followed here.
 */
test('no internal link leads to a redirect or a 404, and a crawler finds every indexable page', async ({ request }) => {
  const seen = new Set<string>()
  const broken: string[] = []

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
  expect(unfound).toEqual([])
})
