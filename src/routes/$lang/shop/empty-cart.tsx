import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EmptyCart } from '~/features/shop/components/empty-cart'
import { pageHead } from '../../-components/page-head'
import { ShopPage } from '~/features/shop/components/page-shell'

/** The empty cart's state as a page of the demo's navigation. */
export const Route = createFileRoute('/$lang/shop/empty-cart')({
  head: ({ params }) => pageHead(params.lang, 'shop/empty-cart'),
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
