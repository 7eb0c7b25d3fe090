import type { Page } from '@playwright/test'
import type { Lang } from '../../src/lib/languages'
import { say } from './catalogs'
import { fillCheckout } from './checkout'
import { expect, startWithCart, storedCart, test } from './fixtures'
import { recordFetchBodies, sentBodies, useScenario } from './scenarios'

// Issue 41: nothing is sold that is not in stock, and the header's badge counts what the cart shows.

const ORDER_URL = /\/api\/v1\/Shop\/Order\/Create$/
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count')

/** A line's name as the shop writes it: the product and its size and colour. */
const lineName = (lang: Lang, product: string, ...choice: string[]) =>
  say(lang, '{name} ({choice})', { name: say(lang, product), choice: choice.join(', ') })


// Two stored lines of 99 notebooks each showed "198" on the badge and one line of 99 in the panel.
test('en: two stored lines of one product and choice: the badge counts the one line the panel shows', async ({ page, visit }) => {
  const notebooks = { productId: 'dot-notebook', quantity: 99, choice: { color: 'navy' } }
  await startWithCart(page, [
    { id: 'a', ...notebooks },
    { id: 'b', ...notebooks },
  ])
  await visit('/en/contact')
  // 50 dot notebooks are in stock.
  await expect(badge(page)).toHaveText('50')
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 50 items' }).click()
  const panel = page.getByRole('dialog', { name: 'Your cart' })
  await expect(panel.getByRole('listitem')).toHaveCount(1)
  await expect(panel.getByRole('combobox', { name: 'Quantity of Dot notebook (Navy)' })).toHaveValue('50')
})

// A stored cart of 99 smart watches (none in stock) was ordered: "Thank you for your order".
test('en: a stored cart over the stock: the line out of stock is said so, the checkout names it and sends no order', async ({ page, visit }) => {
  await recordFetchBodies(page, ORDER_URL)
  await startWithCart(page, [
    { id: 'a', productId: 'smart-watch', quantity: 99, choice: { color: 'black' } },
    { id: 'b', productId: 'usb-c-hub', quantity: 99 },
  ])
  await visit('/en/shop/cart')
  const lines = page.getByRole('main').getByRole('listitem')
  await expect(lines.filter({ hasText: 'Smart watch' })).toContainText('Out of stock')
  await expect(lines.filter({ hasText: 'Smart watch' }).getByRole('combobox')).toHaveCount(0)
  // 18 USB-C hubs are in stock, and the badge counts only what can be ordered.
  await expect(page.getByRole('combobox', { name: 'Quantity of USB-C hub' })).toHaveValue('18')
  await expect(badge(page)).toHaveText('18')

  await visit('/en/shop/checkout')
  await fillCheckout(page, 'en')
  const form = page.getByRole('form')
  await form.getByRole('button', { name: 'Place order' }).click()
  const reason = say('en', '{line} is out of stock: please remove it from your cart.', { line: lineName('en', 'Smart watch', 'Black') })
  await expect(form.getByRole('alert')).toHaveText(reason)
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toBeVisible()
  expect(await sentBodies(page)).toEqual([])

  // Without it, the rest is ordered: the hubs in stock.
  await page.getByRole('banner').getByRole('button', { name: 'Cart, 18 items' }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Remove: Smart watch (Black)' }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Close cart' }).click()
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  expect((await sentBodies(page)).map((body) => JSON.parse(body) as unknown)).toEqual([
    expect.objectContaining({ lines: [{ productId: 'usb-c-hub', quantity: 18 }] }),
  ])
  expect(await storedCart(page)).toEqual([])
})

test("de: the shop's refusal for its stock is shown translated, naming each line", async ({ page, visit, allowProblem }) => {
  await visit('/de/shop/checkout')
  await fillCheckout(page, 'de')
  await useScenario(page, 'shopOrderSoldOut')
  const form = page.getByRole('form')
  await form.getByRole('button', { name: say('de', 'Place order') }).click()
  const outOfStock = (line: string) => say('de', '{line} is out of stock: please remove it from your cart.', { line })
  // The demo cart: the hoodie in S and indigo, the headphones and two mugs in their first colours.
  const reason = [
    outOfStock(lineName('de', 'Storm hoodie', 'S', say('de', 'Indigo'))),
    outOfStock(lineName('de', 'Aurora headphones', say('de', 'Black'))),
    outOfStock(lineName('de', 'Ceramic mug', say('de', 'White'))),
    say('de', 'Your order was not placed and nothing was charged.'),
  ].join(' ')
  await expect(form.getByRole('alert')).toHaveText(reason)
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toBeVisible()
  await expect(badge(page)).toHaveText('4')
  allowProblem(/^HTTP 400: POST .*\/api\/v1\/Shop\/Order\/Create$/)
  allowProblem(/^console\.error: (Failed to load resource|HTTPError|Request failed)/)
})

test('tr: the product page takes no more than the stock and says so', async ({ page, visit }) => {
  await startWithCart(page, [])
  await visit('/tr/shop/single/usb-c-hub')
  const quantity = page.getByRole('spinbutton', { name: say('tr', 'Quantity'), exact: true })
  await quantity.fill('50')
  await expect(page.getByRole('status').filter({ hasText: say('tr', 'Only {stock} in stock: the quantity is {stock}.', { stock: 18 }) })).toBeVisible()
  await expect(quantity).toHaveValue('18')
  await page.getByRole('button', { name: say('tr', 'Add to cart: {name}', { name: say('tr', 'USB-C hub') }) }).click()
  await expect(badge(page)).toHaveText('18')
  expect(await storedCart(page)).toEqual([expect.objectContaining({ productId: 'usb-c-hub', quantity: 18 })])
})
