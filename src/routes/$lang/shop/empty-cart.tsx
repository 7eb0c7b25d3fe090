import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { EmptyCart } from '~/features/shop/components/empty-cart'
import { ShopPage } from '~/features/shop/components/page-shell'

/** The empty cart's state as a page of the demo's navigation. */
export const Route = createFileRoute('/$lang/shop/empty-cart')({
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'shop/empty-cart',
      title: msg`Your cart is empty`,
      description: msg`Nothing in your cart yet: browse the shop to find something you like.`,
      keywords: msg`cart, shop`,
    }),
  component: EmptyCartPage,
})

function EmptyCartPage() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Cart</Trans>}>
      <EmptyCart lang={lang} />
    </ShopPage>
  )
}
