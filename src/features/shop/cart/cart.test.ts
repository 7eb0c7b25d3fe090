// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cartCount, formatQuantityOption, quantityOptions, restoreLine, setQuantity, type CartProduct } from './cart'
import type { StoredCartItem } from '../schemas'

const mug: CartProduct = { id: 'ceramic-mug', stock: 40 }
const lamp: CartProduct = { id: 'desk-lamp', stock: 4 }
const watch: CartProduct = { id: 'smart-watch', stock: 0 }
const cart: StoredCartItem[] = [
  { id: 'line-ceramic-mug', productId: 'ceramic-mug', quantity: 2 },
  { id: 'line-wool-beanie', productId: 'wool-beanie', quantity: 1 },
]

describe('setQuantity (SPEC.md §4)', () => {
  it('ignores a negative quantity, and one that is not a whole number', () => {
    for (const quantity of [-1, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = setQuantity(cart, mug, quantity)
      expect(result.change).toEqual({ kind: 'ignored' })
      expect(result.items).toBe(cart)
    }
  })

  it('removes the line when the quantity is 0', () => {
    const result = setQuantity(cart, mug, 0)
    expect(result.change).toEqual({ kind: 'removed', line: cart[0], index: 0 })
    expect(result.items).toEqual([cart[1]])
  })

  it('ignores 0 for a product that is not in the cart', () => {
    const result = setQuantity(cart, lamp, 0)
    expect(result.change).toEqual({ kind: 'ignored' })
    expect(result.items).toBe(cart)
  })

  it('adds a product that is not in the cart', () => {
    const result = setQuantity(cart, lamp, 2)
    expect(result.change).toEqual({ kind: 'added', quantity: 2, limited: false, choice: {} })
    expect(result.items).toEqual([...cart, { id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 2 }])
  })

  it('updates the quantity of a product in the cart, keeping its place', () => {
    const result = setQuantity(cart, mug, 5)
    expect(result.change).toEqual({ kind: 'updated', quantity: 5, limited: false, choice: {} })
    expect(result.items).toEqual([{ ...cart[0], quantity: 5 }, cart[1]])
  })

  it('never holds more than the stock, adding or updating', () => {
    expect(setQuantity(cart, lamp, 9)).toEqual({
      items: [...cart, { id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 4 }],
      change: { kind: 'added', quantity: 4, limited: true, choice: {} },
    })
    const withLamp = setQuantity(cart, lamp, 3).items
    expect(setQuantity(withLamp, lamp, 7).change).toEqual({ kind: 'updated', quantity: 4, limited: true, choice: {} })
  })

  it('does not add a product that is out of stock', () => {
    const result = setQuantity(cart, watch, 1)
    expect(result.change).toEqual({ kind: 'out-of-stock', choice: {} })
    expect(result.items).toBe(cart)
  })

  it('still removes a product that went out of stock', () => {
    const withWatch: StoredCartItem[] = [{ id: 'line-smart-watch', productId: 'smart-watch', quantity: 1 }]
    expect(setQuantity(withWatch, watch, 0)).toEqual({ items: [], change: { kind: 'removed', line: withWatch[0], index: 0 } })
  })

  it('does not change the array it was given', () => {
    const before = structuredClone(cart)
    setQuantity(cart, mug, 3)
    setQuantity(cart, mug, 0)
    setQuantity(cart, lamp, 1)
    expect(cart).toEqual(before)
  })
})

describe('restoreLine (undo of a removal)', () => {
  const lampLine: StoredCartItem = { id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 3 }

  it('puts the removed line back with its quantity at its former place', () => {
    const three = [cart[0], lampLine, cart[1]].filter((item) => item !== undefined)
    const removed = setQuantity(three, lamp, 0)
    if (removed.change.kind !== 'removed') throw new Error('expected a removal')
    expect(restoreLine(removed.items, removed.change.line, removed.change.index)).toEqual(three)
  })

  it('puts it last when the cart has since become shorter, and first for a negative place', () => {
    expect(restoreLine([], lampLine, 5)).toEqual([lampLine])
    expect(restoreLine(cart, lampLine, 9)).toEqual([...cart, lampLine])
    expect(restoreLine(cart, lampLine, -1)).toEqual([lampLine, ...cart])
  })

  it('leaves a cart that holds the product again as it is', () => {
    const again = setQuantity(cart, lamp, 1).items
    expect(restoreLine(again, lampLine, 0)).toBe(again)
  })
})

describe('cart helpers', () => {
  it('counts pieces for the badge', () => {
    expect(cartCount(cart)).toBe(3)
    expect(cartCount([])).toBe(0)
  })

  it('offers 01, 02, 03 and the current quantity when higher', () => {
    expect(quantityOptions(1)).toEqual([1, 2, 3])
    expect(quantityOptions(3)).toEqual([1, 2, 3])
    expect(quantityOptions(7)).toEqual([1, 2, 3, 7])
    expect([1, 2, 3, 12].map(formatQuantityOption)).toEqual(['01', '02', '03', '12'])
    // No more than the stock, besides the current quantity.
    expect(quantityOptions(1, 2)).toEqual([1, 2])
    expect(quantityOptions(2, 2)).toEqual([1, 2])
  })
})
