import { atom } from 'jotai'
import { atomWithValidatedStorage } from '~/lib/storage'
import { restoreLine, setQuantity, type CartChange, type CartProduct } from './cart'
import { StoredWishlistSchema, type LineChoice, type StoredCartItem } from '../schemas'
import { choiceOptionsOf, DEFAULT_CART, readCart } from './cart-read'
import { cartCountAtom, cartStorageAtom } from './stored-cart'
import { toggleWishlist } from './wishlist'
import { CART_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '../storage-keys'

export { CART_STORAGE_KEY, DEFAULT_CART, WISHLIST_STORAGE_KEY, cartCountAtom }

/**
 * The cart's lines as the cart shows them (cart-read.ts `readCart`): one line per product and
 * choice, each with a choice its product offers and limited to the stock; saved at the next change.
 */
export const cartItemsAtom = atom((get) => readCart(get(cartStorageAtom)))

/**
 * `setQuantity(product, quantity)` of SPEC.md §4 for a product and choice, saved; answers what it
 * did. The product's sizes and colours are the ones the stored lines are read with.
 */
export const setCartQuantityAtom = atom(null, (get, set, product: CartProduct, quantity: number, choice?: LineChoice): CartChange => {
  const current = get(cartItemsAtom)
  const { items, change } = setQuantity(current, { ...product, attributes: choiceOptionsOf(product.id) }, quantity, choice)
  if (items !== current) set(cartStorageAtom, [...items])
  return change
})

/** Undo of a removal: the line back at its place, with its quantity (cart.ts `restoreLine`), saved. */
export const restoreCartLineAtom = atom(null, (get, set, line: StoredCartItem, index: number) => {
  const current = get(cartItemsAtom)
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
