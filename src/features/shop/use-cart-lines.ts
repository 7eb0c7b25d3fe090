import { useSuspenseQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { Lang } from '~/lib/languages'
import { cartItemsAtom } from './atoms'
import { priceCart, type CartPrice, type PriceLine } from './pricing'
import { shopQueries } from './queries'
import type { CartItem } from './schemas'

/** The cart's items as the pricing functions read them. */
export function priceLines(items: readonly CartItem[]): PriceLine[] {
  return items.map((item) => ({
    price: item.product.price,
    quantity: item.quantity,
    ...(item.product.sale === undefined ? {} : { sale: item.product.sale }),
  }))
}

export function cartPrice(items: readonly CartItem[]): CartPrice {
  return priceCart(priceLines(items))
}

/** The cart's items with their products in the page's language, and the cart's price. */
export function useCartLines(lang: Lang): { items: CartItem[]; price: CartPrice } {
  const stored = useAtomValue(cartItemsAtom)
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  const items = stored.flatMap((item) => {
    const product = catalog.products.find((candidate) => candidate.id === item.productId)
    return product === undefined ? [] : [{ ...item, product }]
  })
  return { items, price: cartPrice(items) }
}
