import { atom } from 'jotai'
import * as v from 'valibot'
import { PRODUCT_IDS } from '~/site/product-ids'
import { atomWithValidatedStorage } from '~/lib/storage'
import { DEMO_CART_ITEMS } from './demo-cart'
import { CART_STORAGE_KEY } from './storage-keys'

// The part of the shop in every page's first load (the header's cart badge): the stored cart and
// its count. A module of its own, because a module reached from the entry brings into the first
// load everything any other chunk uses of it (the catalog's schemas, the cart's rules, the prices).

export const ProductIdSchema = v.picklist(PRODUCT_IDS)

/** Most of one product a cart line may hold; more than any demo stock. */
export const MAX_LINE_QUANTITY = 99

/** Most lines a stored cart may hold: one per product and choice. */
export const MAX_CART_LINES = 50

/**
 * What the visitor chose of a product: the ids of a size and a colour, each present only where the
 * product offers more than one (README, For QA, "Product choices"). Any text reads here, in every
 * page's first load: atoms.ts keeps only ids the product has (`migrateCart`), its default elsewhere.
 */
export const LineChoiceSchema = v.object({ size: v.optional(v.string()), color: v.optional(v.string()) })
export type LineChoice = v.InferOutput<typeof LineChoiceSchema>

/**
 * A cart item as stored under `storm-cart`: the product is referenced by id and looked up in the
 * catalog of the page's language, so a stored cart never shows stale or foreign-language data. Carts
 * stored before the shop offered choices have lines without one; they still read (atoms.ts gives
 * such a line the product's default choice).
 */
export const StoredCartItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  productId: ProductIdSchema,
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  choice: v.optional(LineChoiceSchema),
})
export type StoredCartItem = v.InferOutput<typeof StoredCartItemSchema>

/**
 * The stored cart. Two lines of one product and choice, or with one id, are not refused here (this
 * module is in every page's first load): atoms.ts reads the cart through `migrateCart`, which merges
 * the first and renames the second.
 */
export const StoredCartSchema = v.pipe(v.array(StoredCartItemSchema), v.maxLength(MAX_CART_LINES))

/** Number of pieces in the cart: the header badge's count. */
export function cartCount(items: readonly StoredCartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/**
 * The stored cart: a first visit (or a corrupt, foreign or old value) gets the demo items.
 * Written only through the actions in atoms.ts. Read as this module loads (`getOnInit`), so that
 * the first render after hydration shows the stored cart; while hydrating, the parts that show it
 * render the demo cart, as prerendered (`cartMarker`).
 */
export const cartStorageAtom = atomWithValidatedStorage(CART_STORAGE_KEY, StoredCartSchema, [...DEMO_CART_ITEMS], { getOnInit: true })

export const cartCountAtom = atom((get) => cartCount(get(cartStorageAtom)))

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
