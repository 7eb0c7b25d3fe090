import { availableFor, limitToStock, migrateCart, recordChoiceOptions, type ChoiceOptions } from '../choices'
import { DEMO_CART_ITEMS } from './demo-cart'
import { STOCK } from '../stock'
import { loadedCartRules } from './cart-rules'
import type { StoredCartItem } from '../stored-line'

// How the stored cart reads, for every part that shows it: the header's badge (which loads this
// module after the first load, stored-cart.ts), the panel, the cart page and the checkout.

/** The sizes and colours of a product, as the cart's rules read them. */
export const choiceOptionsOf = (productId: StoredCartItem['productId']): ChoiceOptions => recordChoiceOptions(STOCK[productId])

/** How many of the line's product and choice the shop can sell (0: out of stock). */
export function lineAvailable(item: StoredCartItem): number {
  return availableFor(choiceOptionsOf(item.productId), STOCK[item.productId].stock, item.choice)
}

/**
 * The stored cart as every part of the site shows it: one line per product and choice (duplicates
 * merged, a choice the product does not offer replaced by its default: `migrateCart`), each limited
 * to what is in stock (`limitToStock`; a line with none in stock is kept, shown as out of stock).
 * The items are returned unchanged (the same array) when there is nothing to do.
 */
export function readCart(items: readonly StoredCartItem[]): readonly StoredCartItem[] {
  return limitToStock(migrateCart(items, choiceOptionsOf), lineAvailable)
}

/** Number of pieces the visitor can order, the header badge's count: a line out of stock is not counted. */
export function cartCount(items: readonly StoredCartItem[]): number {
  return items.reduce((sum, item) => sum + (lineAvailable(item) > 0 ? item.quantity : 0), 0)
}

/** A first visit's cart: the demo items, each with its product's default size and colour. */
export const DEFAULT_CART: readonly StoredCartItem[] = readCart(DEMO_CART_ITEMS)

loadedCartRules.current = { readCart, cartCount }
