import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Lang } from '~/lib/languages'
import type { Product } from '../schemas'
import { AddToCartButton } from '../cart/add-to-cart-button'
import { hasSale, ProductPrice, SaleBadge, TagBadge } from './product-price'
import { Stars } from '../reviews/stars'
import { focusRing } from '~/components/focus-ring'
import { WishlistButton } from '../cart/wishlist-button'

/**
 * One product of the grid, two to a row on a phone: a narrow card (under 14rem, a container query)
 * tightens its padding and type rather than let name, price, rating or button collide. Memoized: the grid renders again once it has hydrated (the URL's
 * choices apply then), and a card whose product has not changed need not render, nor commit, again.
 */
export const ProductCard = memo(function ProductCard({ product, lang }: { product: Product; lang: Lang }) {
  const [image] = product.images
  const soldOut = product.stock === 0
  const badged = hasSale(product) || product.tag !== null || soldOut
  return (
    <article className="@container flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="relative">
        <Link to="/$lang/shop/single/$id" params={{ lang, id: product.id }} tabIndex={-1} aria-hidden="true">
          <img src={image} alt="" width={400} height={400} loading="lazy" className="aspect-square w-full object-cover" />
        </Link>
        <WishlistButton product={product} className="absolute top-2 right-2 @[14rem]:top-3 @[14rem]:right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2.5 @[14rem]:p-4">
        {/* The badges sit under the picture, never over it: each on one line, a row that wraps between them. */}
        {badged && (
          <div className="flex flex-wrap gap-1.5">
            <SaleBadge product={product} lang={lang} />
            {product.tag !== null && <TagBadge>{product.tag}</TagBadge>}
            {soldOut && (
              <TagBadge className="bg-slate-700 text-white">
                <Trans>Out of stock</Trans>
              </TagBadge>
            )}
          </div>
        )}
        <p className="text-xs font-semibold tracking-wide break-words text-slate-600 caps dark:text-slate-300">{product.category}</p>
        <h2 className="text-base font-semibold break-words @[14rem]:text-lg">
          <Link to="/$lang/shop/single/$id" params={{ lang, id: product.id }} className={`inline-block rounded hover:underline ${focusRing}`}>
            {product.name}
          </Link>
        </h2>
        <Stars stars={product.review.stars} count={product.review.count} />
        <ProductPrice product={product} lang={lang} className="mt-auto" />
        {/* Important: the primary look's own padding comes later in the stylesheet. At 360 px the card
            is 158 px wide: "In den Warenkorb" (121 px at 12 px) needs the narrow padding to stay on one line. */}
        <AddToCartButton product={product} className="w-full px-1! text-xs @[11rem]:text-sm @[14rem]:px-4!" />
      </div>
    </article>
  )
})
