import { expect, test } from './fixtures'

const pages = [
  { path: '', titles: { tr: 'Storm Yazılım', en: 'Storm Software', de: 'Storm Software' } },
  { path: '/contact', titles: { tr: 'İletişim | Storm Yazılım', en: 'Contact | Storm Software', de: 'Kontakt | Storm Software' } },
] as const

test.describe('languages', () => {
  for (const { path, titles } of pages) {
    for (const [lang, title] of Object.entries(titles)) {
      test(`/${lang}${path} is prerendered in ${lang} with its SEO head`, async ({ page, request, visit }) => {
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
    await expect(page).toHaveTitle('Kontakt | Storm Software')
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Schreiben Sie uns/)
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('{"code":"de"}')

    await page.goto('/')
    await expect(page).toHaveURL('/de')
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Türkçe' }).click()
    await expect(page).toHaveURL('/tr')
    await expect(page).toHaveTitle('Storm Yazılım')
  })
})
