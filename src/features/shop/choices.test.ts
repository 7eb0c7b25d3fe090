// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { restoreLine, setQuantity, type CartProduct } from './cart/cart'
import { availableFor, defaultChoice, isChoiceAvailable, limitToStock, migrateCart, normalizeChoice, recordChoiceOptions, type ChoiceOptions } from './choices'
import { priceCart } from './pricing'
import { STOCK } from './stock'
import { StoredCartSchema, type StoredCartItem } from './cart/stored-cart'
import * as v from 'valibot'

const hoodieOptions: ChoiceOptions = {
  sizes: [
    { id: 's', available: false },
    { id: 'm', available: true },
    { id: 'l', available: true },
  ],
  colors: [
    { id: 'indigo', available: true },
    { id: 'grey', available: false },
  ],
}
const hoodie: CartProduct = { id: 'storm-hoodie', stock: 5, attributes: hoodieOptions }
const hub: CartProduct = { id: 'usb-c-hub', stock: 3, attributes: { sizes: [], colors: [{ id: 'grey', available: true }] } }

describe('choices', () => {
  it('defaults to the first size and colour in stock, and to nothing where there is no choice', () => {
    expect(defaultChoice(hoodieOptions)).toEqual({ size: 'm', color: 'indigo' })
    expect(defaultChoice({ sizes: [], colors: [{ id: 'grey', available: true }] })).toEqual({})
    expect(defaultChoice({ sizes: [{ id: 's', available: false }, { id: 'm', available: false }], colors: [] })).toEqual({ size: 's' })
  })

  it('keeps a choice the product offers and replaces one it does not', () => {
    expect(normalizeChoice(hoodieOptions, { size: 'l', color: 'grey' })).toEqual({ size: 'l', color: 'grey' })
    expect(normalizeChoice(hoodieOptions, { size: 'xxl' })).toEqual({ size: 'm', color: 'indigo' })
    expect(normalizeChoice(hub.attributes ?? hoodieOptions, { size: 'm', color: 'grey' })).toEqual({})
    expect(isChoiceAvailable(hoodieOptions, { size: 'l', color: 'grey' })).toBe(false)
    expect(isChoiceAvailable(hoodieOptions, { size: 'l', color: 'indigo' })).toBe(true)
  })

  it('reads the sample data: the hoodie offers sizes with XL and grey out of stock', () => {
    const options = recordChoiceOptions(STOCK['storm-hoodie'])
    expect(options.sizes.map((size) => size.id)).toEqual(['s', 'm', 'l', 'xl', 'xxl'])
    expect(options.sizes.filter((size) => !size.available).map((size) => size.id)).toEqual(['xl'])
    expect(options.colors.filter((color) => !color.available).map((color) => color.id)).toEqual(['grey'])
    expect(recordChoiceOptions(STOCK['ceramic-mug']).sizes).toEqual([])
  })
})

