import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { CartView } from '~/features/shop/components/cart-view'
import { ShopPage } from '~/features/shop/components/page-shell'
import { loadCatalog } from './-catalog-loader'

export const Route = createFileRoute('/$lang/shop/checkout')({
  loader: loadCatalog,
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'shop/checkout',
      title: msg`Checkout`,
      description: msg`Contact, shipping and payment for your order from the Storm demo shop.`,
      keywords: msg`checkout, shop`,
    }),
  component: CheckoutPage,
})

function CheckoutPage() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Checkout</Trans>}>
      <CartView lang={lang} />
    </ShopPage>
  )
}
