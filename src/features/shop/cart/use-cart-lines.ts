import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { Lang } from '~/lib/languages'
import { useHydrating } from '~/lib/use-hydrating'
import { cartItemsAtom, DEFAULT_CART } from './atoms'
import { priceCart, type CartPrice, type PriceLine } from '../pricing'
import { shopQueries } from '../catalog/queries'
import { findProduct, type CartItem } from '../schemas'
import { itemAvailable } from './stock-check'

/** The cart's items as the pricing functions read them; a line out of stock is not priced (nor ordered). */
export function priceLines(items: readonly CartItem[]): PriceLine[] {
  const inStock = items.filter((item) => itemAvailable(item) > 0)
  return inStock.map(({ product: { price, sale }, quantity }) => (sale === undefined ? { price, quantity } : { price, quantity, sale }))
}

export function cartPrice(items: readonly CartItem[]): CartPrice {
  return priceCart(priceLines(items))
}

/**
 * The cart's items with their products in the page's language, and the cart's price. While React
 * hydrates the prerendered HTML (which holds the default cart), the page's or a lazily loaded
 * part's that hydrates after the stored cart has been read, the lines are the default cart's; the
 * stored ones follow at once, so a visitor's own cart never mismatches the prerendered page.
 * `hydrating` says which: a part marks the demo cart it shows with `cartMarker`.
 */
export function useCartLines(lang: Lang): { items: CartItem[]; price: CartPrice; hydrating: boolean } {
  const hydrating = useHydrating()
  const storedItems = useAtomValue(cartItemsAtom)
  const stored = hydrating ? DEFAULT_CART : storedItems
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const items = stored.flatMap((item) => {
    const product = findProduct(catalog, item.productId)
    return product === undefined ? [] : [{ ...item, product }]
  })
  return { items, price: cartPrice(items), hydrating }
}
