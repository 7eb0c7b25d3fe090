import type { Locator, Page } from '@playwright/test'
import type { Lang } from '../../src/lib/languages'
import { DEMO_ACCOUNT } from '../../mocks/fixtures/account'
import { say, sayAll } from './catalogs'
import { expect, startWithCart, storedCart, test } from './fixtures'
import { recordFetchBodies, sentBodies } from './scenarios'

/**
 * Product choices (issue 29, item 2): size and colour as radio groups on the product page, by
 * keyboard and by mouse; an out-of-stock choice disabled and named; the quantity stepper; one cart
 * line per product and choice, shown in the panel, the cart, the checkout, the confirmation and the
 * order history; a cart stored before the shop had choices still loads.
 */

/** What the product page, the cart and the checkout say, by their English sources (locales/<lang>/*.po). */
const MESSAGES = {
  hoodie: 'Storm hoodie',
  size: 'Size',
  colour: 'Colour',
  black: 'Black',
  indigo: 'Indigo',
  grey: 'Grey',
  quantity: 'Quantity',
  increase: 'Increase quantity',
  decrease: 'Decrease quantity',
  cart: 'Cart',
  panel: 'Your cart',
  viewCart: 'View cart',
  signIn: 'Sign in',
  email: 'Email',
  password: 'Password',
  checkout: 'Checkout',
  fullName: 'Full name',
  placeOrder: 'Place order',
  thanks: 'Thank you for your order',
  summary: 'Order summary',
}

/** The texts in a language, with the messages that name a product, a choice or a count. */
function textsOf(lang: Lang) {
  return {
    ...sayAll(lang, MESSAGES),
    outOfStock: (label: string) => say(lang, '{label} — out of stock', { label }),
    announced: (next: number) => say(lang, 'Quantity: {next}', { next }),
    add: (name: string) => say(lang, 'Add to cart: {name}', { name }),
    added: (name: string) => say(lang, '{name} added to your cart', { name }),
    quantityOf: (name: string) => say(lang, 'Quantity of {name}', { name }),
    line: (name: string, size: string, color: string) => say(lang, '{name} ({choice})', { name, choice: `${size}, ${color}` }),
    described: (size: string, color: string) => `${say(lang, 'Size: {size}', { size })} · ${say(lang, 'Colour: {color}', { color })}`,
    picture: (name: string, color: string, shownPosition: number) => say(lang, '{name} in {color}, image {shownPosition} of {total}', { name, color, shownPosition, total: 3 }),
  }
}

const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count')

/** The picture of the hoodie in a colour: the first indigo, the second black. */
const HOODIE_PICTURES = { indigo: '/images/shop/storm-hoodie-1.svg', black: '/images/shop/storm-hoodie-2.svg' } as const

/** The picture beside the line that a text (its size and colour) describes, within a part of the page. */
function linePicture(part: Locator, described: string): Locator {
  return part.getByRole('listitem').filter({ hasText: described }).locator('img')
}

