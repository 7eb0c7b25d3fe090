import type { StoredCartItem } from '../stored-line'

// Where the cart's rules (cart-read.ts) hand themselves over as they load, for the header's badge
// (stored-cart.ts), which asks for them after the first load: a module of its own, so that neither
// of the two imports the other (tests/unit/shop-import-cycles.test.ts).

/** How the stored cart reads and counts: cart-read.ts `readCart` and `cartCount`. */
export interface CartRules {
  readCart: (items: readonly StoredCartItem[]) => readonly StoredCartItem[]
  cartCount: (items: readonly StoredCartItem[]) => number
}

/** The cart's rules, set by cart-read.ts as it loads; null until then. */
export const loadedCartRules: { current: CartRules | null } = { current: null }
