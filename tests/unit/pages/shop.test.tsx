import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY } from '~/features/shop/storage-keys'
import { DEMO_CART_ITEMS } from '~/features/shop/cart/demo-cart'
import { LANGUAGES, type Lang } from '~/lib/languages'
import { Route as Checkout } from '~/routes/$lang/shop/checkout'
import { Route as EmptyCartPage } from '~/routes/$lang/shop/empty-cart'
import { Route as Product } from '~/routes/$lang/shop/single/$id'
import { DELIVERY_DAYS, DELIVERY_METHODS, type DeliveryMethod } from '~/site/delivery-methods'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What a product page shows from the shop's data, in every language: its breadcrumb, its delivery
 * section and three related products; the delivery times it promises are the checkout's; the
 * checkout's offer to sign in and its phone summary's total; the empty-cart page agreeing with the
 * cart. Expected texts are the English sources as each language's
 * catalogs translate them. Choosing, adding, the cart, the checkout and the reviews are end to end
 * (tests/e2e/shop.spec.ts, product-choices.spec.ts, product-reviews.spec.ts).
 */

// The catalog's code and data load once, before the first page (the first import takes longer
// than a page's render is given).
beforeAll(async () => {
  await import('~/features/shop/catalog/queries')
})

describe.each(LANGUAGES)('product page (%s)', (lang) => {
  it(`${lang}: the breadcrumb ends at the product, and three related products other than it`, async () => {
    await renderRoute(Product, `/${lang}/shop/single/storm-hoodie`)
    const hoodie = say(lang, 'Storm hoodie')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hoodie)
    const crumbs = screen.getByRole('navigation', { name: say(lang, 'Breadcrumb') })
    expect(within(crumbs).getAllByRole('listitem').at(-1)).toHaveTextContent(hoodie)
    expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent(hoodie)
    expect(within(crumbs).getByRole('link', { name: say(lang, 'All products') })).toHaveAttribute('href', `/${lang}/shop/grid`)
    expect(within(crumbs).getByRole('link', { name: say(lang, 'Shop') })).toHaveAttribute('href', `/${lang}/shop/index`)
    expect(screen.getByRole('heading', { level: 2, name: say(lang, 'Delivery and returns') })).toBeInTheDocument()
    const related = await screen.findByRole('list', { name: say(lang, 'Related products') })
    expect(within(related).getAllByRole('listitem')).toHaveLength(3)
    expect(within(related).queryByRole('link', { name: hoodie })).toBeNull()
    expect(within(related).getByRole('link', { name: say(lang, 'Linen shirt') })).toHaveAttribute('href', `/${lang}/shop/single/linen-shirt`)
  })
})

/** "Standard delivery: 3–5 working days", from the one list of delivery times. */
function deliveryPromise(lang: Lang, method: DeliveryMethod): { name: string; time: string } {
  const names = { standard: 'Standard delivery', express: 'Express delivery' } as const
  return { name: say(lang, names[method]), time: say(lang, '{from}–{to} working days', DELIVERY_DAYS[method]) }
}

describe.each(LANGUAGES)('one delivery promise (%s)', (lang) => {
  it(`${lang}: the product page and the checkout quote the same delivery times`, async () => {
    const product = await renderRoute(Product, `/${lang}/shop/single/storm-hoodie`)
    const note = screen.getByRole('region', { name: say(lang, 'Delivery and returns') })
    for (const method of DELIVERY_METHODS) {
      const { name, time } = deliveryPromise(lang, method)
      expect(within(note).getByText(say(lang, '{name}: {time}', { name, time }))).toBeInTheDocument()
    }
    product.unmount()
    await renderRoute(Checkout, `/${lang}/shop/checkout`)
    const methods = await screen.findByRole('group', { name: say(lang, 'Delivery method') })
    for (const method of DELIVERY_METHODS) {
      const { name, time } = deliveryPromise(lang, method)
      const option = within(methods).getByText(name).closest('label')
      expect(option).toHaveTextContent(time)
    }
  })
})

describe.each(LANGUAGES)('checkout (%s)', (lang) => {
  it(`${lang}: a guest is offered to sign in and come back; the phone's summary line shows the order total`, async () => {
    const { container } = await renderRoute(Checkout, `/${lang}/shop/checkout`)
    const offer = say(lang, 'Have an account? <0>Sign in</0> and the checkout fills in your saved address and card.')
    const signIn = await screen.findByRole('link', { name: /<0>(.*)<\/0>/.exec(offer)?.[1] ?? 'no link' })
    expect(signIn).toHaveAttribute('href', `/${lang}/auth/sign-in?returnUrl=${encodeURIComponent(`/${lang}/shop/checkout`)}`)
    expect(signIn.closest('p')).toHaveTextContent(offer.replace(/<\/?0>/g, ''))
    // The desktop's column and the phone's disclosure show one set of figures.
    const column = screen.getByRole('region', { name: say(lang, 'Order summary') })
    const total = within(column).getByText(say(lang, 'Order total')).nextElementSibling?.textContent ?? 'no total'
    const line = container.querySelector('details > summary')
    expect(line).toHaveTextContent(say(lang, 'Order summary'))
    expect(line).toHaveTextContent(`${say(lang, 'Order total:')} ${total}`.replace(/\s+/g, ' '))
  })
})

describe.each(LANGUAGES)('the empty-cart page (%s)', (lang) => {
  it(`${lang}: agrees with the cart: the demo cart's four items, then, emptied, the empty state`, async () => {
    const page = await renderRoute(EmptyCartPage, `/${lang}/shop/empty-cart`)
    const count = DEMO_CART_ITEMS.reduce((sum, item) => sum + item.quantity, 0)
    expect(count).toBe(4)
    const holds = '{count, plural, one {Your cart is not empty: it holds # item.} other {Your cart is not empty: it holds # items.}}'
    expect(await screen.findByText(say(lang, holds, { count }))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: say(lang, 'Continue to Checkout') })).toHaveAttribute('href', `/${lang}/shop/checkout`)
    expect(screen.getByRole('link', { name: say(lang, 'View cart') })).toHaveAttribute('href', `/${lang}/shop/cart`)
    expect(screen.queryByText(say(lang, 'Your cart is empty'))).toBeNull()
    page.unmount()
    window.localStorage.setItem(CART_STORAGE_KEY, '[]')
    await renderRoute(EmptyCartPage, `/${lang}/shop/empty-cart`)
    expect(await screen.findByText(say(lang, 'Your cart is empty'))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: say(lang, 'Browse the shop') })).toHaveAttribute('href', `/${lang}/shop/grid`)
  })
})
