import { atom } from 'jotai'
import { atomWithValidatedStorage } from '~/lib/storage'
import { loadedCartRules } from './cart-rules'
import { DEMO_CART_ITEMS } from './demo-cart'
import { CART_STORAGE_KEY } from '../storage-keys'
import { MAX_STORED_CART_LENGTH, StoredCartSchema } from '../stored-line'

// The part of the shop in every page's first load (the header's cart badge): the stored cart and
// its count. A module of its own, because a module reached from the entry brings into the first
// load everything any other chunk uses of it (the catalog, the cart's rules, the prices).

export {
  LineChoiceSchema,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  ProductIdSchema,
  StoredCartItemSchema,
  StoredCartSchema,
  type LineChoice,
  type StoredCartItem,
} from '../stored-line'

/**
 * The stored cart as stored: a first visit (or a corrupt, foreign or oversized value, which is
 * removed) gets the demo items. Read as the cart shows it through cart-read.ts `readCart`; written
 * only through the actions in atoms.ts. Read as this module loads (`getOnInit`), so that the first
 * render after hydration has the stored cart; while hydrating, the parts that show it render the
 * demo cart, as prerendered (`cartMarker`).
 */
export const cartStorageAtom = atomWithValidatedStorage(CART_STORAGE_KEY, StoredCartSchema, [...DEMO_CART_ITEMS], {
  getOnInit: true,
  maxLength: MAX_STORED_CART_LENGTH,
})

/** The demo cart's count: its items are in stock, one line per product (stored-cart.test.ts checks it). */
export const DEMO_CART_COUNT = DEMO_CART_ITEMS.reduce((sum, item) => sum + item.quantity, 0)

// The cart's rules (each product's stock, sizes and colours) are not in the first load: they are
// asked for as this module loads, in the browser, and hand themselves over (cart-rules.ts
// `loadedCartRules`) as they load, here or with any part of the shop that imports them; the badge
// counts from then on.
const cartRulesLoaded =
  typeof window === 'undefined'
    ? undefined
    : import('./cart-read').catch((error: unknown) => {
        // The badge keeps the prerendered count, hidden for a visitor with a cart of their own.
        console.error(error)
      })

const cartRulesLoadedAtom = atom(false)
cartRulesLoadedAtom.onMount = (set) => {
  void cartRulesLoaded?.then(() => set(true))
}

/**
 * The header badge's count: the pieces the cart shows (cart-read.ts `readCart`, `cartCount`), or
 * null until the cart's rules have loaded.
 */
export const cartCountAtom = atom((get) => {
  get(cartRulesLoadedAtom)
  const rules = loadedCartRules.current
  return rules === null ? null : rules.cartCount(rules.readCart(get(cartStorageAtom)))
})

/**
 * The attribute of a part that shows the cart, rendering the demo cart while it hydrates
 * (`useHydrating`): marks it as prerendered, hidden for a visitor with a cart of their own (see
 * `ownCartScript`) until React renders the stored cart right after.
 */
export function cartMarker(hydrating: boolean): { 'data-cart'?: 'prerendered' } {
  return hydrating ? { 'data-cart': 'prerendered' } : {}
}

/**
 * Whether the header's cart panel is open: cart feedback goes to the open panel then, not to a toast
 * behind it (cart-notice.ts).
 */
export const cartPanelOpenAtom = atom(false)

/** Set on <html> by `ownCartScript` when a cart is stored: the prerendered demo cart stays hidden. */
export const OWN_CART_ATTRIBUTE = 'data-own-cart'

/**
 * Runs in <head> before the first paint. Every page is prerendered with the demo cart (the header's
 * count, the cart page's lines, the checkout's summary); for a visitor with a cart of their own
 * those parts stay hidden (app.css) until the page shows the stored one, so the demo's never
 * flashes and nothing below it moves. Any stored value counts: a corrupt one is shown as the demo
 * cart once the page has read it, like any other.
 */
export const ownCartScript = `try{localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})!==null&&document.documentElement.setAttribute(${JSON.stringify(OWN_CART_ATTRIBUTE)},'')}catch(e){}`
