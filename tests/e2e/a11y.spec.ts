import { LANGUAGES } from '../../src/lib/languages'
import { isTemplatePage, productPage, PRODUCT_IDS, SITE_PAGES, TEMPLATE_PAGES } from '../../src/lib/site-pages'
import { test } from './fixtures'

// Each distinct layout in every language in both themes on a desktop, the main ones on a phone too.
// The template pages share one layout, and so do the product pages: axe runs on one of each
// (demos/classic, the first product), not on every copy; crawl.spec.ts opens all of them.
const otherProducts = new Set<string>(PRODUCT_IDS.slice(1).map(productPage))
const LAYOUTS = [...SITE_PAGES.filter((page) => !isTemplatePage(page) && !otherProducts.has(page)), TEMPLATE_PAGES[0], 'missing']
const PHONE_PAGES = new Set<string>(['', 'contact', 'pricing', TEMPLATE_PAGES[0], 'missing'])

for (const lang of LANGUAGES) {
  for (const page of LAYOUTS) {
    const path = page === '' ? `/${lang}` : `/${lang}/${page}`
    const status = page === 'missing' ? 404 : 200
    test(`axe finds nothing on ${path}`, async ({ page: browserPage, visit }) => {
      // Up to four full axe runs (two themes, two viewports) on a long page.
      test.slow()
      await browserPage.setViewportSize({ width: 1280, height: 900 })
      await visit(path, { status })
      if (!PHONE_PAGES.has(page)) return
      await browserPage.setViewportSize({ width: 390, height: 844 })
      await visit(path, { status })
    })
  }
}
