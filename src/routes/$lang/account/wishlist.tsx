import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { ensureCatalog } from '~/features/shop/loaders'
import { ShopPage } from '~/features/shop/components/page-shell'
import { WishlistView } from '~/features/shop/components/wishlist-view'
import { WithQueryClient } from '~/lib/lazy-query-client'

export const Route = createFileRoute('/$lang/account/wishlist')({
  loader: ({ context, params }) => ensureCatalog(context.queryClient, params.lang),
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

// What TanStack Query serves hydrates once the client's code has arrived (lazy-query-client.tsx).
function WishlistPage() {
  return (
    <WithQueryClient>
      <WishlistPageContent />
    </WithQueryClient>
  )
}

function WishlistPageContent() {
  const { lang } = Route.useParams()
  return (
    <ShopPage title={<Trans>Wishlist</Trans>}>
      <WishlistView lang={lang} />
    </ShopPage>
  )
}
