import { SITE_PAGES } from '../../src/lib/site-pages'
import { LANGUAGES } from '../../src/lib/languages'
import { test } from './fixtures'

// Every page in every language in both themes on a desktop; the distinct layouts on a phone.
const PHONE_PAGES = ['', 'contact', 'pricing'] as const

for (const lang of LANGUAGES) {
  test(`axe finds nothing on the ${lang} pages (desktop)`, async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const sitePage of SITE_PAGES) await visit(sitePage === '' ? `/${lang}` : `/${lang}/${sitePage}`)
    await visit(`/${lang}/missing`, { status: 404 })
  })

  test(`axe finds nothing on the ${lang} pages (phone)`, async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const sitePage of PHONE_PAGES) await visit(sitePage === '' ? `/${lang}` : `/${lang}/${sitePage}`)
    await visit(`/${lang}/missing`, { status: 404 })
  })
}
