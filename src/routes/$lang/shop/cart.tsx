import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import { ShopPage } from '~/features/shop/page-shell'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The cart (the catalog's query, lines, prices) is a lazily loaded part: prerendered into the page,
// hydrated once its code has arrived after the first load.
const CartView = lazyWithPreload(() => import('~/features/shop/cart/cart-view').then((module) => module.CartView))

export const Route = createFileRoute('/$lang/shop/cart')({
  loader: ({ context, params }) => Promise.all([ensureCatalog(context.queryClient, params.lang), CartView.preload()]),
  head: pageHead,
  component: CartPage,
})

function CartPage() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Cart</Trans>}>
      <CartView lang={lang} />
    </ShopPage>
  )
}
