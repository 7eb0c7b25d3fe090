import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useHydrated, useNavigate, useRouter } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import type { Lang } from '~/lib/languages'
import { GRID_SORTS, gridProducts, type GridSearch, type GridSort } from './grid'
import { shopQueries } from './queries'
import type { Catalog } from '../schemas'
import { ProductCard } from './product-card'
import { focusRing } from '~/components/focus-ring'
import { selectClass } from '../styles'

const chipClass = `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${focusRing}`
const chipIdle = 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800'
const chipActive = 'border-indigo-700 bg-indigo-700 text-white dark:border-indigo-300 dark:bg-indigo-300 dark:text-slate-950'

/**
 * A link to the grid with other choices. Its current state is ours, not the router's: the router
 * would mark it from the URL while hydrating, unlike the prerendered page, which has no choices.
 */
function FilterLink({ lang, search, current, children }: { lang: Lang; search: GridSearch; current: boolean; children: ReactNode }) {
  const router = useRouter()
  const navigate = useNavigate()
  const href = router.buildLocation({ to: '/$lang/shop/grid', params: { lang }, search }).href
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        void navigate({ to: '/$lang/shop/grid', params: { lang }, search, resetScroll: false })
      }}
      className={`${chipClass} ${current ? chipActive : chipIdle}`}
    >
      {children}
    </a>
  )
}

/** The shop grid: category filter and sort kept in the URL's search params. */
export function ProductGrid({ catalog, lang, search }: { catalog: Catalog; lang: Lang; search: GridSearch }) {
  const { t } = useLingui()
  const sortId = useId()
  const navigate = useNavigate()
  // The prerendered page is the unfiltered grid: the URL's choices apply once it has hydrated.
  const hydrated = useHydrated()
  const category = hydrated ? search.category : undefined
  const sort = hydrated ? search.sort : undefined
  const products = gridProducts(catalog.products, category, sort)
  const count = products.length
  const sortLabels: Record<GridSort, string> = {
    featured: t`Featured`,
    'price-asc': t`Price: low to high`,
    'price-desc': t`Price: high to low`,
    rating: t`Rating`,
  }

  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label={t`Categories`}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterLink lang={lang} search={{ category: undefined, sort }} current={category === undefined}>
                <Trans>All</Trans>
              </FilterLink>
            </li>
            {catalog.categories.map((item) => (
              <li key={item.id}>
                <FilterLink lang={lang} search={{ category: item.id, sort }} current={category === item.id}>
                  {item.name}
                </FilterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <label htmlFor={sortId} className="text-sm font-semibold">
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            value={sort ?? 'featured'}
            onChange={(event) => {
              const value = GRID_SORTS.find((option) => option === event.target.value)
              void navigate({
                to: '/$lang/shop/grid',
                params: { lang },
                search: { category, sort: value === 'featured' ? undefined : value },
                replace: true,
              })
            }}
            className={selectClass}
          >
            {GRID_SORTS.map((option) => (
              <option key={option} value={option}>
                {sortLabels[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        <Plural value={count} one="# product" other="# products" />
      </p>
      {/* Two columns from 360 px: one column of fourteen cards was about 10,700 px of scrolling (issue 29). */}
      <ul className="cards-below-fold mt-4 grid gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} lang={lang} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** The grid of the language's catalog (a lazily loaded part of the grid page). */
export function CatalogGrid({ lang, search }: { lang: Lang; search: GridSearch }) {
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  return <ProductGrid catalog={catalog} lang={lang} search={search} />
}
