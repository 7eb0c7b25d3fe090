import type { Locator, Page } from '@playwright/test'
import { DEMO_ACCOUNT, DEMO_ADDRESSES, DEMO_USER } from '../../mocks/fixtures/account'
import { say, sayAll } from './catalogs'
import { expect, startWithCart, test } from './fixtures'
import { recordFetchBodies, recordRequests, sentBodies } from './scenarios'

/**
 * The checkout with the account (issue 29, item 5): a signed-in visitor finds their name, email,
 * saved address and saved card filled in and can change them; delivery methods with prices, free
 * standard delivery from $100.00 of items; the country as a select; the order and the order
 * history remember the delivery method. A guest's checkout works as before.
 */

const ORDER_URL = /\/api\/v1\/Shop\/Order\/Create$/
const [SAVED_ADDRESS] = DEMO_ADDRESSES

/** Cents of a price the page writes in English ("$1,234.56"). */
function cents(text: string | null): number {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec(text?.trim() ?? '')
  if (match === null) throw new Error(`not a price in dollars: ${text}`)
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2])
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' })

/** The value the summary gives for a term ("Order total", "Express delivery"). */
function summaryValue(page: Page, term: string): Locator {
  return summary(page).getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd')
}

async function orderTotal(page: Page): Promise<number> {
  return cents(await summaryValue(page, 'Order total').textContent())
}

/** Signs in with the demo account on the sign-in page that is open. */
async function signIn(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNT.email)
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password)
  await form.getByLabel('Password', { exact: true }).press('Enter')
}

test('en: signed in: the account fills in the checkout, every field can be changed, express raises the total, the order history shows it', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.slow()
  if (SAVED_ADDRESS === undefined) throw new Error('the demo account has a saved address')
  await recordFetchBodies(page, ORDER_URL)
  // The demo cart: hoodie, headphones, two mugs: $190.20 of items, so standard delivery is free.
  await visit('/en/auth/sign-in?returnUrl=%2Fen%2Fshop%2Fcheckout')
  await signIn(page)
  await expect(page).toHaveURL('/en/shop/checkout')
  const form = page.getByRole('form', { name: 'Checkout' })

  // Filled in from the profile, the saved address and the saved card; said so.
  await expect(form.getByRole('status').filter({ hasText: 'We filled in the details saved in your account.' })).toBeVisible()
  await expect(form.getByLabel('Full name')).toHaveValue(DEMO_USER.name)
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(DEMO_ACCOUNT.email)
  await expect(form.getByLabel('Phone')).toHaveValue(SAVED_ADDRESS.phone)
  await expect(form.getByLabel('Address')).toHaveValue(SAVED_ADDRESS.address)
  await expect(form.getByLabel('City')).toHaveValue(SAVED_ADDRESS.city)
  await expect(form.getByLabel('Postal code')).toHaveValue(SAVED_ADDRESS.postalCode)
  const country = form.getByRole('combobox', { name: 'Country' })
  await expect(country).toHaveValue('TR')
  await expect(country.locator('option:checked')).toHaveText('Türkiye')

  // The saved card is offered by brand and last four digits, chosen, and no card field is shown.
  const payWith = form.getByRole('group', { name: 'Pay with' })
  const savedCard = payWith.getByRole('radio', { name: 'Saved card: Visa ending in 4242, expires 08/2028' })
  await expect(savedCard).toBeChecked()
  await expect(form.getByLabel('Card number')).toHaveCount(0)
  // "Use another card" brings the card fields back, empty; the saved card hides them again.
  await payWith.getByRole('radio', { name: 'Use another card' }).check()
  await expect(form.getByLabel('Card number')).toHaveValue('')
  await expect(form.getByLabel('Security code (CVC)')).toBeVisible()
  await savedCard.check()
  await expect(form.getByLabel('Card number')).toHaveCount(0)

  // Prefilled fields are the visitor's to change.
  await form.getByLabel('City').fill('İstanbul')
  await form.getByLabel('Postal code').fill('34485')
  await form.getByLabel('Address').fill('Maslak Mah. Büyükdere Cad. No: 255')
  await country.selectOption({ label: 'Germany' })
  await expect(country).toHaveValue('DE')
  await country.selectOption('TR')

  // Standard delivery is free above the threshold; express costs $14.99 and raises the total by it.
  const delivery = form.getByRole('group', { name: 'Delivery method' })
  const standard = delivery.getByRole('radio', { name: /^Standard delivery/ })
  const express = delivery.getByRole('radio', { name: /^Express delivery/ })
  await expect(standard).toBeChecked()
  await expect(standard).toHaveAccessibleName(/Free$/)
  await expect(express).toHaveAccessibleName(/\$14\.99$/)
  await expect(summaryValue(page, 'Standard delivery')).toHaveText('Free')
  const withStandard = await orderTotal(page)
  await expect(form).toBeVisible()
  await expectAccessible({ within: 'main' })
  await express.check()
  await expect(summaryValue(page, 'Express delivery')).toHaveText('$14.99')
  await expect(summaryValue(page, 'Standard delivery')).toHaveCount(0)
  await expect.poll(() => orderTotal(page)).toBe(withStandard + 1499)
  const total = await summaryValue(page, 'Order total').textContent()

  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  const orderNumber = (await page.getByRole('main').locator('strong').textContent()) ?? ''
  expect(orderNumber).toMatch(/^ST-\d+$/)
  const [body] = await sentBodies(page)
  expect(body).not.toMatch(/4242|card/i)
  expect(JSON.parse(body ?? '{}')).toMatchObject({
    contact: { name: DEMO_USER.name, email: DEMO_ACCOUNT.email, phone: SAVED_ADDRESS.phone },
    shipping: { address: 'Maslak Mah. Büyükdere Cad. No: 255', city: 'İstanbul', postalCode: '34485', country: 'TR' },
    delivery: 'express',
  })

  // The confirmation: what was ordered with the summary's total, the delivery and its time, the
  // address, and a link that opens the order in the order history.
  const ordered = page.getByRole('region', { name: 'What you ordered' })
  await expect(ordered.getByRole('listitem')).toHaveText([/^01 × Storm hoodie/, /^01 × Aurora headphones/, /^02 × Ceramic mug/])
  await expect(ordered.getByRole('term').filter({ hasText: /^Order total$/ }).locator('xpath=following-sibling::dd')).toHaveText(total ?? 'no total')
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('Express delivery: 1–2 working days')
  const address = page.getByRole('region', { name: 'Delivery address' })
  for (const line of [DEMO_USER.name, 'Maslak Mah. Büyükdere Cad. No: 255', '34485 İstanbul', 'Türkiye']) await expect(address).toContainText(line)
  await expectAccessible({ within: 'main' })
  await page.getByRole('link', { name: 'See this order in your order history' }).click()
  await expect(page).toHaveURL(`/en/account/order-history?order=${orderNumber}`)
  // The order it opened has the focus, so a screen reader lands on it too.
  await expect(page.getByRole('rowheader', { name: orderNumber })).toBeFocused()

  // The order history shows the delivery method and the total the summary showed.
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNumber }) })
  await expect(row.getByRole('cell', { name: 'Express delivery' })).toBeVisible()
  await expect(row.getByRole('cell', { name: total ?? 'no total' })).toBeVisible()
  // On a 390 px phone each order is a card, and the page is no wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(row).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const [number, placed] = await Promise.all([row.getByRole('rowheader').boundingBox(), row.getByRole('time').boundingBox()])
  // A card: the date under the number, not beside it.
  expect(placed?.y ?? 0).toBeGreaterThan((number?.y ?? 0) + (number?.height ?? 0) - 1)
  await expectAccessible({ within: 'main' })
})

