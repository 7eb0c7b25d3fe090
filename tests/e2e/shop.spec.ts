import type { Page } from '@playwright/test'
import { LANGUAGES, type Lang } from '../../src/lib/languages'
import { say, sayAll } from './catalogs'
import { fillCheckout } from './checkout'
import { reopenBeforeTheCloseEvent } from './dialogs'
import { escapeRegExp, expect, startWithCart, storedCart, test, testInOneLanguage } from './fixtures'
import { recordFetchBodies, sentBodies, useScenario } from './scenarios'

/** What the shop says, by its English source; each language's words come from its catalogs (locales/<lang>/*.po). */
const MESSAGES = {
  shop: 'Shop',
  hoodie: 'Storm hoodie',
  mug: 'Ceramic mug',
  lamp: 'Desk lamp',
  watch: 'Smart watch',
  indigo: 'Indigo',
  white: 'White',
  quantity: 'Quantity',
  panel: 'Your cart',
  close: 'Close cart',
  subtotal: 'Subtotal',
  checkout: 'Continue to Checkout',
  placeOrder: 'Place order',
  fullName: 'Full name',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
  nameError: 'Please enter your name',
  cardError: 'Please enter a valid card number',
  thanks: 'Thank you for your order',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  empty: 'Your cart is empty',
  browse: 'Browse the shop',
  wishlistEmpty: 'Your wishlist is empty',
  sortBy: 'Sort by',
  tech: 'Tech',
  notFound: 'Something gone wrong!',
}

/** The shop's texts in a language, with the messages that name a product or count. */
function textsOf(lang: Lang) {
  const text = sayAll(lang, MESSAGES)
  const named = (message: string) => (name: string) => say(lang, message, { name })
  return {
    ...text,
    // A cart line is named after its product and choice (the demo cart's: S and Indigo, White).
    hoodieLine: say(lang, '{name} ({choice})', { name: text.hoodie, choice: `S, ${text.indigo}` }),
    mugLine: say(lang, '{name} ({choice})', { name: text.mug, choice: text.white }),
    cart: (count: number) => (count === 0 ? say(lang, 'Cart, empty') : say(lang, '{count, plural, one {Cart, # item} other {Cart, # items}}', { count })),
    products: (count: number) => say(lang, '{count, plural, one {# product} other {# products}}', { count }),
    addToCart: named('Add to cart: {name}'),
    outOfStock: named('Out of stock: {name}'),
    added: named('{name} added to your cart'),
    removed: named('{name} removed from your cart'),
    soldOut: named('{name} is out of stock'),
    quantityOf: named('Quantity of {name}'),
    remove: named('Remove: {name}'),
    wishlistOf: named('Save {name} to wishlist'),
    moveToCart: named('Move to cart: {name}'),
  }
}
const TEXT = { tr: textsOf('tr'), en: textsOf('en'), de: textsOf('de') } satisfies Record<Lang, unknown>

