import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { preloadCheckout } from '~/features/shop/loaders'
import { CheckoutView } from '~/features/shop/components/checkout-view'
import { ShopPage } from '~/features/shop/components/page-shell'

export const Route = createFileRoute('/$lang/shop/checkout')({
  loader: ({ context, params }) => preloadCheckout(context.queryClient, params.lang),
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
      <CheckoutView lang={lang} />
    </ShopPage>
  )
}
