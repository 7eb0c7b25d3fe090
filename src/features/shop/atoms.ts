import { atom } from 'jotai'
import { atomWithValidatedStorage } from '~/lib/storage'
import { DEMO_CART_ITEMS } from './demo-cart'
import { restoreLine, setQuantity, type CartChange, type CartProduct } from './cart'
import { StoredWishlistSchema, type StoredCartItem } from './schemas'
import { cartCountAtom, cartStorageAtom } from './stored-cart'
import { toggleWishlist } from './wishlist'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from './storage-keys'

export { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY, cartCountAtom }

export const DEFAULT_CART: readonly StoredCartItem[] = DEMO_CART_ITEMS

export const cartItemsAtom = atom((get) => get(cartStorageAtom))

/** `setQuantity(product, quantity)` of SPEC.md §4, saved; answers what it did. */
export const setCartQuantityAtom = atom(null, (get, set, product: CartProduct, quantity: number): CartChange => {
  const current = get(cartStorageAtom)
  const { items, change } = setQuantity(current, product, quantity)
  if (items !== current) set(cartStorageAtom, [...items])
  return change
})

/** Undo of a removal: the line back at its place, with its quantity (cart.ts `restoreLine`), saved. */
export const restoreCartLineAtom = atom(null, (get, set, line: StoredCartItem, index: number) => {
  const current = get(cartStorageAtom)
  const items = restoreLine(current, line, index)
  if (items !== current) set(cartStorageAtom, [...items])
})

/** Empties the cart (after an order). */
export const clearCartAtom = atom(null, (_get, set) => {
  set(cartStorageAtom, [])
})

const wishlistStorageAtom = atomWithValidatedStorage(WISHLIST_STORAGE_KEY, StoredWishlistSchema, [])

export const wishlistAtom = atom((get) => get(wishlistStorageAtom))

/** Adds the product if absent, removes it if present; answers whether it is in the list now. */
export const toggleWishlistAtom = atom(null, (get, set, productId: StoredCartItem['productId']): boolean => {
  const next = toggleWishlist(get(wishlistStorageAtom), productId)
  set(wishlistStorageAtom, next)
  return next.includes(productId)
})
