import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import { ShopPage } from '~/features/shop/page-shell'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The categories and products are a lazily loaded part: prerendered into the page, hydrated once
// their code (the catalog's query, cards, prices, the wishlist and cart buttons) has arrived.
const ShopLanding = lazyWithPreload(() => import('~/features/shop/catalog/shop-landing').then((module) => module.ShopLanding))

/** The shop's landing page of the demo menu (SPEC.md §2 "Demos: /shop/index"). */
export const Route = createFileRoute('/$lang/shop/index')({
  loader: ({ context, params }) => Promise.all([ensureCatalog(context.queryClient, params.lang), ShopLanding.preload()]),
  head: pageHead,
  component: ShopIndexPage,
})

function ShopIndexPage() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Storm shop</Trans>} lead={<Trans>A demo shop: nothing you order here is charged or shipped.</Trans>}>
      <ShopLanding lang={lang} />
    </ShopPage>
  )
}
