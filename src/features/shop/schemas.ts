import * as v from 'valibot'
import { PRODUCT_IDS } from '~/site/product-ids'
import { CategoryIdSchema } from './category-id'
import { ProductIdSchema, type StoredCartItem } from './stored-line'

/** Entities of SPEC.md §3 (Product, Category, Cart item, Wishlist), as the shop's API answers them. */

// In a module of their own: the grid's search params need them in every page's entry.
export { CATEGORY_IDS, CategoryIdSchema, type CategoryId } from './category-id'

// The stored cart's schemas are in every page's first load, with the header's badge (stored-line.ts).
export { LineChoiceSchema, MAX_LINE_QUANTITY, ProductIdSchema, StoredCartItemSchema, StoredCartSchema, type LineChoice, type StoredCartItem } from './stored-line'

export const GENDERS = ['men', 'women', 'unisex'] as const
export type Gender = (typeof GENDERS)[number]

/** Id of a size or colour, the same in every language ('xl', 'indigo'). */
export const ChoiceIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,16}$/))

const cents = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const text = v.pipe(v.string(), v.trim(), v.nonEmpty())
const imagePath = v.pipe(v.string(), v.startsWith('/images/shop/'))

export const CategorySchema = v.object({ id: CategoryIdSchema, name: text })
export type Category = v.InferOutput<typeof CategorySchema>

export const SaleSchema = v.variant('type', [
  v.object({ type: v.literal('percent'), discount: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) }),
  v.object({ type: v.literal('amount'), discount: cents }),
])
export type ProductSale = v.InferOutput<typeof SaleSchema>

export const ProductSchema = v.object({
  id: ProductIdSchema,
  categoryId: CategoryIdSchema,
  category: text,
  name: text,
  description: text,
  /** Site-relative image paths; the first is the card's. */
  images: v.pipe(v.array(imagePath), v.minLength(1)),
  /** Unit price in cents. */
  price: cents,
  sale: v.optional(SaleSchema),
  stock: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  attributes: v.object({
    /** The colours it comes in, each with its picture (one of `images`); `available` is false for one out of stock. */
    colors: v.array(v.object({ id: ChoiceIdSchema, name: text, hex: v.pipe(v.string(), v.hexColor()), image: imagePath, available: v.boolean() })),
    gender: v.picklist(GENDERS),
    /** The size as one text (SPEC.md §3): 'S–XXL', '350 ml', 'One size'. */
    size: text,
    /** The sizes to choose from; empty when the product comes in one size (`size` names it). */
    sizes: v.array(v.object({ id: ChoiceIdSchema, label: text, available: v.boolean() })),
  }),
  tag: v.nullable(text),
  review: v.object({
    count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    stars: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  }),
})
export type Product = v.InferOutput<typeof ProductSchema>

export const CatalogSchema = v.object({
  categories: v.array(CategorySchema),
  products: v.array(ProductSchema),
})
export type Catalog = v.InferOutput<typeof CatalogSchema>

/** The catalog's product with this id, if it has one. */
export function findProduct(catalog: Catalog, id: string): Product | undefined {
  return catalog.products.find((product) => product.id === id)
}

/** SPEC.md §3 Cart item: the stored item with its product. */
export interface CartItem extends StoredCartItem {
  product: Product
}

/** The stored wishlist (SPEC.md §3 "a list of products"), by product id, distinct. */
export const StoredWishlistSchema = v.pipe(
  v.array(ProductIdSchema),
  v.maxLength(PRODUCT_IDS.length),
  v.check((ids) => new Set(ids).size === ids.length),
)
export type StoredWishlist = v.InferOutput<typeof StoredWishlistSchema>
