import type { BrowserContext, Response } from '@playwright/test'
import { DEMO_ACCOUNT, DEMO_USER } from '../../mocks/fixtures/account'
import type { MockNetwork } from '../../mocks/network'
import { VISITOR_ID_STORAGE_KEY } from '../../src/features/analytics/constants'
import { CONSENT_STORAGE_KEY, decideConsent } from '../../src/features/consent/consent'
import { say } from './catalogs'
import { API_ORIGIN, expect, test, waitForHydration } from './fixtures'
import { recordRequests } from './scenarios'

/**
 * Issue 41: nothing left behind at sign-out (every tab, the token revoked, the signed-out page
 * signs out), the visitor id only while statistics are allowed, no address text dressed up by a
 * message, and no audit of an internal address.
 */

const SESSION = 'storm-session'

async function sessionToken(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION)
  return cookie === undefined ? undefined : decodeURIComponent(cookie.value)
}

/** What the mock API answers a request, asked from the test (not the page, whose failed requests fail a test). */
async function ask(mockApi: MockNetwork | null, path: string, init: RequestInit): Promise<globalThis.Response> {
  if (mockApi === null) throw new Error('these tests run against the network-level mock API')
  const answer = await mockApi.answer(new Request(`${API_ORIGIN}/${path}`, init))
  if (answer.kind !== 'response') throw new Error(`the mock API did not answer ${path}`)
  return answer.response
}

/** The status `GET api/me` answers for `token`: 401 once it is revoked. */
async function meStatus(mockApi: MockNetwork | null, token: string): Promise<number> {
  return (await ask(mockApi, 'api/me', { headers: { authorization: `Bearer ${token}` } })).status
}

const isLogout = (response: Response) => response.request().method() === 'POST' && response.url().endsWith('/api/logout')

test('en: signing out in one tab signs out the others: an account page gives way, the checkout drops the saved card, the token is revoked', async ({
  page,
  context,
  visit,
  mockApi,
}) => {
  test.slow()
  await visit('/en/auth/sign-in')
  const form = page.getByRole('form', { name: say('en', 'Sign in') })
  await form.getByRole('textbox', { name: say('en', 'Email') }).fill('demo@stormyazilim.com.tr')
  await form.getByLabel(say('en', 'Password'), { exact: true }).fill('Storm2026!')
  await form.getByLabel(say('en', 'Password'), { exact: true }).press('Enter')
  await expect(page).toHaveURL('/en/account/profile')
  const token = await sessionToken(context)
  expect(token).toMatch(/^storm\./)

  // Two more tabs of the same browser: the saved card on the account page and in the checkout.
  const account = await context.newPage()
  await account.goto('/en/account/payment-details')
  await waitForHydration(account)
  await expect(account.getByRole('main').getByText(say('en', 'Card ending in {last4}', { last4: '4242' }))).toHaveCount(1)
  const checkout = await context.newPage()
  await checkout.goto('/en/shop/checkout')
  await waitForHydration(checkout)
  const savedCard = checkout.getByRole('radio', { name: /^Saved card: Visa ending in 4242/ })
  await expect(savedCard).toBeChecked()
  await expect(checkout.getByRole('banner').getByRole('button', { name: DEMO_USER.name })).toBeVisible()

  await page.bringToFront()
  const loggedOut = page.waitForResponse(isLogout)
  await page.getByRole('banner').getByRole('button', { name: DEMO_USER.name }).click()
  await page.getByRole('banner').getByRole('button', { name: say('en', 'Sign out') }).click()
  await expect(page).toHaveURL('/en/pages-logout')

  // The account tab leaves the account pages; the checkout keeps its page but not the card.
  await expect(account).toHaveURL('/en/pages-logout')
  await expect(account.getByRole('heading', { level: 1, name: say('en', 'You are signed out') })).toBeVisible()
  await expect(account.getByText(say('en', 'Card ending in {last4}', { last4: '4242' }))).toHaveCount(0)
  await expect(savedCard).toHaveCount(0)
  await expect(checkout).toHaveURL('/en/shop/checkout')
  await expect(checkout.getByRole('banner').getByRole('link', { name: say('en', 'Sign in') })).toBeVisible()

  // The server revoked the token: a copy of it is worth nothing now.
  expect((await loggedOut).status()).toBe(204)
  expect(await sessionToken(context)).toBeUndefined()
  expect(await meStatus(mockApi, token ?? '')).toBe(401)
})

