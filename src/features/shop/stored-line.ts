import * as v from 'valibot'
import { PRODUCT_IDS } from '~/site/product-ids'

// A stored cart line and its limits: in every page's first load with the header's badge
// (stored-cart.ts), and read by the cart's rules (choices.ts, cart.ts).

export const ProductIdSchema = v.picklist(PRODUCT_IDS)

/** Most of one product a cart line may hold; more than any demo stock. */
export const MAX_LINE_QUANTITY = 99

/** Most lines a stored cart may hold: one per product and choice. */
export const MAX_CART_LINES = 50

/** Longest id of a size or colour (schemas.ts `ChoiceIdSchema`). */
const MAX_CHOICE_ID_LENGTH = 16

/**
 * What the visitor chose of a product: the ids of a size and a colour, each present only where the
 * product offers more than one (README, For QA, "Product choices"). Any short text reads here:
 * cart-read.ts keeps only ids the product has (`migrateCart`), its default elsewhere.
 */
export const LineChoiceSchema = v.object({
  size: v.optional(v.pipe(v.string(), v.maxLength(MAX_CHOICE_ID_LENGTH))),
  color: v.optional(v.pipe(v.string(), v.maxLength(MAX_CHOICE_ID_LENGTH))),
})
export type LineChoice = v.InferOutput<typeof LineChoiceSchema>

/**
 * A cart item as stored under `storm-cart`: the product is referenced by id and looked up in the
 * catalog of the page's language, so a stored cart never shows stale or foreign-language data. Carts
 * stored before the shop offered choices have lines without one; they still read (the product's
 * default choice).
 */
export const StoredCartItemSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  productId: ProductIdSchema,
  quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
  choice: v.optional(LineChoiceSchema),
})
export type StoredCartItem = v.InferOutput<typeof StoredCartItemSchema>

/** The stored cart: its length is checked first (a longer array is refused before any line is read), then its lines. */
export const StoredCartSchema = v.pipe(v.array(v.unknown()), v.maxLength(MAX_CART_LINES), v.array(StoredCartItemSchema))

/**
 * Longest stored cart read, in characters: its most lines at their longest (about 180 characters
 * each). Anything longer is not a cart of ours and is dropped before it is parsed.
 */
export const MAX_STORED_CART_LENGTH = MAX_CART_LINES * 240
