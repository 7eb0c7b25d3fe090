import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { CartView } from '~/features/shop/components/cart-view'
import { ShopPage } from '~/features/shop/components/page-shell'
import { loadCatalog } from './-catalog-loader'

export const Route = createFileRoute('/$lang/shop/cart')({
  loader: loadCatalog,
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'shop/cart',
      title: msg`Cart`,
      description: msg`The products in your cart, with quantities, discounts, tax and the order total.`,
      keywords: msg`cart, shop`,
    }),
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
