import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderRequest } from '~/features/shop/checkout/checkout'

const STORAGE_KEY = 'storm-mock-orders'

const request: OrderRequest = {
  lines: [{ productId: 'ceramic-mug', quantity: 1 }],
  contact: { name: 'Deniz Yıldız', email: 'demo@stormyazilim.com.tr', phone: '+90 532 123 45 67' },
  shipping: { address: 'Cengiz Topel Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
  delivery: 'express',
}

/** The order store as a reloaded demo tab starts it: from what the tab's session storage holds. */
async function reloadedStore() {
  vi.resetModules()
  return import('./order-store')
}

afterEach(() => sessionStorage.clear())

describe('the mock order store', () => {
  it('still reads orders stored before they recorded a delivery method, and records it from then on', async () => {
    const old = { id: 'ST-1001', placedAt: '2026-11-20T09:00:00.000Z', status: 'processing', items: [{ productId: 'ceramic-mug', quantity: 2 }], totalCents: 3422 }
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([{ userId: 1, order: old }]))
    const store = await reloadedStore()
    expect(store.ordersOf(1)).toEqual([old])

    const placed = store.recordOrder(request, 1, new Date('2026-11-25T18:00:00Z'))
    // $14.50 plus 18 % tax ($2.61), plus express delivery ($14.99).
    expect(placed).toMatchObject({ id: 'ST-1002', delivery: 'express', totalCents: 3210 })
    expect((await reloadedStore()).ordersOf(1).map((order) => [order.id, order.delivery])).toEqual([
      ['ST-1002', 'express'],
      ['ST-1001', undefined],
    ])
  })

  it('starts empty from foreign data', async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([{ userId: 1, order: { id: 'ST-1001', delivery: 'drone' } }]))
    expect((await reloadedStore()).ordersOf(1)).toEqual([])
  })
})
