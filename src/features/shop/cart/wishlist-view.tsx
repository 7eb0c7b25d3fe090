import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { Button, ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'
import { cartItemsAtom, toggleWishlistAtom, wishlistAtom } from './atoms'
import { shopQueries } from '../catalog/queries'
import { defaultChoice, sameChoice } from '../choices'
import type { Product } from '../schemas'
import { useSetCartQuantity } from './use-cart'
import { ProductPrice } from '../catalog/product-price'
import { focusRing } from '~/components/focus-ring'

/** The wishlist page: each product with move to cart and remove; says so when empty. */
export function WishlistView({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const ids = useAtomValue(wishlistAtom)
  const cart = useAtomValue(cartItemsAtom)
  const toggle = useSetAtom(toggleWishlistAtom)
  const setQuantity = useSetCartQuantity()
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const products = ids.flatMap((id) => catalog.products.filter((product) => product.id === id))

  if (products.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-lg font-semibold">
          <Trans>Your wishlist is empty</Trans>
        </p>
        <p className="text-slate-600 dark:text-slate-300">
          <Trans>Tap the heart on a product to keep it here for later.</Trans>
        </p>
        <ButtonLink lang={lang} page="shop/grid">
          <Trans>Browse the shop</Trans>
        </ButtonLink>
      </div>
    )
  }

  // Moves the product to the cart with its default choice (the first size and colour in stock), as the grid adds it.
  const moveToCart = (product: Product) => {
    const chosen = defaultChoice(product.attributes)
    const inCart = cart.find((item) => item.productId === product.id && sameChoice(item.choice, chosen))?.quantity ?? 0
    const change = setQuantity(product, inCart + 1)
    if (change.kind === 'added' || change.kind === 'updated') toggle(product.id)
  }

  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {products.map((product) => {
        const name = product.name
        return (
          <li key={product.id} className="flex flex-wrap items-center gap-4 py-4">
            <img src={product.images[0]} alt="" width={80} height={80} className="size-20 rounded-lg object-cover" />
            {/* At least 12rem for the name and price: on a phone the buttons go below them instead of onto them. */}
            <div className="min-w-0 flex-1 basis-48">
              <Link to="/$lang/shop/single/$id" params={{ lang, id: product.id }} className={`rounded font-semibold hover:underline ${focusRing}`}>
                {name}
              </Link>
              <ProductPrice product={product} lang={lang} className="text-sm" />
              {product.stock === 0 && (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <Trans>Out of stock</Trans>
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="neutral" size="md" onClick={() => moveToCart(product)} aria-label={t`Move to cart: ${name}`}>
                <Trans>Move to cart</Trans>
              </Button>
              <Button variant="neutral" size="md" onClick={() => toggle(product.id)} aria-label={t`Remove: ${name}`}>
                <Trans>Remove</Trans>
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
