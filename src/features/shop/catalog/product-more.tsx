import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import type { Lang } from '~/lib/languages'
import { loadAfterMount } from '~/components/lazy/load-after-mount'
import { useVisibleAndIdle } from '~/lib/use-visible-and-idle'
import { DELIVERY_METHODS, DELIVERY_NAMES, deliveryTime } from '../delivery'
import { formatMoney } from '../money'
import { FREE_STANDARD_DELIVERY_FROM } from '../pricing'
import { shopQueries } from './queries'
import type { Product } from '../schemas'
import { ProductCard } from './product-card'
import type { ReviewSession } from '../reviews/product-reviews'

/** Related products shown under a product: as many as a desktop row holds. */
export const RELATED_COUNT = 4

/** Other products of the same category, in catalog order, at most `RELATED_COUNT`. */
export function relatedProducts(products: readonly Product[], product: Product): Product[] {
  return products.filter((candidate) => candidate.categoryId === product.categoryId && candidate.id !== product.id).slice(0, RELATED_COUNT)
}

function ReviewsPlaceholder() {
  return (
    <p className="mt-6 text-slate-600 dark:text-slate-300">
      <Trans>Loading reviews…</Trans>
    </p>
  )
}

// The reviews (their query, paging and the form with its validation) load when the section nears
// the viewport: nothing of them is in the page's first load or its prerendered HTML.
const ProductReviews = loadAfterMount(() => import('../reviews/product-reviews').then((module) => module.ProductReviews), ReviewsPlaceholder)

function ReviewsSection({ product, lang, session }: { product: Product; lang: Lang; session: ReviewSession }) {
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const near = useVisibleAndIdle(section, true)
  return (
    <section ref={section} id="reviews" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        <Trans>Customer reviews</Trans>
      </h2>
      {near ? <ProductReviews product={product} lang={lang} session={session} /> : <ReviewsPlaceholder />}
    </section>
  )
}

/** Delivery and returns: each delivery method with its time and the free delivery's threshold, as the checkout quotes them. */
function DeliveryNote({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const headingId = useId()
  const threshold = formatMoney(FREE_STANDARD_DELIVERY_FROM, lang)
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={headingId} className="text-lg font-bold">
        <Trans>Delivery and returns</Trans>
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-slate-700 dark:text-slate-300">
        {DELIVERY_METHODS.map((method) => {
          const name = i18n._(DELIVERY_NAMES[method])
          const time = deliveryTime(i18n, method)
          return (
            <li key={method}>
              <Trans comment="A delivery method and how long it takes, e.g. “Standard delivery: 3–5 working days”">
                {name}: {time}
              </Trans>
            </li>
          )
        })}
        <li>
          <Trans>Standard delivery is free for orders from {threshold} (the subtotal after discounts, before tax).</Trans>
        </li>
        <li>
          <Trans>Return it unused within 30 days of delivery, free of charge.</Trans>
        </li>
        <li>
          <Trans>This is a demo shop: nothing is charged, shipped or returned.</Trans>
        </li>
      </ul>
    </section>
  )
}

function RelatedProducts({ product, lang }: { product: Product; lang: Lang }) {
  const { t } = useLingui()
  const headingId = useId()
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const related = relatedProducts(catalog.products, product)
  if (related.length === 0) return null
  const category = product.category
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        <Trans>More from {category}</Trans>
      </h2>
      <ul aria-label={t`Related products`} className="mt-6 grid gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4">
        {related.map((candidate) => (
          <li key={candidate.id} className="flex">
            <ProductCard product={candidate} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * What every product page shows under the product: the delivery and returns note, the reviews
 * (loaded when they near the viewport) and other products of its category. A lazily loaded part.
 */
export function ProductMore({ lang, id, session }: { lang: Lang; id: string; session: ReviewSession }) {
  const { data: product } = useSuspenseQuery(shopQueries.product(lang, id))
  if (product === null) return null
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 pb-16 sm:px-6">
      <DeliveryNote lang={lang} />
      <ReviewsSection product={product} lang={lang} session={session} />
      <RelatedProducts product={product} lang={lang} />
    </div>
  )
}
