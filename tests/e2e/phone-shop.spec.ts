import type { Locator, Page } from '@playwright/test'
import { LANGUAGES } from '../../src/lib/languages'
import { say } from './catalogs'
import { fillCheckout } from './checkout'
import { expect, recordLayoutShifts, startWithCart, test } from './fixtures'

// Issue 29, item 6: the shop on a phone (two columns of cards that still read well), the language
// switcher in the phone menu, and the header's overlays in the site's theme.

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (found === null) throw new Error(`${locator.toString()} has no box`)
  return found
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** How many lines an element's text takes. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
    return tops.size
  })
}

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor)
const WHITE = 'rgb(255, 255, 255)'

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('storm-theme', JSON.stringify(value)), theme)
}

test.describe('the shop grid on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  for (const lang of LANGUAGES) {
    test(`two columns of cards whose parts do not collide (${lang})`, async ({ page, visit }) => {
      await visit(`/${lang}/shop/grid`)
      const cards = page.getByRole('main').locator('article')
      await expect(cards.first()).toBeVisible()
      const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))]
      expect(Math.round(first.y)).toBe(Math.round(second.y))
      expect(second.x).toBeGreaterThan(first.x + first.width - 1)
      expect(second.x + second.width).toBeLessThanOrEqual(360)

      for (const index of [0, 1, 2, 3]) {
        const card = cards.nth(index)
        await card.scrollIntoViewIfNeeded()
        const parts = {
          name: card.getByRole('heading', { level: 2 }),
          rating: card.locator('p').filter({ has: page.locator('svg') }).first(),
          price: card.locator('p.font-bold, p:has(s)').first(),
          add: card.getByRole('button').last(),
          heart: card.locator('button[aria-pressed]'),
        }
        const boxes = Object.fromEntries(await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await box(part)] as const)))
        const names = Object.keys(boxes)
        for (const [i, a] of names.entries()) {
          for (const b of names.slice(i + 1)) {
            const boxA = boxes[a]
            const boxB = boxes[b]
            if (boxA === undefined || boxB === undefined) continue
            expect(overlap(boxA, boxB), `card ${index}: ${a} overlaps ${b}`).toBe(false)
          }
        }
        for (const control of await card.locator('a:visible, button:visible').all()) {
          const found = await box(control)
          expect(found.width, `a control of card ${index} is narrower than 24 px`).toBeGreaterThanOrEqual(24)
          expect(found.height, `a control of card ${index} is lower than 24 px`).toBeGreaterThanOrEqual(24)
        }
        expect(await lineCount(parts.add), `card ${index}: the add-to-cart label wraps`).toBe(1)
        // The badges (sale, tag) sit under the picture, never over it, each on one line.
        const picture = await box(card.locator('img').first())
        for (const badge of await card.getByText(/^(?:.* )?−/).or(card.getByText(say(lang, 'Bestseller'), { exact: true })).all()) {
          const found = await box(badge)
          expect(overlap(found, picture), `card ${index}: a badge covers the picture`).toBe(false)
          expect(found.height, `card ${index}: a badge wraps`).toBeLessThanOrEqual(24)
        }
        // Nothing sticks out of the card.
        const cardBox = await box(card)
        expect(boxes.add?.x ?? 0).toBeGreaterThanOrEqual(cardBox.x)
        expect((boxes.add?.x ?? 0) + (boxes.add?.width ?? 0)).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5)
      }
    })
  }
})

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('en: carries the language switcher, which changes the language and closes the menu', async ({ page, visit }) => {
    await visit('/en/shop/grid')
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const languages = menu.getByRole('navigation', { name: 'Language' })
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page')
    await languages.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/shop\/grid$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('{"code":"de"}')
  })

  test('en: the menu, the search and the cart panel follow the light theme on the dark home header', async ({ page, visit }) => {
    await useTheme(page, 'light')
    await visit('/en')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    expect(await background(menu)).toBe(WHITE)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await header.getByRole('button', { name: 'Search', exact: true }).click()
    const search = page.getByRole('dialog', { name: 'Search the site' })
    await expect(search).toBeVisible({ timeout: 15_000 })
    expect(await background(search)).toBe(WHITE)
    await page.keyboard.press('Escape')

    await header.getByRole('button', { name: /^Cart, / }).click()
    const cart = page.getByRole('dialog', { name: 'Your cart' })
    await expect(cart).toBeVisible({ timeout: 15_000 })
    expect(await background(cart)).toBe(WHITE)
  })

  test('en: and the dark theme', async ({ page, visit }) => {
    await useTheme(page, 'dark')
    await visit('/en/contact')
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    expect(await background(menu)).not.toBe(WHITE)
  })
})

/** What one frame showed: the header's count (null while hidden) and how many of the cart's lines. */
type CartFrame = { count: string | null; lines: number }

/** A cart of the visitor's own: two desk lamps, where the demo cart has four pieces of three other products. */
const OWN_CART = [{ id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 2 }] as const

// A part that hydrates after the page must take over its prerendered HTML as it stands: once, the
// checkout's form fell back to nothing for a moment while the visitor's cart replaced the
// prerendered one, and the order summary under it jumped a screen up and back (CLS 0.67).
test.describe('the shop pages do not move while they hydrate on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  const CARTS = {
    'the demo cart': { items: undefined, paths: ['/en/shop/checkout', '/tr/shop/cart', '/de/shop/grid', '/en/shop/single/storm-hoodie'] },
    'a cart of their own': { items: OWN_CART, paths: ['/de/shop/checkout', '/en/shop/cart', '/en/shop/grid', '/tr/shop/single/storm-hoodie'] },
  } as const
  for (const [cart, { items, paths }] of Object.entries(CARTS)) {
    test(`with ${cart}: ${paths.join(', ')}`, async ({ page, visit }) => {
      if (items !== undefined) await startWithCart(page, items)
      const layoutShift = await recordLayoutShifts(page)
      for (const path of paths) {
        await visit(path)
        // What a commit after hydration changes is laid out by the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await layoutShift(), path).toBeLessThan(0.01)
      }
    })
  }
})

