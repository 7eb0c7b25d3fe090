import type { Page } from '@playwright/test'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/account'
import type { Lang } from '../../src/lib/languages'
import { say, sayAll } from './catalogs'
import { expect, test } from './fixtures'
import { useScenario } from './scenarios'

/**
 * The demo a visitor runs with `npm start` (dist-demo): its mock backend is a service worker in the
 * page, not the network-level mock the other specs use against the production build. It starts,
 * answers a sign-in and an order, and switches to a named failure for QA.
 */

async function signIn(page: Page, lang: Lang): Promise<void> {
  const labels = sayAll(lang, { form: 'Sign in', email: 'Email', password: 'Password' })
  const form = page.getByRole('form', { name: labels.form })
  await form.getByRole('textbox', { name: labels.email }).fill(DEMO_ACCOUNT.email)
  await form.getByLabel(labels.password, { exact: true }).fill(DEMO_ACCOUNT.password)
  await form.getByLabel(labels.password, { exact: true }).press('Enter')
}

test('en: the mock worker controls the page; the demo account signs in and orders; the order is in the history', async ({ page, visit }) => {
  await visit('/en/auth/sign-in?returnUrl=%2Fen%2Fshop%2Fcheckout')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/mockServiceWorker\.js$/)
  await signIn(page, 'en')
  await expect(page).toHaveURL('/en/shop/checkout')
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByRole('status').filter({ hasText: 'We filled in the details saved in your account.' })).toBeVisible()
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  const orderNumber = (await page.getByRole('main').locator('strong').textContent()) ?? ''
  expect(orderNumber).toMatch(/^ST-\d+$/)

  await visit('/en/account/order-history')
  await expect(page.getByRole('rowheader', { name: orderNumber })).toBeVisible()
})

test('de: QA switches the running demo to a named failure, and the page says so', async ({ page, visit, allowProblem }) => {
  await visit('/de/auth/sign-in')
  await useScenario(page, 'loginServerError')
  await signIn(page, 'de')
  await expect(page.getByRole('alert')).toHaveText(say('de', 'Signing in failed. Please check your connection and try again.'))
  await expect(page).toHaveURL('/de/auth/sign-in')
  allowProblem(/^HTTP 500: POST .*\/api\/login$/)
  allowProblem(/^console\.error: (Failed to load resource|HTTPError|Request failed)/)
})

test('en: the devtools panel switches the mock backend to a failure the page shows, logs its calls, refuses an invalid stored value and lists the catalogs', async ({ page, visit, allowProblem, expectAccessible }) => {
  await visit('/en/auth/sign-in')
  // Developer UI in English (docs/devtools.md); the button, then the panel, load only when asked for.
  await page.getByRole('button', { name: 'Devtools', exact: true }).press('Enter')
  const mockApi = page.getByRole('region', { name: 'Mock API' })
  await expect(mockApi.getByRole('heading', { name: 'Mock API' })).toBeVisible()
  await expectAccessible({ within: 'section[aria-label="Mock API"]' })

  await mockApi.getByRole('combobox', { name: 'Scenario' }).selectOption('loginServerError')
  await mockApi.getByRole('button', { name: 'Use scenario' }).click()
  await expect(mockApi.getByRole('status')).toHaveText('In use: loginServerError')
  await signIn(page, 'en')
  await expect(page.getByRole('alert')).toHaveText('Signing in failed. Please check your connection and try again.')
  allowProblem(/^HTTP 500: POST .*\/api\/login$/)
  allowProblem(/^console\.error: (Failed to load resource|HTTPError|Request failed)/)
  // The request log: the call the scenario answered, with its method, address and status.
  await expect(mockApi.getByRole('row', { name: /^\S+ POST https:\/\/\S+\/api\/login 500$/ })).toBeVisible()
  await mockApi.getByRole('button', { name: 'Reset to normal answers' }).click()
  await expect(mockApi.getByRole('status')).toHaveText('In use: normal answers')

  await page.getByRole('button', { name: 'Storage' }).click()
  const storage = page.getByRole('region', { name: 'Storage' })
  await storage.getByRole('textbox', { name: 'Theme storm-theme' }).fill('"sepia"')
  await storage.getByRole('button', { name: 'Save theme' }).click()
  await expect(storage.getByText(/^Refused, nothing written: Invalid type: Expected \("light" \| "dark" \| "auto"\)/)).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('storm-theme'))).toBeNull()
  await expectAccessible({ within: 'section[aria-label="Storage"]' })
  // A valid edit is stored and the page takes it at once.
  await storage.getByRole('textbox', { name: 'Theme storm-theme' }).fill('"dark"')
  await storage.getByRole('button', { name: 'Save theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await page.evaluate(() => window.localStorage.getItem('storm-theme'))).toBe('"dark"')

  await page.getByRole('button', { name: 'Languages' }).click()
  const languages = page.getByRole('region', { name: 'Languages' })
  await expect(languages.getByRole('list', { name: 'Catalogs loaded' }).getByRole('listitem').filter({ hasText: /^en: messages/ })).toBeVisible()
  await expect(languages.getByRole('checkbox', { name: /Pseudo locale/ })).not.toBeChecked()
  await expectAccessible({ within: 'section[aria-label="Languages"]' })

  // TanStack's own panels, beside the site's: the router's current path, the query cache's keys.
  for (const name of ['TanStack Router', 'TanStack Query', 'TanStack Form']) {
    await page.getByRole('navigation', { name: 'Plugin panels' }).getByRole('button', { name }).click()
    await expect(page.getByRole('group', { name: 'Panes in this group' }).getByRole('button', { name, pressed: true })).toBeVisible()
  }
  await expect(page.getByText('Pathname', { exact: true })).toBeVisible()
  await expect(page.getByText('["auth","me"]', { exact: true })).toBeVisible()
})

test('en: on a phone the devtools button waits under the footer, in the flow of the page: it covers nothing, and the keyboard reaches it last', async ({ page, visit }) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await visit('/en/shop/single/storm-hoodie')
  const button = page.getByRole('button', { name: 'Devtools', exact: true })
  await expect(button).toBeAttached()
  // Nothing of it over the page where a visitor reads and shops (the add-to-cart bar floats below).
  await expect(button).not.toBeInViewport()

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(button).toBeInViewport()
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible()
  const footer = await page.getByRole('contentinfo').boundingBox()
  const devtools = await button.boundingBox()
  const backToTop = await page.getByRole('button', { name: 'Back to top' }).boundingBox()
  expect(footer && devtools && devtools.y >= footer.y + footer.height).toBe(true)
  // The back-to-top button, fixed at the bottom right, leaves it free.
  const apart = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  expect(devtools && backToTop && apart(devtools, backToTop)).toBe(true)

  // From the keyboard: the last stop of the page, before the browser's own controls.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  })
  await page.keyboard.press('Shift+Tab')
  await expect(button).toBeFocused()
})
