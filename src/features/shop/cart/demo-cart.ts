import type { StoredCartItem } from '../stored-line'

/**
 * The three demo cart items of SPEC.md §3, a first visit's cart. Apart from the catalog, so the
 * header's cart badge does not bring the catalog into every page's first load; without choices, which
 * the cart reads in (cart-read.ts `DEFAULT_CART`: each product's default size and colour) rather than
 * every page's first load carrying them.
 */
export const DEMO_CART_ITEMS: readonly StoredCartItem[] = [
  { id: 'line-storm-hoodie', productId: 'storm-hoodie', quantity: 1 },
  { id: 'line-aurora-headphones', productId: 'aurora-headphones', quantity: 1 },
  { id: 'line-ceramic-mug', productId: 'ceramic-mug', quantity: 2 },
]
