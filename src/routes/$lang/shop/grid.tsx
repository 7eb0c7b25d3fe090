import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'
import { ensureCatalog } from '~/features/shop/loaders'
import { ShopPage } from '~/features/shop/components/page-shell'
import { ProductGrid } from '~/features/shop/components/product-grid'
import { parseGridSearch } from '~/features/shop/grid-search'
import { shopQueries } from '~/features/shop/queries'
import { WithQueryClient } from '~/lib/lazy-query-client'

export const Route = createFileRoute('/$lang/shop/grid')({
  // A category or sort that is no choice falls back to the default, never an error page.
  validateSearch: parseGridSearch,
  loader: ({ context, params }) => ensureCatalog(context.queryClient, params.lang),
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'shop/grid',
      title: msg`Shop`,
      description: msg`Hoodies, headphones, mugs and more from the Storm demo shop.`,
      keywords: msg`shop, demo shop, products`,
    }),
  component: GridPage,
})

// What TanStack Query serves hydrates once the client's code has arrived (lazy-query-client.tsx).
function GridPage() {
  return (
    <WithQueryClient>
      <GridPageContent />
    </WithQueryClient>
  )
}

function GridPageContent() {
  const { lang } = Route.useParams()
  const search = Route.useSearch()
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  return (
    <ShopPage title={<Trans>Shop</Trans>} lead={<Trans>A demo shop: nothing you order here is charged or shipped.</Trans>}>
      <ProductGrid catalog={catalog} lang={lang} search={search} />
    </ShopPage>
  )
}
