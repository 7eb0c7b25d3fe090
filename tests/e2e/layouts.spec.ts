import { LANGUAGES } from '../../src/lib/languages'
import { localPath } from '../../src/site/pages'
import { Findings, layOutEverything, NARROWEST, prepareCollisionCheck } from './collision-measure'
import { expect, test } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

/**
 * Each distinct layout (layouts.ts: one product, one post, one signed-out account page, … and
 * every other page) and the not-found answer, in every language, loaded once for the two checks
 * that cost most, not once for each:
 * - axe in both themes on a 1280 px desktop, and on a 390 px phone for the main pages;
 * - the collision check (issue 29, collision-measure.ts) at 360, 390, 768, 1024 and 1366 px: no
 *   two text or control boxes overlap, no header item's or button's label wraps, no control is
 *   under 24 × 24 px without the spacing that makes up for it, and no page is wider than the screen.
 * The page loads on the narrowest screen with motion reduced, as the collision check needs it
 * (nothing measured halfway through an entrance), and is widened step by step; then motion is
 * allowed (a carousel's pause button exists only then) and axe scans it. Every page starts with the
 * demo cart and a wishlist of three.
 *
 * Why one page per layout and not all 366: the copies of a layout lay out the same boxes with other
 * words; crawl.spec.ts opens all of them, and layout.spec.ts loads the other German copies (the
 * longest words) on a phone. The collision check's other states (signed in, the cart panel) and the check of
 * the check: collisions.spec.ts. Each test walks four pages in one browser page, a step per page.
 */
const PAGES = [...LAYOUT_PAGES, 'missing'] as const
const PHONE_PAGES = new Set<string>(['', 'contact', 'pricing', 'blog/list-sidebar', 'saas/v1', 'demos/classic', 'missing'])

for (const lang of LANGUAGES) {
  for (const pages of batches(PAGES, 4)) {
    const paths = pages.map((page) => localPath(lang, page))
    test(`axe finds nothing and nothing collides on ${paths.join(', ')}`, async ({ page: browserPage, visit, expectAccessible }) => {
      test.setTimeout(180_000)
      await prepareCollisionCheck(browserPage)
      const findings = new Findings()
      for (const [index, page] of pages.entries()) {
        const path = paths[index] ?? ''
        await test.step(path, async () => {
          await browserPage.emulateMedia({ reducedMotion: 'reduce' })
          await browserPage.setViewportSize(NARROWEST)
          await visit(path, { status: page === 'missing' ? 404 : 200 })
          await layOutEverything(browserPage)
          await findings.measure(browserPage, lang, path)
          await browserPage.emulateMedia({ reducedMotion: 'no-preference' })
          await browserPage.setViewportSize({ width: 1280, height: 900 })
          await expectAccessible()
          if (PHONE_PAGES.has(page)) {
            await browserPage.setViewportSize({ width: 390, height: 844 })
            await expectAccessible()
          }
        })
      }
      expect(findings.list()).toEqual([])
    })
  }
}
