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
    // Stored with choices: one line per product and choice.
    const twoLamps = '[{"id":"a","productId":"desk-lamp","quantity":2,"choice":{"color":"black"}},{"id":"b","productId":"desk-lamp","quantity":1,"choice":{"color":"white"}}]'
    window.localStorage.setItem(CART_STORAGE_KEY, twoLamps)
    expect(mountedStore().get(cartItemsAtom)).toEqual(JSON.parse(twoLamps))
  })

  it('saves every change and answers what the change was', () => {
    const store = mountedStore()
    const lampLine = { id: 'line-desk-lamp-black', productId: 'desk-lamp', quantity: 1, choice: { color: 'black' } }
    expect(store.set(setCartQuantityAtom, { id: 'desk-lamp', stock: 4 }, 1)).toEqual({ kind: 'added', quantity: 1, limited: false, choice: { color: 'black' } })
    expect(stored(CART_STORAGE_KEY)).toEqual([...DEFAULT_CART, lampLine])
    const removed = store.set(setCartQuantityAtom, { id: 'ceramic-mug', stock: 40 }, 0, { color: 'white' })
    expect(removed).toEqual({ kind: 'removed', line: DEFAULT_CART[2], index: 2 })
    expect(store.get(cartCountAtom)).toBe(3)
    if (removed.kind !== 'removed') throw new Error('expected a removal')
    store.set(restoreCartLineAtom, removed.line, removed.index)
    expect(stored(CART_STORAGE_KEY)).toEqual([...DEFAULT_CART, lampLine])
    store.set(setCartQuantityAtom, { id: 'ceramic-mug', stock: 40 }, 0, { color: 'white' })
    expect(store.set(setCartQuantityAtom, { id: 'desk-lamp', stock: 4 }, -1)).toEqual({ kind: 'ignored' })
    expect(store.set(setCartQuantityAtom, { id: 'smart-watch', stock: 0 }, 1)).toEqual({ kind: 'out-of-stock', choice: { color: 'black' } })
    expect(store.get(cartCountAtom)).toBe(3)
    store.set(clearCartAtom)
    expect(stored(CART_STORAGE_KEY)).toEqual([])
    expect(store.get(cartCountAtom)).toBe(0)
  })

  it('keeps one line per product and choice: the same choice adds to its line, another makes a second line', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '[]')
    const store = mountedStore()
    const hoodie = { id: 'storm-hoodie', stock: 12 } as const
    store.set(setCartQuantityAtom, hoodie, 1, { size: 'm', color: 'black' })
    store.set(setCartQuantityAtom, hoodie, 2, { size: 'l', color: 'indigo' })
    store.set(setCartQuantityAtom, hoodie, 3, { size: 'm', color: 'black' })
    expect(store.get(cartItemsAtom)).toEqual([
      { id: 'line-storm-hoodie-m-black', productId: 'storm-hoodie', quantity: 3, choice: { size: 'm', color: 'black' } },
      { id: 'line-storm-hoodie-l-indigo', productId: 'storm-hoodie', quantity: 2, choice: { size: 'l', color: 'indigo' } },
    ])
    expect(store.get(cartCountAtom)).toBe(5)
    // An out-of-stock size (XL) or colour (grey) is not added.
    expect(store.set(setCartQuantityAtom, hoodie, 1, { size: 'xl', color: 'black' })).toEqual({ kind: 'out-of-stock', choice: { size: 'xl', color: 'black' } })
    expect(store.set(setCartQuantityAtom, hoodie, 1, { size: 's', color: 'grey' }).kind).toBe('out-of-stock')
    // Removing one line leaves the other; Undo restores the right one at its place.
    const removed = store.set(setCartQuantityAtom, hoodie, 0, { size: 'm', color: 'black' })
    if (removed.kind !== 'removed') throw new Error('expected a removal')
    expect(store.get(cartItemsAtom).map((item) => item.id)).toEqual(['line-storm-hoodie-l-indigo'])
    store.set(restoreCartLineAtom, removed.line, removed.index)
    expect(store.get(cartItemsAtom).map((item) => [item.id, item.quantity])).toEqual([
      ['line-storm-hoodie-m-black', 3],
      ['line-storm-hoodie-l-indigo', 2],
    ])
  })

  it('reads a cart stored before the shop had choices, each line with its default choice and quantity', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 2 },
        { id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 },
        { id: 'line-wool-beanie', productId: 'wool-beanie', quantity: 3 },
      ]),
    )
    const store = mountedStore()
    expect(store.get(cartItemsAtom)).toEqual([
      // The first size and colour in stock; a product without choices stays without one.
      { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 2, choice: { size: 's', color: 'indigo' } },
      { id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 },
      { id: 'line-wool-beanie', productId: 'wool-beanie', quantity: 3, choice: { color: 'grey' } },
    ])
    expect(store.get(cartCountAtom)).toBe(6)
    // The next change saves the lines with their choices; adding the default choice adds to the old line.
    store.set(setCartQuantityAtom, { id: 'storm-hoodie', stock: 12 }, 4)
    expect(stored(CART_STORAGE_KEY)).toEqual([
      { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 4, choice: { size: 's', color: 'indigo' } },
      { id: 'line-usb-c-hub', productId: 'usb-c-hub', quantity: 1 },
      { id: 'line-wool-beanie', productId: 'wool-beanie', quantity: 3, choice: { color: 'grey' } },
    ])
  })

  it('merges two lines of one product and choice, and gives a repeated id a new one', () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 'a', productId: 'desk-lamp', quantity: 1, choice: { color: 'black' } },
        { id: 'b', productId: 'desk-lamp', quantity: 2, choice: { color: 'black' } },
        { id: 'a', productId: 'desk-lamp', quantity: 1, choice: { color: 'white' } },
      ]),
    )
    expect(mountedStore().get(cartItemsAtom)).toEqual([
      { id: 'a', productId: 'desk-lamp', quantity: 3, choice: { color: 'black' } },
      { id: 'line-desk-lamp-white', productId: 'desk-lamp', quantity: 1, choice: { color: 'white' } },
    ])
  })

  it.each([
    ['a choice that is no object', '[{"id":"a","productId":"desk-lamp","quantity":1,"choice":"black"}]'],
  ])('falls back to the default on %s', (_name, raw) => {
    window.localStorage.setItem(CART_STORAGE_KEY, raw)
    expect(mountedStore().get(cartItemsAtom)).toEqual(DEFAULT_CART)
  })

  it('gives a line naming a size or colour the product does not have its default one', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"id":"a","productId":"desk-lamp","quantity":2,"choice":{"size":"xl","color":"purple"}}]')
    expect(mountedStore().get(cartItemsAtom)).toEqual([{ id: 'a', productId: 'desk-lamp', quantity: 2, choice: { color: 'black' } }])
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"id":"a","productId":"desk-lamp","quantity":2,"choice":{"color":"<b>White</b>"}}]')
    expect(mountedStore().get(cartItemsAtom)).toEqual([{ id: 'a', productId: 'desk-lamp', quantity: 2, choice: { color: 'black' } }])
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