describe('setQuantity with choices', () => {
  const m = { size: 'm', color: 'indigo' }
  const l = { size: 'l', color: 'indigo' }

  it('adds a line per choice; the same choice updates its line', () => {
    const one = setQuantity([], hoodie, 1, m)
    expect(one.items).toEqual([{ id: 'line-storm-hoodie-m-indigo', productId: 'storm-hoodie', quantity: 1, choice: m }])
    const two = setQuantity(one.items, hoodie, 2, l)
    expect(two.change).toEqual({ kind: 'added', quantity: 2, limited: false, choice: l })
    expect(two.items).toHaveLength(2)
    const three = setQuantity(two.items, hoodie, 4, m)
    expect(three.change).toEqual({ kind: 'updated', quantity: 4, limited: false, choice: m })
    expect(three.items.map((item) => [item.choice, item.quantity])).toEqual([
      [m, 4],
      [l, 2],
    ])
    expect(v.is(StoredCartSchema, three.items)).toBe(true)
  })

  it('takes the default choice when none is given, and no choice for a product without one', () => {
    expect(setQuantity([], hoodie, 1).change).toEqual({ kind: 'added', quantity: 1, limited: false, choice: m })
    expect(setQuantity([], hub, 1).items).toEqual([{ id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 }])
  })

  it('does not add a choice out of stock, and caps a line at the stock', () => {
    const cart = setQuantity([], hoodie, 1, m).items
    expect(setQuantity(cart, hoodie, 1, { size: 's', color: 'indigo' })).toEqual({ items: cart, change: { kind: 'out-of-stock', choice: { size: 's', color: 'indigo' } } })
    expect(setQuantity(cart, hoodie, 1, { size: 'l', color: 'grey' }).change.kind).toBe('out-of-stock')
    expect(setQuantity(cart, hoodie, 9, m).change).toEqual({ kind: 'updated', quantity: 5, limited: true, choice: m })
  })

  it('removes only the line of that choice, and Undo puts that line back at its place', () => {
    const cart = setQuantity(setQuantity([], hoodie, 1, m).items, hoodie, 2, l).items
    const removed = setQuantity(cart, hoodie, 0, m)
    if (removed.change.kind !== 'removed') throw new Error('expected a removal')
    expect(removed.items).toEqual([cart[1]])
    expect(restoreLine(removed.items, removed.change.line, removed.change.index)).toEqual(cart)
    // Meanwhile added again with that choice: the newer line stays.
    const again = setQuantity(removed.items, hoodie, 3, m).items
    expect(restoreLine(again, removed.change.line, removed.change.index)).toBe(again)
    expect(setQuantity(cart, hoodie, 0, { size: 'l', color: 'grey' }).change).toEqual({ kind: 'ignored' })
  })

  it('leaves the prices as they were: each line priced by its product and quantity', () => {
    const cart = setQuantity(setQuantity([], hoodie, 1, m).items, hoodie, 2, l).items
    const sale = { type: 'percent', discount: 20 } as const
    const lines = cart.map((item) => ({ price: 5900, sale, quantity: item.quantity }))
    expect(priceCart(lines)).toEqual(priceCart([{ price: 5900, sale, quantity: 3 }]))
  })
})

describe('migrateCart (carts stored before choices)', () => {
  const optionsOf = (id: StoredCartItem['productId']) => recordChoiceOptions(STOCK[id])

  it('gives an old line the default choice and keeps its id and quantity', () => {
    const old: StoredCartItem[] = [
      { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 2 },
      { id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 },
    ]
    expect(migrateCart(old, optionsOf)).toEqual([
      { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 2, choice: { size: 's', color: 'indigo' } },
      old[1],
    ])
  })

  it('answers the same array when every line has its choice already', () => {
    const current: StoredCartItem[] = [
      { id: 'a', productId: 'storm-hoodie', quantity: 1, choice: { size: 'l', color: 'black' } },
      { id: 'b', productId: 'usb-c-hub', quantity: 1 },
    ]
    expect(migrateCart(current, optionsOf)).toBe(current)
  })

  it('merges an old line into the line of its default choice, without going over the most a line holds', () => {
    const mixed: StoredCartItem[] = [
      { id: 'a', productId: 'storm-hoodie', quantity: 60, choice: { size: 's', color: 'indigo' } },
      { id: 'b', productId: 'storm-hoodie', quantity: 50 },
    ]
    expect(migrateCart(mixed, optionsOf)).toEqual([{ id: 'a', productId: 'storm-hoodie', quantity: 99, choice: { size: 's', color: 'indigo' } }])
  })
})

describe('stock on read (issue 41)', () => {
  it('sells what is in stock of an available choice, none of a sold-out one, never more than a line holds', () => {
    expect(availableFor(hoodieOptions, 12, { size: 'l', color: 'indigo' })).toBe(12)
    expect(availableFor(hoodieOptions, 12, { size: 'xl', color: 'indigo' })).toBe(0)
    expect(availableFor(hoodieOptions, 0, { size: 'l', color: 'indigo' })).toBe(0)
    expect(availableFor(hoodieOptions, 500, undefined)).toBe(99)
  })

  it('limits each line to its stock and keeps a line with none in stock as it is', () => {
    const stockOf: Record<string, number> = { 'usb-c-hub': 18, 'smart-watch': 0, 'ceramic-mug': 40 }
    const items: StoredCartItem[] = [
      { id: 'a', productId: 'usb-c-hub', quantity: 99 },
      { id: 'b', productId: 'smart-watch', quantity: 99, choice: { color: 'black' } },
      { id: 'c', productId: 'ceramic-mug', quantity: 2, choice: { color: 'white' } },
    ]
    expect(limitToStock(items, (item) => stockOf[item.productId] ?? 0)).toEqual([{ ...items[0], quantity: 18 }, items[1], items[2]])
    const within = items.slice(1)
    expect(limitToStock(within, (item) => stockOf[item.productId] ?? 0)).toBe(within)
  })
})
