import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'
import { ShopPage } from '~/features/shop/page-shell'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import { pageHead } from '~/features/seo/head'

// The page reads the cart (the catalog's query, its lines): a lazily loaded part like the cart's,
// prerendered into the page and hydrated once its code has arrived after the first load.
const EmptyCartView = lazyWithPreload(() => import('~/features/shop/cart/empty-cart-view').then((module) => module.EmptyCartView))

/** The empty cart's state as a page of the demo's navigation: it says what the cart holds. */
export const Route = createFileRoute('/$lang/shop/empty-cart')({
  loader: ({ context, params }) => Promise.all([ensureCatalog(context.queryClient, params.lang), EmptyCartView.preload()]),
  head: pageHead,
  component: EmptyCartPage,
})

function EmptyCartPage() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Cart</Trans>}>
      <EmptyCartView lang={lang} />
    </ShopPage>
  )
}