test('en: a guest is offered to sign in at the checkout and comes back to it', async ({ page, visit }) => {
  await visit('/en/shop/checkout')
  const main = page.getByRole('main')
  await expect(main.getByText('Have an account?')).toBeVisible()
  await main.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/en/auth/sign-in?returnUrl=%2Fen%2Fshop%2Fcheckout')
  await signIn(page)
  await expect(page).toHaveURL('/en/shop/checkout')
  await expect(page.getByRole('form', { name: 'Checkout' }).getByLabel('Full name')).toHaveValue(DEMO_USER.name)
  // Signed in, the offer is gone.
  await expect(main.getByText('Have an account?')).toHaveCount(0)
})

test('en: free standard delivery from $100.00 of items; express is never free', async ({ page, visit }) => {
  // One mug, $14.50: below the threshold, standard delivery costs $4.99.
  await startWithCart(page, [{ id: 'line-ceramic-mug', productId: 'ceramic-mug', quantity: 1 }])
  await visit('/en/shop/checkout')
  const delivery = page.getByRole('group', { name: 'Delivery method' })
  await expect(delivery).toContainText('Standard delivery is free for orders from $100.00')
  await expect(delivery.getByRole('radio', { name: /^Standard delivery/ })).toHaveAccessibleName(/\$4\.99$/)
  await expect(summaryValue(page, 'Subtotal')).toHaveText('$14.50')
  await expect(summaryValue(page, 'Standard delivery')).toHaveText('$4.99')
  // $14.50 + $2.61 tax + $4.99 delivery.
  await expect(summaryValue(page, 'Order total')).toHaveText('$22.10')

  // Three steel bottles ($24.00) and two beanies ($19.00, $5.00 off): $100.00 exactly, free.
  await page.evaluate(() => {
    localStorage.setItem(
      'storm-cart',
      JSON.stringify([
        { id: 'line-steel-bottle', productId: 'steel-bottle', quantity: 3 },
        { id: 'line-wool-beanie', productId: 'wool-beanie', quantity: 2 },
      ]),
    )
  })
  await visit('/en/shop/checkout')
  await expect(summaryValue(page, 'Subtotal')).toHaveText('$100.00')
  await expect(delivery.getByRole('radio', { name: /^Standard delivery/ })).toHaveAccessibleName(/Free$/)
  await expect(summaryValue(page, 'Standard delivery')).toHaveText('Free')
  await expect(summaryValue(page, 'Order total')).toHaveText('$118.00')
  await delivery.getByRole('radio', { name: /^Express delivery/ }).check()
  await expect(summaryValue(page, 'Express delivery')).toHaveText('$14.99')
  await expect(summaryValue(page, 'Order total')).toHaveText('$132.99')
})