// Every page is prerendered with the demo cart; a visitor with a cart of their own must never see it,
// not even for the frames before the page has read theirs (the head script's `data-own-cart`).
test.describe('a visitor with a cart of their own never sees the demo cart', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // Where the page lists the cart's lines: the demo cart has three, the visitor's one. The
  // checkout's show in its summary column on a desktop (on a phone, behind the summary's disclosure).
  const PAGES = [
    { path: '/en/shop/cart', lines: 'main section[aria-labelledby="cart-items-heading"] li' },
    { path: '/de/shop/checkout', lines: 'main section[aria-labelledby="checkout-summary-heading"] li', desktop: true },
    { path: '/tr/shop/grid', lines: null },
  ]
  for (const { path, lines, desktop = false } of PAGES) {
    test(path, async ({ page, visit }) => {
      if (desktop) await page.setViewportSize({ width: 1280, height: 900 })
      await startWithCart(page, OWN_CART)
      // What each frame shows, from the first: the header's count, and how many lines.
      await page.addInitScript((selector) => {
        const frames: CartFrame[] = []
        Object.assign(window, { cartFrames: frames })
        const seen = (element: Element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        const record = () => {
          const badge = document.querySelector('[data-testid="cart-count"]')
          const shown = selector === null ? 0 : [...document.querySelectorAll(selector)].filter(seen).length
          frames.push({ count: badge !== null && seen(badge) ? badge.textContent : null, lines: shown })
          if (frames.length < 600) requestAnimationFrame(record)
        }
        requestAnimationFrame(record)
      }, lines)
      await visit(path)
      const frames = await page.evaluate(() => (window as unknown as { cartFrames: CartFrame[] }).cartFrames)
      expect(frames.length).toBeGreaterThan(5)
      expect(new Set(frames.map((frame) => frame.count).filter((count) => count !== null))).toEqual(new Set(['2']))
      if (lines === null) return
      expect(new Set(frames.map((frame) => frame.lines).filter((count) => count > 0))).toEqual(new Set([1]))
      await expect(page.locator(lines)).toHaveCount(1)
    })
  }
})

test.describe('the checkout and a product on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const lang of ['tr', 'de'] as const) {
    test(`${lang}: the order total shows in a collapsed summary above the form, before "Place order"; opened, it lists the lines`, async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await visit(`/${lang}/shop/checkout`)
      const main = page.getByRole('main')
      const line = main.locator('details > summary')
      await expect(line).toBeVisible()
      await expect(line).toContainText(say(lang, 'Order total:'))
      const placeOrder = main.getByRole('button', { name: say(lang, 'Place order') })
      expect((await box(line)).y + (await box(line)).height).toBeLessThan((await box(placeOrder)).y)
      // The first screen shows the total.
      await expect(line).toBeInViewport()
      // Collapsed, the lines are hidden; opened, they show, with the figures the line gave.
      const lines = main.locator('details li')
      await expect(lines.first()).toBeHidden()
      await line.click()
      await expect(lines).toHaveCount(3)
      await expect(lines.first()).toBeVisible()
      // One set of figures: the line's total is the summary's.
      const total = await main.locator('details').getByRole('definition').last().textContent()
      await expect(line).toContainText(total ?? 'no total')
      // The desktop's column is not shown on a phone.
      await expect(main.getByRole('region', { name: say(lang, 'Order summary') })).toBeHidden()
      await expectAccessible({ within: 'main' })
    })
  }

  test('en: "Add to cart" is full width, stays at the bottom of the screen once scrolled past, and leaves the end of the page and the back-to-top button free', async ({ page, visit }) => {
    await visit('/en/shop/single/storm-hoodie')
    const add = page.getByRole('button', { name: 'Add to cart: Storm hoodie' })
    const heart = page.getByRole('main').getByRole('button', { name: 'Save Storm hoodie to wishlist' })
    // In the flow: the button and the heart take the content's width.
    await add.scrollIntoViewIfNeeded()
    const inFlow = await box(add)
    expect(inFlow.width + (await box(heart)).width).toBeGreaterThan(390 - 2 * 16 - 12 - 1)
    // Scrolled past: a bar at the bottom of the screen, clear of the back-to-top button.
    await page.evaluate(() => window.scrollBy(0, 600))
    await expect(add).toBeInViewport({ ratio: 1 })
    const floating = await box(add)
    expect(floating.y + floating.height).toBeGreaterThan(844 - 24)
    const backToTop = page.getByRole('button', { name: 'Back to top' })
    await expect(backToTop).toBeVisible()
    expect(overlap(await box(backToTop), floating)).toBe(false)
    expect(overlap(await box(backToTop), await box(heart))).toBe(false)
    await add.click()
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('5')
    // At the end of the page the bar is gone: nothing there stays covered.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect(add).not.toBeInViewport()
  })

  test('en: a colour\'s picture in the collapsed summary\'s lines once ordered black', async ({ page, visit }) => {
    await startWithCart(page, [{ id: 'line-storm-hoodie-m-black', productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'black' } }])
    await visit('/en/shop/checkout')
    const main = page.getByRole('main')
    await main.locator('details > summary').click()
    await expect(main.locator('details li img')).toHaveAttribute('src', '/images/shop/storm-hoodie-2.svg')
    await fillCheckout(page, 'en')
    await main.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByRole('region', { name: 'What you ordered' }).locator('img')).toHaveAttribute('src', '/images/shop/storm-hoodie-2.svg')
  })
})
