import { expect, test, waitForHydration } from './fixtures'

test.describe('theme', () => {
  test('en: auto follows the system setting, live', async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await visit('/en')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).toHaveAttribute('data-theme', 'light')
  })

  test('en: a chosen theme is stored and applied before the first paint on reload', async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await visit('/en')
    await page.getByRole('button', { name: 'Theme: Auto' }).click()
    await page.getByRole('radio', { name: 'Dark' }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => window.localStorage.getItem('storm-theme'))).toBe('"dark"')

    // Record every value data-theme takes from the very start of the next load.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { themesSeen: seen })
      // <html> does not exist yet when init scripts run: watch the whole document.
      new MutationObserver(() => {
        // Before the head script runs <html> has no theme yet, and nothing has been painted.
        const theme = document.documentElement?.dataset.theme
        if (theme !== undefined && seen.at(-1) !== theme) seen.push(theme)
      }).observe(document, { attributes: true, attributeFilter: ['data-theme'], subtree: true, childList: true })
    })
    await page.reload()
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => Reflect.get(window, 'themesSeen'))).toEqual(['dark'])
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible()
  })

  test('de: an explicit choice wins over the system setting', async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await visit('/de')
    await page.getByRole('button', { name: /^Design:/ }).click()
    await page.getByRole('radio', { name: 'Hell' }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('radio', { name: 'Hell' })).toBeHidden()
  })

  test('en: a corrupt stored theme falls back to auto without breaking the page', async ({ page, visit }) => {
    await page.addInitScript(() => window.localStorage.setItem('storm-theme', '{not json'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await visit('/en')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('button', { name: 'Theme: Auto' })).toBeVisible()
  })

  test('en: the logo follows the theme', async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await visit('/en/contact')
    const header = page.getByRole('banner')
    await expect(header.locator('img[src$="logo-light.svg"]')).toBeVisible()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(header.locator('img[src$="logo-dark.svg"]')).toBeVisible()
    await expect(header.locator('img[src$="logo-light.svg"]')).toBeHidden()
  })

  test('en: the home page header is dark in either theme', async ({ page, visit }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await visit('/en')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-theme', 'dark')
    await expect(header.locator('img[src$="logo-dark.svg"]')).toBeVisible()
    // The footer's link: the header's menu holds its links only once a group is opened.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL('/en/contact')
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-theme')
  })
})
