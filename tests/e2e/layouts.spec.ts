import { LANGUAGES } from '../../src/lib/languages'
import { BLOG_SLUGS } from '../../src/site/content/slugs'
import { localPath, postPage, productPage } from '../../src/site/pages'
import { PRODUCT_IDS } from '../../src/site/product-ids'
import { Findings, layOutEverything, NARROWEST, prepareCollisionCheck } from './collision-measure'
import { expect, test } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

/**
 * Each distinct layout (layouts.ts: one product, one post, one signed-out account page, … and
 * every other page) and the not-found answer, in every language, loaded once for the two checks
 * that cost most, not once for each:
 * - the collision check (issue 29, collision-measure.ts) at 360, 390, 768, 1024 and 1366 px in
 *   every language: no two text or control boxes overlap, no header item's or button's label
 *   wraps, no control is under 24 × 24 px without the spacing that makes up for it, and no page is
 *   wider than the screen. The words are what differ between languages, and they are what collide.
 * - axe in both themes on a 1280 px desktop, and on a 390 px phone for the main pages: once per
 *   layout, in one language, the languages taking turns from layout to layout, and in all three on
 *   the home page, a product, the checkout and a blog post. A layout's roles, names and contrast
 *   are the same in every language; the turns still scan every language on a third of the layouts.
 * The page loads on the narrowest screen with motion reduced, as the collision check needs it
 * (nothing measured halfway through an entrance), and is widened step by step; then motion is
 * allowed (a carousel's pause button exists only then) and axe scans it. Every page starts with the
 * demo cart and a wishlist of three.
 *
 * Why one page per layout and not all 366: the copies of a layout lay out the same boxes with other
 * words; crawl.spec.ts opens all of them, and layout.spec.ts loads the other German copies (the
 * longest words) on a phone. The collision check's other states (signed in, the cart panel) and the
 * check of the check: collisions.spec.ts. Each test walks a batch of pages in one browser page, a
 * step per page.
 */
const PAGES = [...LAYOUT_PAGES, 'missing'] as const
const PHONE_PAGES = new Set<string>(['', 'contact', 'pricing', 'blog/list-sidebar', 'saas/v1', 'demos/classic', 'missing'])
const [FIRST_PRODUCT] = PRODUCT_IDS
const [FIRST_POST = ''] = BLOG_SLUGS
const AXE_IN_EVERY_LANGUAGE = new Set<string>(['', productPage(FIRST_PRODUCT), 'shop/checkout', postPage(FIRST_POST)])

/** Whether axe scans this page (its index in PAGES) in this language. */
function axeScans(page: string, index: number, lang: string): boolean {
  return AXE_IN_EVERY_LANGUAGE.has(page) || LANGUAGES[index % LANGUAGES.length] === lang
}

for (const lang of LANGUAGES) {
  for (const pages of batches(PAGES.map((page, index) => ({ page, axe: axeScans(page, index, lang) })), 12)) {
    const paths = pages.map(({ page }) => localPath(lang, page))
    test(`${lang}: nothing collides on ${paths.join(', ')}; axe finds nothing on ${pages.filter(({ axe }) => axe).length} of them`, async ({ page: browserPage, visit, expectAccessible }) => {
      test.setTimeout(300_000)
      await prepareCollisionCheck(browserPage)
      const findings = new Findings()
      for (const [index, { page, axe }] of pages.entries()) {
        const path = paths[index] ?? ''
        await test.step(`${path}${axe ? ' (axe)' : ''}`, async () => {
          await browserPage.emulateMedia({ reducedMotion: 'reduce' })
          await browserPage.setViewportSize(NARROWEST)
          await visit(path, { status: page === 'missing' ? 404 : 200 })
          await layOutEverything(browserPage)
          await findings.measure(browserPage, lang, path)
          if (!axe) return
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