const cartButton = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${escapeRegExp(TEXT[lang].cart(0).split(',')[0] ?? '')},`) })
const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count')

// Each test in one language, named in its title (fixtures.ts `testInOneLanguage`).
const oneLanguage = testInOneLanguage(LANGUAGES)
for (const lang of LANGUAGES) {
  const text = TEXT[lang]

  test.describe(`shop in ${lang}`, () => {
    // Each journey visits several pages and runs axe in both themes.
    test.slow()

    oneLanguage(lang, 'adds from the grid and from a product page; the badge counts; a reload keeps the cart', async ({ page, visit }) => {
      await startWithCart(page, [])
      // Cart toasts live 1000 ms, which a busy machine can let pass between two looks: the page
      // records each toast as it appears, with its progress bar, and the test reads the record.
      await page.addInitScript(() => {
        const seen: { text: string; progress: boolean }[] = []
        new MutationObserver(() => {
          for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
            const words = toast.textContent ?? ''
            const progress = toast.querySelector('[data-testid="toast-progress"]') !== null
            const known = seen.find((item) => item.text === words)
            if (known === undefined) seen.push({ text: words, progress })
            else known.progress ||= progress
          }
        }).observe(document, { childList: true, subtree: true })
        Object.assign(window, { seenToasts: seen })
      })
      const seenToasts = () => page.evaluate(() => (window as unknown as { seenToasts: { text: string; progress: boolean }[] }).seenToasts)
      await visit(`/${lang}/shop/grid`)
      await expect(page.getByRole('heading', { level: 1, name: text.shop })).toBeVisible()
      await expect(badge(page)).toHaveCount(0)
      await expect(cartButton(page, lang)).toHaveAccessibleName(text.cart(0))

      await page.getByRole('button', { name: text.addToCart(text.mug) }).click()
      await expect.poll(seenToasts).toContainEqual({ text: expect.stringContaining(text.added(text.mug)), progress: true })
      await expect(badge(page)).toHaveText('1')
      await expect(cartButton(page, lang)).toHaveAccessibleName(text.cart(1))
      // Cart toasts last 1000 ms.
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: text.added(text.mug) })).toHaveCount(0, { timeout: 3000 })

      await page.getByRole('link', { name: text.lamp }).click()
      await expect(page.getByRole('heading', { level: 1, name: text.lamp })).toBeVisible()
      await page.getByRole('spinbutton', { name: text.quantity, exact: true }).fill('2')
      await page.getByRole('button', { name: text.addToCart(text.lamp) }).click()
      await expect.poll(seenToasts).toContainEqual({ text: expect.stringContaining(text.added(text.lamp)), progress: true })
      await expect(badge(page)).toHaveText('3')

      await page.reload()
      await expect(badge(page)).toHaveText('3')
      expect(await storedCart(page)).toEqual([
        // Each with its default choice: the first colour in stock.
        { id: 'line-ceramic-mug-white', productId: 'ceramic-mug', quantity: 1, choice: { color: 'white' } },
        { id: 'line-desk-lamp-black', productId: 'desk-lamp', quantity: 2, choice: { color: 'black' } },
      ])
    })

    oneLanguage(lang, 'the cart panel by keyboard alone: quantity, remove, subtotal, checkout link, Esc', async ({ page, visit, expectAccessible }) => {
      await visit(`/${lang}`)
      // A first visit has the three demo items: hoodie, headphones and two mugs.
      await expect(badge(page)).toHaveText('4')
      const button = cartButton(page, lang)
      await button.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByRole('dialog', { name: text.panel })
      // The panel's code loads on first use.
      await expect(panel).toBeVisible({ timeout: 15_000 })
      await expect(panel.getByRole('combobox', { name: text.quantityOf(text.mugLine) })).toHaveValue('2')
      await expect(panel.getByText(text.subtotal)).toBeVisible()
      // Focus is inside the panel, which is modal: the page behind is inert.
      expect(await page.evaluate(() => document.activeElement?.closest('dialog')?.matches(':modal') ?? false)).toBe(true)

      const select = panel.getByRole('combobox', { name: text.quantityOf(text.mugLine) })
      await select.focus()
      await expect(select.locator('option')).toHaveText(['01', '02', '03'])
      await select.selectOption('3')
      await expect(badge(page)).toHaveText('5')

      await panel.getByRole('button', { name: text.remove(text.hoodieLine) }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText(text.removed(text.hoodie))).toBeVisible()
      await expect(badge(page)).toHaveText('4')
      await expect(panel.getByRole('link', { name: text.checkout })).toHaveAttribute('href', `/${lang}/shop/checkout`)
      await expectAccessible({ within: 'dialog[open]' })

      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(button).toBeFocused()

      // The backdrop closes it too.
      await button.click()
      await expect(panel).toBeVisible()
      await page.mouse.click(10, 300)
      await expect(panel).toBeHidden()
      // Opened again before the closed panel's `close` event has arrived, the new panel stays.
      await button.click()
      await reopenBeforeTheCloseEvent(page)
      await expect(panel).toBeVisible()
    })

    oneLanguage(lang, 'the cart page changes quantities and empties to the empty state', async ({ page, visit }) => {
      await visit(`/${lang}/shop/cart`)
      const main = page.getByRole('main')
      await main.getByRole('combobox', { name: text.quantityOf(text.mugLine) }).selectOption('1')
      await expect(badge(page)).toHaveText('3')
      for (const [line, name] of [
        [text.hoodieLine, text.hoodie],
        [text.mugLine, text.mug],
      ] as const) {
        await main.getByRole('button', { name: text.remove(line) }).click()
        await expect(page.getByText(text.removed(name))).toBeVisible()
      }
      await main.getByRole('button', { name: new RegExp(`^${escapeRegExp(text.remove(''))}`) }).click()
      await expect(main.getByText(text.empty)).toBeVisible()
      await expect(badge(page)).toHaveCount(0)
      await expect(main.getByRole('link', { name: text.browse })).toHaveAttribute('href', `/${lang}/shop/grid`)
      expect(await storedCart(page)).toEqual([])
    })

    oneLanguage(lang, 'an out-of-stock product is not added and says so', async ({ page, visit }) => {
      await visit(`/${lang}/shop/single/smart-watch`)
      const button = page.getByRole('button', { name: text.outOfStock(text.watch) })
      await expect(button).toHaveAttribute('aria-disabled', 'true')
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText(text.soldOut(text.watch))).toBeVisible()
      await expect(badge(page)).toHaveText('4')
    })

    oneLanguage(lang, 'wishlist: heart toggles and the wishlist page moves to cart and removes', async ({ page, visit }) => {
      await visit(`/${lang}/account/wishlist`)
      await expect(page.getByText(text.wishlistEmpty)).toBeVisible()
      await visit(`/${lang}/shop/grid`)
      for (const name of [text.lamp, text.mug]) {
        const heart = page.getByRole('button', { name: text.wishlistOf(name) })
        await expect(heart).toHaveAttribute('aria-pressed', 'false')
        await heart.click()
        await expect(heart).toHaveAttribute('aria-pressed', 'true')
      }
      await page.getByRole('button', { name: text.wishlistOf(text.mug) }).click()
      await expect(page.getByRole('button', { name: text.wishlistOf(text.mug) })).toHaveAttribute('aria-pressed', 'false')
      await page.getByRole('button', { name: text.wishlistOf(text.hoodie) }).click()

      await visit(`/${lang}/account/wishlist`)
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: text.lamp })).toBeVisible()
      await expect(main.getByRole('link', { name: text.mug })).toHaveCount(0)
      await main.getByRole('button', { name: text.moveToCart(text.lamp) }).click()
      await expect(page.getByText(text.added(text.lamp))).toBeVisible()
      await expect(badge(page)).toHaveText('5')
      await main.getByRole('button', { name: text.remove(text.hoodie) }).click()
      await expect(main.getByText(text.wishlistEmpty)).toBeVisible()
    })

    oneLanguage(lang, 'checkout: validation, then a successful order that empties the cart', async ({ page, visit }) => {
      await recordFetchBodies(page, /\/api\/v1\/Shop\/Order\/Create$/)
      await visit(`/${lang}/shop/checkout`)
      const form = page.getByRole('form')
      await form.getByRole('button', { name: text.placeOrder }).click()
      await expect(form.getByText(text.nameError)).toBeVisible()
      await expect(form.getByLabel(text.fullName)).toBeFocused()
      await expect(form.getByLabel(text.fullName)).toHaveAttribute('aria-invalid', 'true')

      await form.getByLabel(text.fullName).fill('Ayşe Yılmaz')
      for (const [key, value] of Object.entries({
        email: 'ayse@example.com',
        phone: '+90 532 123 45 67',
        address: 'Cengiz Topel Cad. 12',
        city: 'Eskişehir',
        postalCode: '26130',
      })) {
        await form.getByLabel(text[key as 'email' | 'phone' | 'address' | 'city' | 'postalCode'], { exact: true }).fill(value)
      }
      // The country is a select of the countries the shop delivers to.
      await form.getByRole('combobox', { name: text.country }).selectOption('TR')
      await form.getByLabel(text.cardNumber).fill('4242 4242 4242 4241')
      await form.getByLabel(text.expiry).fill('12/30')
      await form.getByLabel(text.cvc).fill('123')
      await expect(form.getByText(text.cardError)).toBeVisible()
      await form.getByLabel(text.cardNumber).fill('4242 4242 4242 4242')
      await expect(form.getByText(text.cardError)).toBeHidden()
      await form.getByRole('button', { name: text.placeOrder }).click()

      await expect(page.getByRole('heading', { name: text.thanks })).toBeVisible()
      const orderNumber = page.getByRole('main').locator('strong')
      await expect(orderNumber).toHaveText(/^ST-\d+$/)
      await expect(badge(page)).toHaveCount(0)
      expect(await storedCart(page)).toEqual([])
      const bodies = await sentBodies(page)
      expect(bodies).toHaveLength(1)
      expect(bodies[0]).not.toContain('4242')
      expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
        lines: [
          { productId: 'storm-hoodie', quantity: 1 },
          { productId: 'aurora-headphones', quantity: 1 },
          { productId: 'ceramic-mug', quantity: 2 },
        ],
        shipping: { postalCode: '26130', country: 'TR' },
        // The demo cart comes to more than $100.00: standard delivery, free, is the first choice.
        delivery: 'standard',
      })
    })
  })
}

test('en: checkout: a failed order keeps everything typed and says why', async ({ page, visit, allowProblem }) => {
  await visit('/en/shop/checkout')
  const form = page.getByRole('form')
  const values = await fillCheckout(page, 'en', { 'Card number': '5555 5555 5555 4444', 'Expiry date (MM/YY)': '01/31', 'Security code (CVC)': '4321' })
  await form.getByRole('radio', { name: /^Express delivery/ }).check()
  await useScenario(page, 'shopOrderServerError')
  await form.getByRole('button', { name: 'Place order' }).click()
  const reason = 'Your order could not be placed. Nothing was charged; please try again.'
  await expect(form.getByRole('alert')).toHaveText(reason)
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toBeVisible()
  for (const [label, value] of Object.entries(values)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value)
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('TR')
  await expect(form.getByRole('radio', { name: /^Express delivery/ })).toBeChecked()
  await expect(badge(page)).toHaveText('4')
  allowProblem(/^HTTP 500: POST .*\/api\/v1\/Shop\/Order\/Create$/)
  allowProblem(/^console\.error: (Failed to load resource|HTTPError|Request failed)/)
})

test('en, de: grid filter and sort live in the URL; bad values fall back', async ({ page, visit }) => {
  await visit('/en/shop/grid?category=tech&sort=price-desc')
  await expect(page.getByRole('status').filter({ hasText: /products$/ })).toHaveText(TEXT.en.products(4))
  await expect(page.getByRole('link', { name: TEXT.en.tech })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('combobox', { name: TEXT.en.sortBy })).toHaveValue('price-desc')
  const names = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  expect(names).toEqual(['Smart watch', 'Aurora headphones', 'Mechanical keyboard', 'USB-C hub'])

  await page.getByRole('combobox', { name: TEXT.en.sortBy }).selectOption('rating')
  await expect(page).toHaveURL(/sort=rating/)
  await expect(page).toHaveURL(/category=tech/)

  await visit('/de/shop/grid?category=weapons&sort=%3Cscript%3E')
  await expect(page.getByRole('heading', { level: 1, name: TEXT.de.shop })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: TEXT.de.products(14) })).toHaveText(TEXT.de.products(14))
})

test('tr: an unknown product id is the translated 404 page, not indexed', async ({ page, visit }) => {
  await visit('/tr/shop/single/no-such-product', { status: 404 })
  await expect(page.getByRole('heading', { level: 1, name: TEXT.tr.notFound })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('en: corrupt storm-cart and storm-wishlist values leave a working page', async ({ page, visit }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('storm-cart', '{"broken json')
      localStorage.setItem('storm-wishlist', '[{"id":1,"name":"old shape"}]')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await visit('/en/shop/grid')
  await expect(badge(page)).toHaveText('4')
  await page.getByRole('button', { name: TEXT.en.wishlistOf(TEXT.en.mug) }).click()
  await page.getByRole('button', { name: TEXT.en.addToCart(TEXT.en.lamp) }).click()
  await expect(badge(page)).toHaveText('5')
  expect(await page.evaluate(() => localStorage.getItem('storm-wishlist'))).toBe('["ceramic-mug"]')
})

test('en, de: two tabs stay in sync', async ({ page, context, visit }) => {
  await visit('/en/shop/grid')
  const other = await context.newPage()
  await other.goto('/de/shop/cart')
  await other.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await expect(badge(other)).toHaveText('4')
  await page.getByRole('button', { name: TEXT.en.addToCart(TEXT.en.lamp) }).click()
  await expect(badge(page)).toHaveText('5')
  await expect(badge(other)).toHaveText('5')
  await expect(other.getByRole('main').getByRole('link', { name: TEXT.de.lamp })).toBeVisible()
  await other.getByRole('main').getByRole('button', { name: TEXT.de.remove(TEXT.de.mug) }).click()
  await expect(badge(page)).toHaveText('3')
  await other.close()
})
