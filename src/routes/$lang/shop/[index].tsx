import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { primaryButtonClass } from '~/components/button-styles'
import { routeHead } from '~/features/seo/page-head'
import { ensureCatalog } from '~/features/shop/loaders'
import { ShopPage } from '~/features/shop/components/page-shell'
import { ProductCard } from '~/features/shop/components/product-card'
import { focusRing } from '~/features/shop/components/styles'
import { shopQueries } from '~/features/shop/queries'
import { WithQueryClient } from '~/lib/lazy-query-client'

/** The shop's landing page of the demo menu (SPEC.md §2 "Demos: /shop/index"). */
export const Route = createFileRoute('/$lang/shop/index')({
  loader: ({ context, params }) => ensureCatalog(context.queryClient, params.lang),
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'shop/index',
      title: msg`Storm shop`,
      description: msg`Hoodies, headphones, mugs and more from the Storm demo shop.`,
      keywords: msg`shop, demo shop, products`,
    }),
  component: ShopIndexPage,
})

/** How many products the landing page features: those on sale come first. */
const FEATURED = 4

// What TanStack Query serves hydrates once the client's code has arrived (lazy-query-client.tsx).
function ShopIndexPage() {
  return (
    <WithQueryClient>
      <ShopIndexPageContent />
    </WithQueryClient>
  )
}

function ShopIndexPageContent() {
  const { lang } = Route.useParams()
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const featured = catalog.products.filter((product) => product.sale !== undefined).slice(0, FEATURED)
  return (
    <ShopPage title={<Trans>Storm shop</Trans>} lead={<Trans>A demo shop: nothing you order here is charged or shipped.</Trans>}>
      <Link to="/$lang/shop/grid" params={{ lang }} className={primaryButtonClass}>
        <Trans>See all products</Trans>
      </Link>
      <h2 className="mt-12 text-2xl font-bold">
        <Trans>Categories</Trans>
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {catalog.categories.map((category) => (
          <li key={category.id}>
            <Link
              to="/$lang/shop/grid"
              params={{ lang }}
              search={{ category: category.id }}
              className={`flex min-h-20 items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 p-6 text-lg font-semibold hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800 ${focusRing}`}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-2xl font-bold">
        <Trans>On sale</Trans>
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featured.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} lang={lang} />
          </li>
        ))}
      </ul>
    </ShopPage>
  )
}
