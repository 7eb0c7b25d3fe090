import type { StoredCartItem } from './schemas'

/**
 * The three demo cart items of SPEC.md §3, a first visit's cart, each with a choice of size and
 * colour where the product offers one. Apart from the catalog, so the header's cart badge does not
 * bring the catalog into every page's first load.
 */
export const DEMO_CART_ITEMS: readonly StoredCartItem[] = [
  { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo' } },
  { id: 'line-aurora-headphones', productId: 'aurora-headphones', quantity: 1, choice: { color: 'black' } },
  { id: 'line-ceramic-mug', productId: 'ceramic-mug', quantity: 2, choice: { color: 'white' } },
]
