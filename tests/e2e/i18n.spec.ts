import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { expect, test } from './fixtures'

/** The brand each language's titles end with (src/features/seo/hosts.ts): a name, in no catalog. */
const BRAND: Record<Lang, string> = { tr: 'Storm Yazılım', en: 'Storm Software', de: 'Storm Software' }

/** The home page is titled by the brand alone; another page by its own title, then the brand. */
const pages = [
  { path: '', titles: Object.fromEntries(LANGUAGES.map((lang) => [lang, BRAND[lang]])) },
  { path: '/contact', titles: Object.fromEntries(LANGUAGES.map((lang) => [lang, `${say(lang, 'Contact')} | ${BRAND[lang]}`])) },
]

test.describe('languages', () => {
  for (const { path, titles } of pages) {
    for (const [lang, title] of Object.entries(titles)) {
      test(`${lang}: /${lang}${path} is prerendered in ${lang} with its SEO head`, async ({ page, request, visit }) => {
        // The HTML as served, before any JavaScript runs.
        const html = await (await request.get(`/${lang}${path}`)).text()
        expect(html).toContain(`<html lang="${lang}"`)
        expect(html).toContain(`<title>${title}</title>`)
        expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/${lang}${path}"`))
        for (const alt of ['tr', 'en', 'de', 'x-default']) expect(html).toMatch(new RegExp(`hrefLang="${alt}"`))
        expect(html).toMatch(/<meta property="og:title"/)

        // axe runs on these pages in layouts.spec.ts.
        await visit(`/${lang}${path}`)
        await expect(page).toHaveTitle(title)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
      })
    }
  }

  test('en, de, tr: the footer switcher moves to the same page in another language and remembers it', async ({ page, visit }) => {
    await visit('/en/contact')
    const switcher = page.getByRole('navigation', { name: 'Language' })
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page')
    await switcher.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL('/de/contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(`${say('de', 'Contact')} | ${BRAND.de}`)
    await expect(page.getByRole('heading', { level: 1, name: say('de', 'Contact') })).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', say('de', 'Write to us, call us or visit one of our offices in Eskişehir, Istanbul, Berlin and London.'))
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('{"code":"de"}')

    await page.goto('/')
    await expect(page).toHaveURL('/de')
    await page.getByRole('navigation', { name: say('de', 'Language') }).getByRole('link', { name: 'Türkçe' }).click()
    await expect(page).toHaveURL('/tr')
    await expect(page).toHaveTitle(BRAND.tr)
  })
})
