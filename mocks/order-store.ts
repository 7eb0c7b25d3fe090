import * as v from 'valibot'
import { OrderSchema, type Order } from '~/features/auth/schemas'
import { PRODUCTS } from '~/features/shop/catalog/catalog-data'
import type { OrderRequest } from '~/features/shop/checkout/checkout'
import { priceCheckout } from '~/features/shop/pricing'

/**
 * The mock shop's order table, shared by the order handler (which records) and the account API
 * (which lists a user's orders). In the browser it is kept in the tab's session storage, so the
 * demo's orders survive a reload like a server's would; what is read back is validated and
 * anything foreign starts an empty table.
 */

const STORAGE_KEY = 'storm-mock-orders'

const StoredOrderSchema = v.object({ userId: v.nullable(v.number()), order: OrderSchema })
type StoredOrder = v.InferOutput<typeof StoredOrderSchema>
const StoredOrdersSchema = v.array(StoredOrderSchema)

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function load(): StoredOrder[] {
  try {
    const parsed = v.safeParse(StoredOrdersSchema, JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]'))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

let orders: StoredOrder[] = load()

function save(): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(orders))
  } catch {
    // A full or blocked storage keeps the orders for this page only.
  }
}

/** An empty order table (tests call it between cases). */
export function resetOrderStore(): void {
  orders = []
  storage()?.removeItem(STORAGE_KEY)
}

const FIRST_ORDER_NUMBER = 1001

function nextOrderNumber(): string {
  const highest = Math.max(FIRST_ORDER_NUMBER - 1, ...orders.map(({ order }) => Number(order.id.replace(/^ST-/, '')) || 0))
  return `ST-${highest + 1}`
}

/**
 * Records a validated order for the signed-in user (`userId`), or a guest (`null`): the lines with
 * the shop's current prices, the delivery method, and the total as the checkout's summary computes
 * it (SPEC.md §9, plus the delivery).
 */
export function recordOrder(request: OrderRequest, userId: number | null, now: Date = new Date()): Order {
  const { orderTotal } = priceCheckout(
    request.lines.map((line) => {
      const { price, sale } = PRODUCTS[line.productId]
      return { price, quantity: line.quantity, ...(sale === undefined ? {} : { sale }) }
    }),
    request.delivery,
  )
  const order: Order = {
    id: nextOrderNumber(),
    placedAt: now.toISOString(),
    status: 'processing',
    items: request.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, ...(line.choice === undefined ? {} : { choice: line.choice }) })),
    totalCents: orderTotal,
    delivery: request.delivery,
  }
  orders.push({ userId, order })
  save()
  return order
}

/** The orders of one user, newest first; a guest's orders are in nobody's history. */
export function ordersOf(userId: number): Order[] {
  return orders
    .filter((entry) => entry.userId === userId)
    .map((entry) => entry.order)
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt) || b.id.localeCompare(a.id, 'en', { numeric: true }))
}
