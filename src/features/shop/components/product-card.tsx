import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Lang } from '~/lib/languages'
import type { Product } from '../schemas'
import { AddToCartButton } from './add-to-cart-button'
import { ProductPrice, SaleBadge } from './product-price'
import { Stars } from './stars'
import { focusRing } from '~/components/focus-ring'
import { WishlistButton } from './wishlist-button'

/**
 * One product of the grid. Memoized: the grid renders again once it has hydrated (the URL's
 * choices apply then), and a card whose product has not changed need not render, nor commit, again.
 */
export const ProductCard = memo(function ProductCard({ product, lang }: { product: Product; lang: Lang }) {
  const [image] = product.images
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="relative">
        <Link to="/$lang/shop/single/$id" params={{ lang, id: product.id }} tabIndex={-1} aria-hidden="true">
          <img src={image} alt="" width={400} height={400} loading="lazy" className="aspect-square w-full object-cover" />
        </Link>
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <SaleBadge product={product} lang={lang} />
          {product.tag !== null && (
            <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-bold text-white dark:bg-white dark:text-slate-900">{product.tag}</span>
          )}
          {product.stock === 0 && (
            <span className="rounded-full bg-slate-700 px-2.5 py-0.5 text-xs font-bold text-white">
              <Trans>Out of stock</Trans>
            </span>
          )}
        </div>
        <WishlistButton product={product} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{product.category}</p>
        <h2 className="text-lg font-semibold">
          <Link to="/$lang/shop/single/$id" params={{ lang, id: product.id }} className={`rounded hover:underline ${focusRing}`}>
            {product.name}
          </Link>
        </h2>
        <Stars stars={product.review.stars} count={product.review.count} />
        <ProductPrice product={product} lang={lang} className="mt-auto" />
        <AddToCartButton product={product} />
      </div>
    </article>
  )
})
