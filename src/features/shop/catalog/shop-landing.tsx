import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'
import { shopQueries } from './queries'
import { ProductCard } from './product-card'
import { focusRing } from '~/components/focus-ring'

/** How many products the landing page features: those on sale come first. */
const FEATURED = 4

/**
 * The shop's landing page below its title: the categories and the products on sale, from the
 * language's catalog (a lazily loaded part of the page).
 */
export function ShopLanding({ lang }: { lang: Lang }) {
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const featured = catalog.products.filter((product) => product.sale !== undefined).slice(0, FEATURED)
  return (
    <>
      <ButtonLink lang={lang} page="shop/grid">
        <Trans>See all products</Trans>
      </ButtonLink>
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
      <ul className="mt-4 grid gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {featured.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} lang={lang} />
          </li>
        ))}
      </ul>
    </>
  )
}
