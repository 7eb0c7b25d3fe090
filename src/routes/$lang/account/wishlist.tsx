import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import { ShopPage } from '~/features/shop/page-shell'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The saved products (the catalog's query, cards, prices) are a lazily loaded part: prerendered into
// the page, hydrated once their code has arrived after the first load.
const WishlistView = lazyWithPreload(() => import('~/features/shop/cart/wishlist-view').then((module) => module.WishlistView))

export const Route = createFileRoute('/$lang/account/wishlist')({
  loader: ({ context, params }) => Promise.all([ensureCatalog(context.queryClient, params.lang), WishlistView.preload()]),
  head: pageHead,
  component: WishlistPage,
})

function WishlistPage() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Wishlist</Trans>}>
      <WishlistView lang={lang} />
    </ShopPage>
  )
}
