import type { DeliveryMethod } from '~/site/delivery-methods'

/**
 * Pricing of SPEC.md §9 in integer cents: pure functions, no rounding except where the rules say.
 */

/** Tax rate of SPEC.md §9, in percent. */
export const TAX_PERCENT = 18

export type SaleType = 'percent' | 'amount'

export interface Sale {
  /** Percent off (0–100, decimals allowed) or cents off each unit. */
  discount: number
  type: SaleType
}

export interface PriceLine {
  /** Unit price in cents. */
  price: number
  quantity: number
  sale?: Sale
}

export interface CartPrice {
  total: number
  discount: number
  tax: number
  orderTotal: number
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`)
}

/**
 * `numerator / denominator` rounded to the nearest integer, halves up, exactly: both are integers,
 * so no floating-point division decides a half.
 */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/** A percent with up to this many decimals is computed exactly; finer ones are rounded to it. */
const PERCENT_SCALE = 1_000_000

/** The cents one unit is reduced by: never more than its price. */
export function unitDiscount(price: number, sale: Sale | undefined): number {
  assertCents(price, 'price')
  if (sale === undefined) return 0
  if (sale.type === 'percent') {
    if (!Number.isFinite(sale.discount) || sale.discount < 0 || sale.discount > 100) {
      throw new RangeError(`percent discount must be within 0–100, got ${sale.discount}`)
    }
    const scaledPercent = BigInt(Math.round(sale.discount * PERCENT_SCALE))
    return Math.min(price, divideHalfUp(BigInt(price) * scaledPercent, 100n * BigInt(PERCENT_SCALE)))
  }
  assertCents(sale.discount, 'amount discount')
  return Math.min(price, sale.discount)
}

/** The unit price after the sale, in cents. */
export function salePrice(price: number, sale: Sale | undefined): number {
  return price - unitDiscount(price, sale)
}

/**
 * Prices a cart: total = Σ price × quantity; discount = Σ unit discount × quantity; tax = 18 % of
 * (total − discount), halves up; orderTotal = total − discount + tax. Throws a RangeError on a
 * negative or non-integer price or quantity, or a discount out of range.
 */
export function priceCart(lines: ReadonlyArray<PriceLine>): CartPrice {
  let total = 0
  let discount = 0
  for (const line of lines) {
    assertCents(line.price, 'price')
    assertCents(line.quantity, 'quantity')
    total += line.price * line.quantity
    discount += unitDiscount(line.price, line.sale) * line.quantity
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('cart total is too large')
  const tax = divideHalfUp(BigInt(total - discount) * BigInt(TAX_PERCENT), 100n)
  return { total, discount, tax, orderTotal: total - discount + tax }
}

/** Price of each delivery method in cents, tax included. */
export const DELIVERY_PRICES: Readonly<Record<DeliveryMethod, number>> = {
  standard: 499,
  express: 1499,
}

/**
 * Standard delivery is free when the items come to at least this many cents after their discounts
 * and before tax (the cart's "Subtotal"): $100.00. Express delivery is never free.
 */
export const FREE_STANDARD_DELIVERY_FROM = 10_000

/** What delivery by `method` costs an order whose items come to `subtotal` cents (after discounts, before tax). */
export function deliveryCost(method: DeliveryMethod, subtotal: number): number {
  assertCents(subtotal, 'subtotal')
  if (method === 'standard' && subtotal >= FREE_STANDARD_DELIVERY_FROM) return 0
  return DELIVERY_PRICES[method]
}

/** A cart's price with its delivery: `orderTotal` includes `delivery`. */
export interface CheckoutPrice extends CartPrice {
  delivery: number
}

/**
 * Prices an order: the cart as `priceCart` does, then the delivery, added after the tax (the tax
 * stays 18 % of total − discount, as SPEC.md §9 defines it; the delivery prices include their tax).
 */
export function priceCheckout(lines: ReadonlyArray<PriceLine>, method: DeliveryMethod): CheckoutPrice {
  const cart = priceCart(lines)
  const delivery = deliveryCost(method, cart.total - cart.discount)
  return { ...cart, delivery, orderTotal: cart.orderTotal + delivery }
}
