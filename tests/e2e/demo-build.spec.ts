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
