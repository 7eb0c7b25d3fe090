import { availableFor, lineId, lineKey, NO_CHOICE_OPTIONS, normalizeChoice, sameChoice, storedChoice, type ChoiceOptions } from '../choices'
import { MAX_CART_LINES, type LineChoice, type StoredCartItem } from '../stored-line'

export { cartCount } from './cart-read'

/** What a product needs for the cart's rules. */
export interface CartProduct {
  id: StoredCartItem['productId']
  /** What each of its choices has in stock. */
  stock: number
  /** Its sizes and colours (a product's `attributes`); none, a product without choices. */
  attributes?: ChoiceOptions
}

/**
 * What `setQuantity` did, for the visitor's feedback. `limited` says the quantity asked for was more
 * than the stock and the line holds the stock instead.
 */
export type CartChange =
  | { kind: 'ignored' }
  | { kind: 'removed'; line: StoredCartItem; index: number }
  | { kind: 'out-of-stock'; choice: LineChoice }
  | { kind: 'added'; quantity: number; limited: boolean; choice: LineChoice }
  | { kind: 'updated'; quantity: number; limited: boolean; choice: LineChoice }

export interface CartUpdate {
  items: readonly StoredCartItem[]
  change: CartChange
}

/**
 * SPEC.md §4 "Cart", exactly, per product and choice, plus the stock: a negative (or not whole)
 * quantity is ignored; 0 removes the line of the product and choice; a positive quantity adds a line
 * for a product and choice not in the cart or else updates its line. `choice` is normalized: a
 * size or colour the product does not offer, or none, is its default (the first in stock). A line
 * never holds more than the stock; a product or a choice out of stock is not added. The items are
 * returned unchanged (the same array) when nothing changes.
 */
export function setQuantity(items: readonly StoredCartItem[], product: CartProduct, quantity: number, choice?: LineChoice): CartUpdate {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return { items, change: { kind: 'ignored' } }
  const options = product.attributes ?? NO_CHOICE_OPTIONS
  const chosen = normalizeChoice(options, choice)
  const index = items.findIndex((item) => item.productId === product.id && sameChoice(item.choice, chosen))
  if (quantity === 0) {
    const line = items[index]
    if (line === undefined) return { items, change: { kind: 'ignored' } }
    return { items: items.filter((_, position) => position !== index), change: { kind: 'removed', line, index } }
  }
  const available = availableFor(options, product.stock, chosen)
  if (available <= 0) return { items, change: { kind: 'out-of-stock', choice: chosen } }
  const kept = Math.min(quantity, available)
  const limited = kept < quantity
  const existing = items[index]
  if (existing === undefined) {
    if (items.length >= MAX_CART_LINES) return { items, change: { kind: 'ignored' } }
    const line = { id: lineId(items, product.id, chosen), productId: product.id, quantity: kept, ...storedChoice(chosen) }
    return { items: [...items, line], change: { kind: 'added', quantity: kept, limited, choice: chosen } }
  }
  const next = items.map((item, position) => (position === index ? { ...item, quantity: kept } : item))
  return { items: next, change: { kind: 'updated', quantity: kept, limited, choice: chosen } }
}

/**
 * Undo of a removal: the removed line comes back with its quantity at its former place (or last, when
 * the cart has since become shorter). A cart that holds the product with that choice again meanwhile
 * is left as it is: the visitor's newer choice wins. The items are returned unchanged (the same
 * array) then.
 */
export function restoreLine(items: readonly StoredCartItem[], line: StoredCartItem, index: number): readonly StoredCartItem[] {
  const key = lineKey(line.productId, line.choice)
  if (items.some((item) => lineKey(item.productId, item.choice) === key) || items.length >= MAX_CART_LINES) return items
  const restored = items.some((item) => item.id === line.id) ? { ...line, id: lineId(items, line.productId, line.choice ?? {}) } : line
  const at = Math.max(0, Math.min(index, items.length))
  return [...items.slice(0, at), restored, ...items.slice(at)]
}

/**
 * Quantity choices of a cart line: 01, 02, 03 (SPEC.md §9) as far as the stock (`available`) goes,
 * and the current quantity when higher.
 */
export function quantityOptions(current: number, available: number = Number.POSITIVE_INFINITY): number[] {
  const options = [1, 2, 3].filter((option) => option <= available && option !== current)
  return [...options, current].sort((a, b) => a - b)
}

/** A quantity as the cart's select writes it: two digits. */
export function formatQuantityOption(quantity: number): string {
  return String(quantity).padStart(2, '0')
}
