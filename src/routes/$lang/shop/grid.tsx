import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ensureCatalog } from '~/features/shop/catalog/loaders'
import { ShopPage } from '~/features/shop/page-shell'
import { parseGridSearch } from '~/features/shop/catalog/grid-search'
import { pageHead } from '~/features/seo/head'
import { lazyWithPreload } from '~/components/lazy/lazy-with-preload'

// The products (the catalog's query, cards, prices, the wishlist and cart buttons) are a lazily
// loaded part: prerendered into the page, hydrated once their code has arrived after the first load.
const CatalogGrid = lazyWithPreload(() => import('~/features/shop/catalog/product-grid').then((module) => module.CatalogGrid))

export const Route = createFileRoute('/$lang/shop/grid')({
  // A category or sort that is no choice falls back to the default, never an error page.
  validateSearch: parseGridSearch,
  loader: ({ context, params }) => Promise.all([ensureCatalog(context.queryClient, params.lang), CatalogGrid.preload()]),
  head: pageHead,
  component: GridPage,
})

function GridPage() {
  const { lang } = Route.useParams()
  const search = Route.useSearch()
  return (
    <ShopPage title={<Trans>Shop</Trans>} lead={<Trans>A demo shop: nothing you order here is charged or shipped.</Trans>}>
      <CatalogGrid lang={lang} search={search} />
    </ShopPage>
  )
}