test('de: the signed-out page signs out a visitor who still has a session, and the token is revoked', async ({ page, context, visit, baseURL, mockApi }) => {
  const login = await ask(mockApi, 'api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  })
  const { token } = (await login.json()) as { token: string }
  await context.addCookies([{ name: SESSION, value: encodeURIComponent(token), url: baseURL ?? '' }])
  expect(await meStatus(mockApi, token)).toBe(200)
  const loggedOut = page.waitForResponse(isLogout)
  await visit('/de/pages-logout')
  await expect(page.getByRole('heading', { level: 1, name: say('de', 'You are signed out') })).toBeVisible()
  expect((await loggedOut).status()).toBe(204)
  await expect.poll(() => sessionToken(context)).toBeUndefined()
  await expect(page.getByRole('banner').getByRole('link', { name: say('de', 'Sign in') })).toBeVisible()
  expect(await meStatus(mockApi, token)).toBe(401)
})

test.describe('the visitor id while statistics are not allowed', () => {
  test.use({ consent: 'ask' })

  const ID = '0b7f3c1e-8a4d-4e2f-9c6b-1d2e3f4a5b6c'
  const allowedThenChanged = JSON.stringify({ ...decideConsent({ statistics: true, externalMedia: false }, new Date()), version: 0 })

  for (const [lang, what, stored] of [
    ['tr', 'a choice of an older consent version', allowedThenChanged],
    ['en', 'a corrupt choice', '{"version":1,"statistics":tr'],
  ] as const) {
    test(`${lang}: goes with ${what}, before the visitor decides again`, async ({ page, visit }) => {
      await page.addInitScript(
        ([consentKey, consent, idKey, id]) => {
          window.localStorage.setItem(consentKey, consent)
          window.localStorage.setItem(idKey, id)
        },
        [CONSENT_STORAGE_KEY, stored, VISITOR_ID_STORAGE_KEY, ID] as const,
      )
      await visit(`/${lang}/privacy`)
      await expect(page.getByRole('region', { name: say(lang, 'Your privacy') })).toBeVisible()
      await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), VISITOR_ID_STORAGE_KEY)).toBeNull()
    })
  }
})

test.describe('text from the address stays text', () => {
  for (const [lang, category] of [
    ['en', '<0>Session expired: sign in</0>'],
    ['de', '<script>alert(1)</script>'],
  ] as const) {
    test(`${lang}: the masonry shows ?category=${category} as it is, inside the message, with the message's own link`, async ({ page, visit }) => {
      await visit(`/${lang}/portfolio/masonry?category=${encodeURIComponent(category)}`)
      const note = page.getByRole('main').getByRole('status').filter({ hasText: category })
      // The message as the catalog words it, with the address's text where its value goes.
      const message = say(lang, 'There is no category “{unknown}”, so every case study is shown. <0>Clear the filter</0>', { unknown: '{unknown}' })
      await expect(note).toHaveText(message.replaceAll(/<\/?0>/g, '').replace('{unknown}', category))
      const links = note.getByRole('link')
      await expect(links).toHaveCount(1)
      await expect(links).not.toContainText(category)
      await expect(page.getByRole('link', { name: 'Session expired: sign in' })).toHaveCount(0)
    })
  }
})

test('tr: the SEO audit refuses an internal address with a field error and sends nothing', async ({ page, visit }) => {
  await visit('/tr/demos/agency/seo')
  const requests = recordRequests(page, 'POST', /\/api\/v1\/Site\/ContactForm\/Create$/)
  const form = page.getByRole('form', { name: say('tr', 'Request your free SEO audit') })
  const values: [string, string][] = [
    ['Full name', 'Ayşe Demir'],
    ['Email', 'ayse@ege-makina.example'],
    ['Phone', '+90 222 555 01 02'],
    ['Company', 'Ege Makina'],
    ['Website', '10.0.0.1'],
  ]
  for (const [label, value] of values) await form.getByLabel(say('tr', label)).fill(value)
  await form.getByRole('button', { name: say('tr', 'Request my free audit') }).click()
  const website = form.getByLabel(say('tr', 'Website'))
  await expect(website).toHaveAttribute('aria-invalid', 'true')
  await expect(website).toBeFocused()
  const message = say('tr', 'Please enter the address of a public website. We cannot audit a local or private network address, such as localhost, 10.0.0.1 or 192.168.1.1.')
  await expect(form.getByText(message).first()).toBeVisible()
  await expect(website).toHaveValue('10.0.0.1')
  expect(requests).toHaveLength(0)
})
