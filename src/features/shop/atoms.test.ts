import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import {
  CART_STORAGE_KEY,
  cartCountAtom,
  cartItemsAtom,
  clearCartAtom,
  DEFAULT_CART,
  restoreCartLineAtom,
  setCartQuantityAtom,
  toggleWishlistAtom,
  WISHLIST_STORAGE_KEY,
  wishlistAtom,
} from './atoms'

/** A store with the atoms mounted, as the header badge mounts them on every page. */
function mountedStore() {
  const store = createStore()
  store.sub(cartItemsAtom, () => undefined)
  store.sub(wishlistAtom, () => undefined)
  return store
}

function stored(key: string): unknown {
  return JSON.parse(window.localStorage.getItem(key) ?? 'null')
}

describe('cart atom (storm-cart)', () => {
  it('gives a first visit the three demo cart items', () => {
    const store = mountedStore()
    expect(store.get(cartItemsAtom)).toEqual(DEFAULT_CART)
    expect(DEFAULT_CART).toHaveLength(3)
    expect(store.get(cartCountAtom)).toBe(4)
  })

  it.each([
    ['corrupt JSON', '{"oops'],
    ['a foreign value', '"hello"'],
    ['an object', '{"items":[]}'],
    ['an old shape', '[{"product":{"id":1,"name":"Mug"},"qty":2}]'],
    ['an unknown product', '[{"id":"x","productId":"flux-capacitor","quantity":1}]'],
    ['a negative quantity', '[{"id":"x","productId":"ceramic-mug","quantity":-2}]'],
  ])('falls back to the default on %s', (_name, raw) => {
    window.localStorage.setItem(CART_STORAGE_KEY, raw)
    expect(mountedStore().get(cartItemsAtom)).toEqual(DEFAULT_CART)
  })

  it('reads a valid stored cart, including an empty one', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '[]')
    expect(mountedStore().get(cartItemsAtom)).toEqual([])
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"id":"line-desk-lamp","productId":"desk-lamp","quantity":2}]')
    expect(mountedStore().get(cartCountAtom)).toBe(2)
  })

  it('saves every change and answers what the change was', () => {
    const store = mountedStore()
    expect(store.set(setCartQuantityAtom, { id: 'desk-lamp', stock: 4 }, 1)).toEqual({ kind: 'added', quantity: 1, limited: false })
    expect(stored(CART_STORAGE_KEY)).toEqual([...DEFAULT_CART, { id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 1 }])
    const removed = store.set(setCartQuantityAtom, { id: 'ceramic-mug', stock: 40 }, 0)
    expect(removed).toEqual({ kind: 'removed', line: DEFAULT_CART[2], index: 2 })
    expect(store.get(cartCountAtom)).toBe(3)
    if (removed.kind !== 'removed') throw new Error('expected a removal')
    store.set(restoreCartLineAtom, removed.line, removed.index)
    expect(stored(CART_STORAGE_KEY)).toEqual([...DEFAULT_CART, { id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 1 }])
    store.set(setCartQuantityAtom, { id: 'ceramic-mug', stock: 40 }, 0)
    expect(store.set(setCartQuantityAtom, { id: 'desk-lamp', stock: 4 }, -1)).toEqual({ kind: 'ignored' })
    expect(store.set(setCartQuantityAtom, { id: 'smart-watch', stock: 0 }, 1)).toEqual({ kind: 'out-of-stock' })
    expect(store.get(cartCountAtom)).toBe(3)
    store.set(clearCartAtom)
    expect(stored(CART_STORAGE_KEY)).toEqual([])
    expect(store.get(cartCountAtom)).toBe(0)
  })

  it('follows a change made in another tab, and falls back when that tab writes garbage', () => {
    const store = mountedStore()
    const other = '[{"id":"line-dot-notebook","productId":"dot-notebook","quantity":3}]'
    window.localStorage.setItem(CART_STORAGE_KEY, other)
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other }))
    expect(store.get(cartCountAtom)).toBe(3)
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: 'garbage' }))
    expect(store.get(cartItemsAtom)).toEqual(DEFAULT_CART)
  })
})

describe('wishlist atom (storm-wishlist)', () => {
  it('is empty by default and after a corrupt value', () => {
    expect(mountedStore().get(wishlistAtom)).toEqual([])
    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '{"not":"a list"}')
    expect(mountedStore().get(wishlistAtom)).toEqual([])
  })

  it('toggles: adds when absent, removes when present, and saves', () => {
    const store = mountedStore()
    expect(store.set(toggleWishlistAtom, 'ceramic-mug')).toBe(true)
    expect(store.set(toggleWishlistAtom, 'desk-lamp')).toBe(true)
    expect(stored(WISHLIST_STORAGE_KEY)).toEqual(['ceramic-mug', 'desk-lamp'])
    expect(store.set(toggleWishlistAtom, 'ceramic-mug')).toBe(false)
    expect(store.get(wishlistAtom)).toEqual(['desk-lamp'])
  })

  it('follows another tab', () => {
    const store = mountedStore()
    window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY, newValue: '["usb-c-hub"]' }))
    expect(store.get(wishlistAtom)).toEqual(['usb-c-hub'])
  })
})
