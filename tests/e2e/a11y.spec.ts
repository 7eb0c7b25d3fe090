import { LANGUAGES } from '../../src/lib/languages'
import { localPath } from '../../src/site/pages'
import { test } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

// axe in both themes on each distinct layout (tests/e2e/layouts.ts: one product, one post,
// one signed-out account page, and every other page) in every language on a desktop, the main ones
// on a phone too, and on the not-found answer; crawl.spec.ts opens all the other copies. Each test
// scans a few pages in one browser page, a step per page.
const PAGES = [...LAYOUT_PAGES, 'missing'] as const
const PHONE_PAGES = new Set<string>(['', 'contact', 'pricing', 'blog/list-sidebar', 'saas/v1', 'demos/classic', 'missing'])

for (const lang of LANGUAGES) {
  for (const pages of batches(PAGES, 4)) {
    test(`axe finds nothing on ${pages.map((page) => localPath(lang, page)).join(', ')}`, async ({ page: browserPage, visit }) => {
      // Up to four full axe runs (two themes, two viewports) on each of four pages.
      test.setTimeout(180_000)
      for (const page of pages) {
        const path = localPath(lang, page)
        const status = page === 'missing' ? 404 : 200
        await test.step(path, async () => {
          await browserPage.setViewportSize({ width: 1280, height: 900 })
          await visit(path, { status, axe: true })
          if (!PHONE_PAGES.has(page)) return
          await browserPage.setViewportSize({ width: 390, height: 844 })
          await visit(path, { status, axe: true })
        })
      }
    })
  }
}
