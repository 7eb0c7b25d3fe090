import { LANGUAGES } from '../../src/lib/languages'
import { sayAll } from './catalogs'
import { expect, test } from './fixtures'

test.describe('language prefix and redirects', () => {
  test('tr: the empty path goes to Turkish by default', async ({ page, visit }) => {
    await visit('/')
    await expect(page).toHaveURL('/tr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  })

  test('de: the empty path goes to the stored language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', JSON.stringify({ code: 'de' })))
    await page.goto('/')
    await expect(page).toHaveURL('/de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('tr, en: a known page without a language keeps the page, in the stored language or Turkish', async ({ page }) => {
    await page.goto('/contact')
    await expect(page).toHaveURL('/tr/contact')
    await page.evaluate(() => window.localStorage.setItem('language', JSON.stringify({ code: 'en' })))
    await page.goto('/about/v1')
    await expect(page).toHaveURL('/en/about/v1')
    await page.goto('/fr/contact')
    await expect(page).toHaveURL('/en/contact')
  })

  test('tr: an unknown page without a language goes to the home page', async ({ page }) => {
    await page.goto('/does/not/exist')
    await expect(page).toHaveURL('/tr')
  })

  test('en: a language in capitals is lower-cased', async ({ page }) => {
    await page.goto('/EN/contact')
    await expect(page).toHaveURL('/en/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible()
  })

  test('tr: a corrupt stored language is ignored', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', '{"code":'))
    await page.goto('/')
    await expect(page).toHaveURL('/tr')
  })
})

test.describe('404 page', () => {
  /** The 404 page's words, by their English sources (locales/<lang>/messages.po). */
  const MESSAGES = { heading: 'Something gone wrong!', text: "The page you were looking for doesn't exist", button: 'Back to Homepage' }

  for (const lang of LANGUAGES) {
    test(`${lang}: unknown paths under /${lang} answer 404 with the translated page`, async ({ page, visit }) => {
      const expected = sayAll(lang, MESSAGES)
      await visit(`/${lang}/no/such/page`, { status: 404 })
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible()
      await expect(page.getByText(expected.text)).toBeVisible()
      // The page hydrates as served: the visitor's URL stays, and the head is not doubled.
      await expect(page).toHaveURL(`/${lang}/no/such/page`)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('title')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
      await page.getByRole('link', { name: expected.button }).click()
      await expect(page).toHaveURL(`/${lang}`)
    })
  }

  test('en: a client-side navigation to an unknown path shows the 404 page too', async ({ page, visit }) => {
    await visit('/en')
    await page.evaluate(() => {
      window.history.pushState({}, '', '/en/missing-page')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Something gone wrong!' })).toBeVisible()
  })
})
