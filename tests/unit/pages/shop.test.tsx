import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/lib/languages'
import { Route as Product } from '~/routes/$lang/shop/single/$id'
import { say } from '../../e2e/catalogs'
import { renderRoute } from '../../render'

/**
 * What a product page shows from the shop's data, in every language: its breadcrumb, its delivery
 * section and three related products. Expected texts are the English sources as each language's
 * catalogs translate them. Choosing, adding, the cart, the checkout and the reviews are end to end
 * (tests/e2e/shop.spec.ts, product-choices.spec.ts, product-reviews.spec.ts).
 */

// The catalog's code and data load once, before the first page (the first import takes longer
// than a page's render is given).
beforeAll(async () => {
  await import('~/features/shop/queries')
})

describe.each(LANGUAGES)('product page (%s)', (lang) => {
  it(`${lang}: the breadcrumb ends at the product, and three related products other than it`, async () => {
    await renderRoute(Product, `/${lang}/shop/single/storm-hoodie`)
    const hoodie = say(lang, 'Storm hoodie')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hoodie)
    const crumbs = screen.getByRole('navigation', { name: say(lang, 'Breadcrumb') })
    expect(within(crumbs).getAllByRole('listitem').at(-1)).toHaveTextContent(hoodie)
    expect(crumbs.querySelector('[aria-current="page"]')).toHaveTextContent(hoodie)
    expect(within(crumbs).getByRole('link', { name: say(lang, 'Products') })).toHaveAttribute('href', `/${lang}/shop/grid`)
    expect(within(crumbs).getByRole('link', { name: say(lang, 'Shop') })).toHaveAttribute('href', `/${lang}/shop/index`)
    expect(screen.getByRole('heading', { level: 2, name: say(lang, 'Delivery and returns') })).toBeInTheDocument()
    const related = await screen.findByRole('list', { name: say(lang, 'Related products') })
    expect(within(related).getAllByRole('listitem')).toHaveLength(3)
    expect(within(related).queryByRole('link', { name: hoodie })).toBeNull()
    expect(within(related).getByRole('link', { name: say(lang, 'Linen shirt') })).toHaveAttribute('href', `/${lang}/shop/single/linen-shirt`)
  })
})