for (const lang of ['en', 'de'] as const) {
  const text = textsOf(lang)
  const lineL = text.line(text.hoodie, 'L', text.black)
  const lineM = text.line(text.hoodie, 'M', text.indigo)

  test(`${lang}: size and colour by keyboard and mouse, two lines for two choices in the panel, cart, checkout, confirmation and order history, each with its colour's picture`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.slow()
    await startWithCart(page, [])
    await recordFetchBodies(page, /\/api\/v1\/Shop\/Order\/Create$/)
    // Signed in, so the order lands in the account's order history (and the checkout is filled in).
    await visit(`/${lang}/auth/sign-in?returnUrl=${encodeURIComponent(`/${lang}/shop/single/storm-hoodie`)}`)
    const signIn = page.getByRole('form', { name: text.signIn })
    await signIn.getByRole('textbox', { name: text.email }).fill(DEMO_ACCOUNT.email)
    await signIn.getByLabel(text.password, { exact: true }).fill(DEMO_ACCOUNT.password)
    await signIn.getByLabel(text.password, { exact: true }).press('Enter')
    await expect(page).toHaveURL(`/${lang}/shop/single/storm-hoodie`)
    await expect(page.getByRole('heading', { level: 1, name: text.hoodie })).toBeVisible()

    const sizes = page.getByRole('group', { name: text.size, exact: true })
    const colours = page.getByRole('group', { name: text.colour, exact: true })
    // The first size and colour in stock are chosen to begin with.
    await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeChecked()
    await expect(colours.getByRole('radio', { name: text.indigo })).toBeChecked()
    // The picture is the chosen colour's.
    const picture = page.getByRole('img', { name: text.picture(text.hoodie, text.indigo, 1) })
    await expect(picture).toHaveAttribute('src', HOODIE_PICTURES.indigo)
    // Out of stock: disabled, and said in words, seen and heard.
    await expect(sizes.getByRole('radio', { name: text.outOfStock('XL') })).toBeDisabled()
    await expect(sizes.getByText(text.outOfStock('XL'))).toBeVisible()
    await expect(colours.getByRole('radio', { name: text.outOfStock(text.grey) })).toBeDisabled()
    await expect(colours.getByText(text.indigo)).toBeVisible()
    await expectAccessible({ within: 'main' })

    // Keyboard: arrows move the choice within a group (skipping what is out of stock).
    await sizes.getByRole('radio', { name: 'S', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked()
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(sizes.getByRole('radio', { name: 'XXL', exact: true })).toBeChecked()
    await page.keyboard.press('ArrowLeft')
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(colours.getByRole('radio', { name: text.indigo })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(colours.getByRole('radio', { name: text.black })).toBeChecked()
    // Black: the black hoodie's picture.
    await expect(page.getByRole('img', { name: text.picture(text.hoodie, text.black, 2) })).toHaveAttribute('src', HOODIE_PICTURES.black)

    // The stepper: 2 by the + button, said in a live region.
    await page.getByRole('button', { name: text.increase }).click()
    await expect(page.getByRole('spinbutton', { name: text.quantity, exact: true })).toHaveValue('2')
    await expect(page.getByRole('status').filter({ hasText: text.announced(2) })).toBeAttached()
    await page.getByRole('button', { name: text.add(text.hoodie) }).click()
    await expect(page.getByText(text.added(text.hoodie)).first()).toBeVisible()
    await expect(badge(page)).toHaveText('2')

    // Mouse: M and Indigo, one piece; then the same choice again adds to its line.
    await sizes.getByText('M', { exact: true }).click()
    await colours.getByText(text.indigo).click()
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await expect(colours.getByRole('radio', { name: text.indigo })).toBeChecked()
    await expect(picture).toHaveAttribute('src', HOODIE_PICTURES.indigo)
    await page.getByRole('button', { name: text.decrease }).click()
    await expect(page.getByRole('spinbutton', { name: text.quantity, exact: true })).toHaveValue('1')
    await page.getByRole('button', { name: text.add(text.hoodie) }).click()
    await expect(badge(page)).toHaveText('3')
    await page.getByRole('button', { name: text.add(text.hoodie) }).click()
    await expect(badge(page)).toHaveText('4')
    expect(await storedCart(page)).toEqual([
      { id: 'line-storm-hoodie-l-black', productId: 'storm-hoodie', quantity: 2, choice: { size: 'l', color: 'black' } },
      { id: 'line-storm-hoodie-m-indigo', productId: 'storm-hoodie', quantity: 2, choice: { size: 'm', color: 'indigo' } },
    ])

    // Two lines in the panel, each named and described by its choice.
    await page.getByRole('banner').getByRole('button', { name: new RegExp(`^${text.cart},`) }).click()
    const panel = page.getByRole('dialog', { name: text.panel })
    await expect(panel).toBeVisible({ timeout: 15_000 })
    await expect(panel.getByRole('combobox', { name: text.quantityOf(lineL) })).toHaveValue('2')
    await expect(panel.getByRole('combobox', { name: text.quantityOf(lineM) })).toHaveValue('2')
    await expect(panel.getByText(text.described('L', text.black))).toBeVisible()
    await expect(panel.getByText(text.described('M', text.indigo))).toBeVisible()
    // Each line with the picture of its colour.
    await expect(linePicture(panel, text.described('L', text.black))).toHaveAttribute('src', HOODIE_PICTURES.black)
    await expect(linePicture(panel, text.described('M', text.indigo))).toHaveAttribute('src', HOODIE_PICTURES.indigo)
    // The panel keeps its 01/02/03 select; a change goes to that line only.
    await panel.getByRole('combobox', { name: text.quantityOf(lineM) }).selectOption('1')
    await expect(badge(page)).toHaveText('3')
    await expect(panel.getByRole('combobox', { name: text.quantityOf(lineL) })).toHaveValue('2')
    await panel.getByRole('link', { name: text.viewCart }).click()

    // The cart page.
    const main = page.getByRole('main')
    await expect(main.getByRole('combobox', { name: text.quantityOf(lineL) })).toHaveValue('2')
    await expect(main.getByRole('combobox', { name: text.quantityOf(lineM) })).toHaveValue('1')
    await expect(main.getByText(text.described('L', text.black))).toBeVisible()
    await expect(linePicture(main, text.described('L', text.black))).toHaveAttribute('src', HOODIE_PICTURES.black)

    // The checkout's summary, the order sent, and the confirmation.
    await visit(`/${lang}/shop/checkout`)
    const summary = page.getByRole('region', { name: text.summary })
    await expect(summary.getByText(text.described('L', text.black))).toBeVisible()
    await expect(summary.getByText(text.described('M', text.indigo))).toBeVisible()
    await expect(linePicture(summary, text.described('L', text.black))).toHaveAttribute('src', HOODIE_PICTURES.black)
    const form = page.getByRole('form', { name: text.checkout })
    // The account fills in the form (and offers its saved card) once it has loaded.
    await expect(form.getByLabel(text.fullName)).not.toHaveValue('')
    await form.getByRole('button', { name: text.placeOrder }).click()
    await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible()
    const orderNumber = (await main.locator('strong').textContent()) ?? ''
    await expect(main.getByText(text.described('L', text.black))).toBeVisible()
    await expect(main.getByText(text.described('M', text.indigo))).toBeVisible()
    const [body] = await sentBodies(page)
    expect(JSON.parse(body ?? '{}')).toMatchObject({
      lines: [
        { productId: 'storm-hoodie', quantity: 2, choice: { size: 'l', color: 'black' } },
        { productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo' } },
      ],
    })

    // The order history.
    await visit(`/${lang}/account/order-history`)
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: orderNumber }) })
    await expect(row.getByText(text.described('L', text.black))).toBeVisible()
    await expect(row.getByText(text.described('M', text.indigo))).toBeVisible()
    await expect(linePicture(row, text.described('L', text.black))).toHaveAttribute('src', HOODIE_PICTURES.black)
    await expect(linePicture(row, text.described('M', text.indigo))).toHaveAttribute('src', HOODIE_PICTURES.indigo)
  })
}

