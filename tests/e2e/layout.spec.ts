import { localPath, SITE_PAGES } from '../../src/site/pages'
import { say } from './catalogs'
import { expect, test } from './fixtures'
import { batches, LAYOUT_PAGES } from './layouts'

test.describe('layout', () => {
  test('en: the header becomes sticky past 400 px without moving the content', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await visit('/en/contact')
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
    })
    const header = page.getByRole('banner')
    const main = page.locator('main')
    const mainTop = await main.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)

    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(header).not.toHaveAttribute('data-sticky')
    await page.evaluate(() => window.scrollTo(0, 500))
    await expect(header).toHaveAttribute('data-sticky', 'true')
    await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0)
    expect(await main.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(mainTop)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-sticky')
  })

  test('en: back to top appears past 450 px and returns to the top', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await visit('/en')
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
    })
    const button = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('de: under reduced motion back to top jumps at once', async ({ page, visit }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 600 })
    await visit('/de')
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
      window.scrollTo(0, 2000)
    })
    await page.getByRole('button', { name: say('de', 'Back to top') }).click()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('tr: the skip link moves focus to the main content', async ({ page, visit }) => {
    await visit('/tr')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: say('tr', 'Skip to content') })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  // The search and the menus in depth: search.spec.ts and navigation.spec.ts.
  test('de: the header search finds a page by its title', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit('/de')
    await page.getByRole('button', { name: say('de', 'Search'), exact: true }).click()
    const search = page.getByRole('combobox', { name: say('de', 'Search the site') })
    await search.fill('xyz')
    await expect(page.getByRole('status').filter({ hasText: say('de', 'Nothing matches “{trimmed}”.', { trimmed: 'xyz' }) })).toBeVisible()
    await search.fill('preise')
    await search.press('Enter')
    await expect(page).toHaveURL('/de/pricing')
  })

  test('en: on a phone the menu opens from a button and lists every group', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit('/en')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.locator('summary')).toHaveText(['Products', 'Services', 'Customers', 'Company', 'Shop', 'Resources', 'Your account'])
    await menu.locator('summary').filter({ hasText: 'Company' }).click()
    await menu.getByRole('link', { name: 'Send us a message' }).click()
    await expect(page).toHaveURL('/en/contact/v1')
  })

  test('tr: on a 360 px phone the header offers a primary action, to the contact page', async ({ page, visit }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    await visit('/tr/shop/cart')
    const action = page.getByRole('banner').getByRole('link', { name: say('tr', 'Contact'), exact: true })
    await expect(action).toBeVisible()
    await action.click()
    await expect(page).toHaveURL('/tr/contact')
  })

  for (const lang of ['de', 'tr'] as const) {
    test(`${lang}: the header lines up with the page's content at every width, the full menu included`, async ({ page, visit }) => {
      for (const width of [360, 800, 1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        await visit(`/${lang}/faq`)
        const banner = page.getByRole('banner')
        const logo = await banner.getByRole('link', { name: say(lang, 'Storm, home page') }).boundingBox()
        const content = await page.getByRole('navigation', { name: say(lang, 'Breadcrumb') }).boundingBox()
        expect(Math.round(logo?.x ?? -1), `${width} px`).toBe(Math.round(content?.x ?? -2))
        // Nothing in the header reaches past the content's right edge.
        const right = await banner.locator(':scope > div > *:visible').evaluateAll((items) => Math.max(...items.map((item) => item.getBoundingClientRect().right)))
        expect(right, `${width} px`).toBeLessThanOrEqual(Math.ceil((content?.x ?? 0) + (content?.width ?? 0)))
      }
    })
  }
})

// A small phone, narrower than Lighthouse's mobile screen (412 px). A page wider than it makes the
// phone zoom out, and the fixed consent banner then widens as the page loads (a layout shift).
// German has the longest words. Every page, not one of each layout: the copies of a layout differ
// in their texts (a post's words, a study's figures), and a long word is what overflows. The first
// page of each layout is measured at 360 px in every language, hydrated, by layouts.spec.ts; here
// are the other copies as their prerendered HTML and CSS lay them out, without running the page's
// scripts: their words are in that HTML, and what the scripts add is the layout's own, measured
// there. Each batch in one browser page.
const COPIES = SITE_PAGES.filter((page) => !LAYOUT_PAGES.includes(page))

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, javaScriptEnabled: false })
  for (const pages of batches(COPIES, 30)) {
    test(`de: no page is wider than the screen: ${localPath('de', pages[0] ?? '')} and the ${pages.length - 1} pages after it`, async ({ page }) => {
      for (const sitePage of pages) {
        const path = localPath('de', sitePage)
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))
        expect(widths, path).toEqual({ page: 360, screen: 360 })
      }
    })
  }
})
