import { LANGUAGES } from '../../src/lib/languages'
import { SITE_PAGES } from '../../src/lib/site-pages'
import { test } from './fixtures'

// Every page in every language in both themes on a desktop; the distinct layouts on a phone too.
const PHONE_PAGES = new Set<string>(['', 'contact', 'pricing', 'missing'])

for (const lang of LANGUAGES) {
  for (const page of [...SITE_PAGES, 'missing']) {
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
