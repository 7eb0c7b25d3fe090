import { MAX_LINE_QUANTITY, type StoredCartItem } from './schemas'

export { cartCount } from './stored-cart'

/** What a product needs for the cart's rules. */
export interface CartProduct {
  id: StoredCartItem['productId']
  stock: number
}

/**
 * What `setQuantity` did, for the visitor's feedback. `limited` says the quantity asked for was more
 * than the stock and the line holds the stock instead.
 */
export type CartChange =
  | { kind: 'ignored' }
  | { kind: 'removed'; line: StoredCartItem; index: number }
  | { kind: 'out-of-stock' }
  | { kind: 'added'; quantity: number; limited: boolean }
  | { kind: 'updated'; quantity: number; limited: boolean }

export interface CartUpdate {
  items: readonly StoredCartItem[]
  change: CartChange
}

/**
 * SPEC.md §4 "Cart", exactly, plus the stock: a negative (or not whole) quantity is ignored; 0
 * removes the product's line; a positive quantity adds a product that is not in the cart or else
 * updates its line. A line never holds more than the stock; a product out of stock is not added.
 * The items are returned unchanged (the same array) when nothing changes.
 */
export function setQuantity(items: readonly StoredCartItem[], product: CartProduct, quantity: number): CartUpdate {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return { items, change: { kind: 'ignored' } }
  const index = items.findIndex((item) => item.productId === product.id)
  if (quantity === 0) {
    const line = items[index]
    if (line === undefined) return { items, change: { kind: 'ignored' } }
    return { items: items.filter((_, position) => position !== index), change: { kind: 'removed', line, index } }
  }
  const available = Math.min(product.stock, MAX_LINE_QUANTITY)
  if (available <= 0) return { items, change: { kind: 'out-of-stock' } }
  const kept = Math.min(quantity, available)
  const limited = kept < quantity
  const existing = items[index]
  if (existing === undefined) {
    return {
      items: [...items, { id: `line-${product.id}`, productId: product.id, quantity: kept }],
      change: { kind: 'added', quantity: kept, limited },
    }
  }
  const next = items.map((item, position) => (position === index ? { ...item, quantity: kept } : item))
  return { items: next, change: { kind: 'updated', quantity: kept, limited } }
}

/**
 * Undo of a removal: the removed line comes back with its quantity at its former place (or last, when
 * the cart has since become shorter). A cart that holds the product again meanwhile is left as it is:
 * the visitor's newer choice wins. The items are returned unchanged (the same array) then.
 */
export function restoreLine(items: readonly StoredCartItem[], line: StoredCartItem, index: number): readonly StoredCartItem[] {
  if (items.some((item) => item.productId === line.productId)) return items
  const at = Math.max(0, Math.min(index, items.length))
  return [...items.slice(0, at), line, ...items.slice(at)]
}

/** Quantity choices of a cart line: 01, 02, 03 (SPEC.md §9) and the current quantity when higher. */
export function quantityOptions(current: number): number[] {
  const base = [1, 2, 3]
  return current > 3 ? [...base, current] : base
}

/** A quantity as the cart's select writes it: two digits. */
export function formatQuantityOption(quantity: number): string {
  return String(quantity).padStart(2, '0')
}
