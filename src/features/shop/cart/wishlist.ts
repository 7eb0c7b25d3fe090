import type { StoredWishlist } from '../schemas'

/** SPEC.md §4 "Wishlist": toggling adds the product if absent and removes it if present. */
export function toggleWishlist(list: StoredWishlist, productId: StoredWishlist[number]): StoredWishlist {
  return list.includes(productId) ? list.filter((id) => id !== productId) : [...list, productId]
}