test('de: signed out: the checkout works as before, the countries in the page language; the confirmation tells a guest where the order is', async ({ page, visit }) => {
  await recordFetchBodies(page, ORDER_URL)
  const accountCalls = recordRequests(page, 'GET', /\/api\/me(\/|$)/)
  await startWithCart(page, [{ id: 'line-ceramic-mug', productId: 'ceramic-mug', quantity: 2 }])
  const text = sayAll('de', {
    checkout: 'Checkout',
    fullName: 'Full name',
    payWith: 'Pay with',
    placeOrder: 'Place order',
    country: 'Country',
    noCountry: 'Please choose your country',
    thanks: 'Thank you for your order',
    email: 'Email',
    phone: 'Phone',
    address: 'Address',
    city: 'City',
    postalCode: 'Postal code',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
  })
  await visit('/de/shop/checkout')
  const form = page.getByRole('form', { name: text.checkout })
  await expect(form.getByLabel(text.fullName)).toHaveValue('')
  await expect(form.getByRole('group', { name: text.payWith })).toHaveCount(0)

  // The country is required: a select of the countries the shop delivers to, in German.
  await form.getByRole('button', { name: text.placeOrder }).click()
  const country = form.getByRole('combobox', { name: text.country })
  await expect(form.getByText(text.noCountry)).toBeVisible()
  await expect(country).toHaveAttribute('aria-invalid', 'true')
  const names = await country.locator('option:not([value=""])').allTextContents()
  expect(names).toHaveLength(29)
  expect(names).toEqual(expect.arrayContaining(['Türkiye', 'Germany', 'United Kingdom', 'Austria', 'France'].map((name) => say('de', name))))
  expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare))

  for (const [label, value] of [
    [text.fullName, 'Jonas Becker'],
    [text.email, 'jonas@example.de'],
    [text.phone, '+49 30 1234567'],
    [text.address, 'Friedrichstraße 68'],
    [text.city, 'Berlin'],
    [text.postalCode, '10117'],
    [text.cardNumber, '4242 4242 4242 4242'],
    [text.expiry, '12/30'],
    [text.cvc, '123'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value)
  }
  await country.selectOption({ label: say('de', 'Germany') })
  await expect(form.getByText(text.noCountry)).toHaveCount(0)
  await form.getByRole('button', { name: text.placeOrder }).click()
  await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible()
  const [body] = await sentBodies(page)
  expect(JSON.parse(body ?? '{}')).toMatchObject({ shipping: { city: 'Berlin', country: 'DE' }, delivery: 'standard' })
  // A guest's confirmation: the address in German, and where the order is (no account's history).
  const orderNumber = (await page.getByRole('main').locator('strong').textContent()) ?? ''
  await expect(page.getByRole('region', { name: say('de', 'Delivery address') })).toContainText(`10117 Berlin${say('de', 'Germany')}`)
  const guest =
    'You ordered as a guest, so the order is in no account’s order history: keep its number, {orderNumber}. The confirmation goes to {email} (in this demo, no email is sent).'
  await expect(page.getByRole('main').getByText(say('de', guest, { orderNumber, email: 'jonas@example.de' }))).toBeVisible()
  await expect(page.getByRole('link', { name: say('de', 'See this order in your order history') })).toHaveCount(0)
  // A guest's page asks the account API nothing.
  expect(accountCalls).toEqual([])
})

test('en: on a desktop the order summary stays in view beside the form, down to "Place order"', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await visit('/en/shop/checkout')
  const column = summary(page)
  await expect(column).toBeInViewport()
  const form = page.getByRole('form', { name: 'Checkout' })
  // Halfway down the form, the summary is on screen whole, under the header.
  await form.getByRole('group', { name: 'Delivery method' }).scrollIntoViewIfNeeded()
  await expect(column).toBeInViewport({ ratio: 1 })
  expect(Math.round((await column.boundingBox())?.y ?? 0)).toBe(96)
  // At "Place order" (the end of the form, where the column ends too), the total is beside it.
  const placeOrder = form.getByRole('button', { name: 'Place order' })
  await placeOrder.scrollIntoViewIfNeeded()
  await expect(placeOrder).toBeInViewport()
  await expect(summaryValue(page, 'Order total')).toBeInViewport()
  // No phone disclosure on a desktop.
  await expect(page.getByRole('main').locator('details')).toBeHidden()
})
