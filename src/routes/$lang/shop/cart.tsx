import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { ensureCatalog } from '~/features/shop/loaders'
import { CartView } from '~/features/shop/components/cart-view'
import { ShopPage } from '~/features/shop/components/page-shell'
import { WithQueryClient } from '~/lib/lazy-query-client'

export const Route = createFileRoute('/$lang/shop/cart')({
  loader: ({ context, params }) => ensureCatalog(context.queryClient, params.lang),
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

// What TanStack Query serves hydrates once the client's code has arrived (lazy-query-client.tsx).
function CartPage() {
  return (
    <WithQueryClient>
      <CartPageContent />
    </WithQueryClient>
  )
}

function CartPageContent() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Cart</Trans>}>
      <CartView lang={lang} />
    </ShopPage>
  )
}