test('tr: an out-of-stock choice is disabled and named, and a click does not choose it', async ({ page, visit }) => {
  const text = textsOf('tr')
  await visit('/tr/shop/single/rain-jacket')
  const sizes = page.getByRole('group', { name: text.size, exact: true })
  const colours = page.getByRole('group', { name: text.colour, exact: true })
  await expect(sizes.getByRole('radio', { name: text.outOfStock('XS') })).toBeDisabled()
  await expect(sizes.getByText(text.outOfStock('XS'))).toBeVisible()
  await expect(colours.getByRole('radio', { name: text.outOfStock(say('tr', 'Navy')) })).toBeDisabled()
  // The first in stock: S and red.
  await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeChecked()
  await expect(colours.getByRole('radio', { name: say('tr', 'Red') })).toBeChecked()
  // A disabled option cannot be chosen by a click either.
  await sizes.getByText(text.outOfStock('XS')).click({ force: true })
  await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeChecked()
})

test('tr: the stepper stays between 1 and the stock, by buttons, typing and arrow keys', async ({ page, visit }) => {
  // The desk lamp: 4 in stock, two colours, one size (stated, not a choice).
  const text = textsOf('tr')
  await visit('/tr/shop/single/desk-lamp')
  await expect(page.getByRole('group', { name: text.size, exact: true })).toHaveCount(0)
  await expect(page.getByRole('group', { name: text.colour, exact: true })).toBeVisible()
  const input = page.getByRole('spinbutton', { name: text.quantity, exact: true })
  const minus = page.getByRole('button', { name: text.decrease })
  const plus = page.getByRole('button', { name: text.increase })
  await expect(input).toHaveValue('1')
  // At a limit a button says it is unavailable but keeps its focus; a press changes nothing.
  await expect(minus).toHaveAttribute('aria-disabled', 'true')
  await minus.focus()
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('1')
  for (let press = 0; press < 3; press += 1) await plus.click()
  await expect(input).toHaveValue('4')
  await expect(plus).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('status').filter({ hasText: text.announced(4) })).toBeAttached()
  await plus.focus()
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('4')
  await expect(plus).toBeFocused()
  // Keyboard: Enter on a focused button, and the arrow keys on the number.
  await minus.focus()
  await page.keyboard.press('Enter')
  await expect(input).toHaveValue('3')
  await input.focus()
  await page.keyboard.press('ArrowDown')
  await expect(input).toHaveValue('2')
  await input.fill('9')
  await input.blur()
  await expect(input).toHaveValue('4')
  await page.getByRole('button', { name: text.add(say('tr', 'Desk lamp')) }).click()
  await expect(badge(page)).toHaveText('8')
})

test('en: a cart stored before the shop had choices loads with each line whole, its default choice shown', async ({ page, visit }) => {
  await startWithCart(page, [
    { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 2 },
    { id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 },
  ])
  await visit('/en/shop/cart')
  await expect(badge(page)).toHaveText('3')
  const main = page.getByRole('main')
  await expect(main.getByRole('combobox', { name: 'Quantity of Storm hoodie (S, Indigo)' })).toHaveValue('2')
  await expect(main.getByText('Size: S · Colour: Indigo')).toBeVisible()
  // A product without choices keeps its plain name.
  await expect(main.getByRole('combobox', { name: 'Quantity of USB-C hub' })).toHaveValue('1')
  // The header's panel, on a page outside the shop, names the choice too.
  await visit('/en')
  await page.getByRole('banner').getByRole('button', { name: /^Cart,/ }).click()
  const panel = page.getByRole('dialog', { name: 'Your cart' })
  await expect(panel).toBeVisible({ timeout: 15_000 })
  await expect(panel.getByText('Size: S · Colour: Indigo')).toBeVisible()
  await page.keyboard.press('Escape')
  // Adding the hoodie from the grid (its default choice) adds to that line.
  await visit('/en/shop/grid')
  await page.getByRole('button', { name: 'Add to cart: Storm hoodie' }).click()
  await expect(badge(page)).toHaveText('4')
  expect(await storedCart(page)).toEqual([
    { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 3, choice: { size: 's', color: 'indigo' } },
    { id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 },
  ])
})
