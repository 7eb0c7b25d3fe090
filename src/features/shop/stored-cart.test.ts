import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CART_STORAGE_KEY } from './storage-keys'
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
    const { cartCountAtom } = await import('./stored-cart')
    expect(createStore().get(cartCountAtom)).toBe(2)
  })
})
