import type { Locator, Page } from '@playwright/test'
import { say } from './catalogs'
import { expect, startWithCart, storedCart, test } from './fixtures'

// Issue 29, item 4: feedback a shopper sees. Toasts never cover the header's cart button or the open
// cart panel, a removal offers Undo, the wishlist heart says what it did, and no badge shows 0.

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 768 } } as const

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / })
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count')
const toasts = (page: Page) => page.locator('[data-sonner-toast]')

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (found === null) throw new Error(`${locator.toString()} has no box`)
  return found
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Every visible toast's box once it has slid into place (it enters from behind the header). */
async function toastBoxes(page: Page): Promise<Box[]> {
  // All boxes in one call: a toast that leaves meanwhile is simply not measured (a locator of it
  // would wait for it until the test's time runs out).
  const measure = () =>
    toasts(page).evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0).map(({ x, y, width, height }) => ({ x, y, width, height })),
    )
  let before = await measure()
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(50)
    const now = await measure()
    if (JSON.stringify(now) === JSON.stringify(before)) return now
    before = now
  }
  return before
}

// The demo cart as it is saved after a change: each line with its product's default choice.
const DEMO_CART = [
  { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 1, choice: { size: 's', color: 'indigo' } },
  { id: 'line-aurora-headphones', productId: 'aurora-headphones', quantity: 1, choice: { color: 'black' } },
  { id: 'line-ceramic-mug', productId: 'ceramic-mug', quantity: 2, choice: { color: 'white' } },
]

for (const [layout, viewport] of Object.entries(WIDTHS)) {
  test.describe(`cart feedback on a ${layout} (${viewport.width} px)`, () => {
    test.use({ viewport })
    test.slow()

    test('en: the "added" toast shows below the header, clear of the cart button, at the top and scrolled', async ({ page, visit }) => {
      await startWithCart(page, [])
      await visit('/en/shop/grid')
      for (const [name, scroll] of [['Ceramic mug', 0], ['Desk lamp', 900]] as const) {
        const add = page.getByRole('button', { name: `Add to cart: ${name}` })
        await add.scrollIntoViewIfNeeded()
        if (scroll > 0) await page.evaluate((y) => window.scrollTo(0, y), scroll)
        await add.click()
        const toast = toasts(page).filter({ hasText: `${name} added to your cart` })
        await expect(toast).toBeVisible()
        const boxes = await toastBoxes(page)
        const button = await box(cartButton(page))
        for (const found of boxes) expect(overlap(found, button), `a toast covers the cart button: ${JSON.stringify({ found, button })}`).toBe(false)
        await expect(toast).toBeHidden({ timeout: 3000 })
      }
    })

    test('en: with the panel open, the panel shows the notice, no toast covers it, and Undo puts the line back', async ({ page, visit, expectAccessible }) => {
      await visit('/en')
      await expect(badge(page)).toHaveText('4')
      await cartButton(page).click()
      const panel = page.getByRole('dialog', { name: 'Your cart' })
      await expect(panel).toBeVisible({ timeout: 15_000 })
      const mug = panel.getByRole('combobox', { name: 'Quantity of Ceramic mug (White)' })
      await expect(mug).toHaveValue('2')

      await panel.getByRole('button', { name: 'Remove: Storm hoodie (S, Indigo)' }).click()
      const notice = panel.getByRole('status').filter({ hasText: 'Storm hoodie removed from your cart' })
      await expect(notice).toBeVisible()
      await expect(badge(page)).toHaveText('3')
      const dialog = await box(panel)
      const button = await box(cartButton(page))
      for (const found of await toastBoxes(page)) {
        expect(overlap(found, dialog), 'a toast covers the open panel').toBe(false)
        expect(overlap(found, button), 'a toast covers the cart button').toBe(false)
      }
      await expectAccessible({ within: 'dialog[open]' })

      await panel.getByRole('button', { name: 'Undo: Storm hoodie (S, Indigo)' }).click()
      await expect(panel.getByRole('status')).toHaveText('Storm hoodie (S, Indigo) is back in your cart')
      await expect(badge(page)).toHaveText('4')
      expect(await storedCart(page)).toEqual(DEMO_CART)
      // The hoodie is the first line again.
      await expect(panel.getByRole('combobox', { name: /^Quantity of / }).first()).toHaveAccessibleName('Quantity of Storm hoodie (S, Indigo)')
      await expect(mug).toHaveValue('2')
    })
  })
}

test.describe('cart feedback', () => {
  test.slow()

  test('en: a removal on the cart page offers Undo, which restores the line with its quantity at its place', async ({ page, visit }) => {
    await visit('/en/shop/cart')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Remove: Aurora headphones (Black)' }).click()
    const toast = toasts(page).filter({ hasText: 'Aurora headphones removed from your cart' })
    await expect(toast).toBeVisible()
    expect(await storedCart(page)).toEqual([DEMO_CART[0], DEMO_CART[2]])
    await toast.getByRole('button', { name: 'Undo' }).click()
    await expect(toasts(page).filter({ hasText: 'Aurora headphones (Black) is back in your cart' })).toBeVisible()
    expect(await storedCart(page)).toEqual(DEMO_CART)
    await expect(main.getByRole('combobox', { name: /^Quantity of / }).nth(1)).toHaveAccessibleName('Quantity of Aurora headphones (Black)')
    await expect(badge(page)).toHaveText('4')
  })

  test('en: no badge once the last item is removed; Undo brings it back', async ({ page, visit }) => {
    // A cart stored before the shop had choices: the lamp reads with its default colour.
    await startWithCart(page, [{ id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 3 }])
    await visit('/en/shop/grid')
    await expect(badge(page)).toHaveText('3')
    await cartButton(page).click()
    const panel = page.getByRole('dialog', { name: 'Your cart' })
    await expect(panel).toBeVisible({ timeout: 15_000 })
    await panel.getByRole('button', { name: 'Remove: Desk lamp (Black)' }).click()
    await expect(panel.getByText('Your cart is empty')).toBeVisible()
    await expect(badge(page)).toHaveCount(0)
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty')
    await panel.getByRole('button', { name: 'Undo: Desk lamp (Black)' }).click()
    await expect(badge(page)).toHaveText('3')
    await expect(panel.getByRole('combobox', { name: 'Quantity of Desk lamp (Black)' })).toHaveValue('3')
  })

  test('de: the wishlist heart announces added and removed, and its pressed state follows', async ({ page, visit }) => {
    const mug = say('de', 'Ceramic mug')
    await visit('/de/shop/grid')
    const heart = page.getByRole('button', { name: say('de', 'Save {name} to wishlist', { name: mug }) })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    // sonner's region is a polite live region: what shows there is heard.
    const live = page.locator('section[aria-live="polite"]')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(live.getByText(say('de', '{name} saved to your wishlist', { name: mug }))).toBeVisible()
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect(live.getByText(say('de', '{name} removed from your wishlist', { name: mug }))).toBeVisible()
  })
})
