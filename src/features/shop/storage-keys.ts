/** Local storage keys of the shop (DECISIONS.md "Cart, wishlist, theme"). */
export const CART_STORAGE_KEY = 'storm-cart'
export const WISHLIST_STORAGE_KEY = 'storm-wishlist'
