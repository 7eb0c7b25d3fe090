import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { ShopPage } from '~/features/shop/components/page-shell'
import { WishlistView } from '~/features/shop/components/wishlist-view'
import { loadCatalog } from '../shop/-catalog-loader'

export const Route = createFileRoute('/$lang/account/wishlist')({
  loader: loadCatalog,
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'account/wishlist',
      title: msg`Wishlist`,
      description: msg`The products you saved for later.`,
      keywords: msg`wishlist, shop`,
    }),
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
