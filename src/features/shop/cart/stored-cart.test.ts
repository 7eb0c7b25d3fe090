import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY } from '../storage-keys'
import { OWN_CART_ATTRIBUTE, ownCartScript } from './stored-cart'

/** Runs the head script against a storage; true when it marks <html> as holding the visitor's own cart. */
function headScriptSeesOwnCart(storage: { getItem: (key: string) => string | null }): boolean {
  const marked: string[] = []
  const fakeDocument = { documentElement: { setAttribute: (name: string) => marked.push(name) } }
  new Function('localStorage', 'document', ownCartScript)(storage, fakeDocument)
  return marked.includes(OWN_CART_ATTRIBUTE)
}

const storing = (raw: string | null) => ({ getItem: (key: string) => (key === CART_STORAGE_KEY ? raw : null) })

describe('ownCartScript', () => {
  it('marks a stored cart, an empty one too', () => {
    expect(headScriptSeesOwnCart(storing('[{"id":"line-desk-lamp","productId":"desk-lamp","quantity":2}]'))).toBe(true)
    expect(headScriptSeesOwnCart(storing('[]'))).toBe(true)
  })

  // The page shows the demo cart for a corrupt value once it has read it: hiding ends all the same.
  it('marks a corrupt value as well', () => {
    expect(headScriptSeesOwnCart(storing('{not json'))).toBe(true)
  })

  it('leaves a first visit, which sees the demo cart, unmarked', () => {
    expect(headScriptSeesOwnCart(storing(null))).toBe(false)
  })

  it('does not throw where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    expect(headScriptSeesOwnCart(blocked)).toBe(false)
  })
})

describe('the stored cart', () => {
  afterEach(() => window.localStorage.clear())

  // The first render after hydration shows the visitor's cart, not the demo's for one render more:
  // the cart is read as the page's code loads, before any component subscribes.
  it('is read as the module loads, before any component subscribes', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"id":"line-desk-lamp","productId":"desk-lamp","quantity":2}]')
    vi.resetModules()
    const { cartCountAtom, cartStorageAtom } = await import('./stored-cart')
    const store = createStore()
    expect(store.get(cartStorageAtom)).toEqual([{ id: 'line-desk-lamp', productId: 'desk-lamp', quantity: 2 }])
    // The badge counts once the cart's rules, asked for as the module loads, are there.
    store.sub(cartCountAtom, () => undefined)
    await vi.waitFor(() => expect(store.get(cartCountAtom)).toBe(2))
  })
})

describe('the stored cart as the badge, the panel, the cart page and the checkout read it (issue 41)', () => {
  afterEach(() => window.localStorage.clear())

  async function readStored(items: unknown) {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items))
    vi.resetModules()
    const { cartCountAtom, cartItemsAtom } = await import('./atoms')
    const store = createStore()
    return { lines: store.get(cartItemsAtom), count: store.get(cartCountAtom) }
  }

  // The badge said 198 where the panel showed one line of 99.
  it('merges two lines of one product and choice, and the badge counts the one line', async () => {
    const notebook = { productId: 'dot-notebook', quantity: 99, choice: { color: 'navy' } }
    const { lines, count } = await readStored([
      { id: 'a', ...notebook },
      { id: 'b', ...notebook },
    ])
    // 50 dot notebooks are in stock.
    expect(lines).toEqual([{ id: 'a', ...notebook, quantity: 50 }])
    expect(count).toBe(50)
  })

  it("counts the demo cart in the first load as the cart's rules count it", async () => {
    const { cartCount, DEFAULT_CART } = await import('./cart-read')
    const { DEMO_CART_COUNT } = await import('./stored-cart')
    expect(cartCount(DEFAULT_CART)).toBe(DEMO_CART_COUNT)
  })

  it('limits a line to the stock', async () => {
    const { lines, count } = await readStored([{ id: 'a', productId: 'usb-c-hub', quantity: 99 }])
    expect(lines).toEqual([{ id: 'a', productId: 'usb-c-hub', quantity: 18 }])
    expect(count).toBe(18)
  })

  it('keeps a line out of stock, to be shown as such, and does not count it', async () => {
    const watch = { id: 'a', productId: 'smart-watch', quantity: 99, choice: { color: 'black' } }
    const mug = { id: 'b', productId: 'ceramic-mug', quantity: 2, choice: { color: 'white' } }
    const { lines, count } = await readStored([watch, mug])
    expect(lines).toEqual([watch, mug])
    expect(count).toBe(2)
  })

  it('removes a large corrupt cart unparsed, and the visitor gets the demo cart', async () => {
    const parse = vi.spyOn(JSON, 'parse')
    const huge = Array.from({ length: 20_000 }, (_, index) => ({ id: `x${index}`, productId: 'flux-capacitor', quantity: -1 }))
    const { lines } = await readStored(huge)
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 10_000)).toEqual([])
    const { DEFAULT_CART } = await import('./cart-read')
    expect(lines).toEqual(DEFAULT_CART)
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
  })

  it('removes a cart that fails its schema', async () => {
    await readStored([{ id: 'a', productId: 'ceramic-mug', quantity: 1 }, { id: 'b', productId: 'flux-capacitor', quantity: 1 }])
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull()
  })
})
