import * as v from 'valibot'
import { salePrice } from './pricing'
import { CategoryIdSchema, type CategoryId, type Product } from './schemas'

export const GRID_SORTS = ['featured', 'price-asc', 'price-desc', 'rating'] as const
export type GridSort = (typeof GRID_SORTS)[number]

/** The grid's search params: a value that is not one of the choices falls back to the default. */
export const GridSearchSchema = v.object({
  category: v.fallback(v.optional(CategoryIdSchema), undefined),
  sort: v.fallback(v.optional(v.picklist(GRID_SORTS)), undefined),
})
export type GridSearch = v.InferOutput<typeof GridSearchSchema>

export function parseGridSearch(raw: unknown): GridSearch {
  const result = v.safeParse(GridSearchSchema, raw)
  return result.success ? result.output : { category: undefined, sort: undefined }
}

/** The products of a category (all without one), in the chosen order; the price is the sale price. */
export function gridProducts(products: readonly Product[], category: CategoryId | undefined, sort: GridSort | undefined): Product[] {
  const shown = category === undefined ? [...products] : products.filter((product) => product.categoryId === category)
  const price = (product: Product) => salePrice(product.price, product.sale)
  switch (sort) {
    case 'price-asc':
      return shown.sort((a, b) => price(a) - price(b))
    case 'price-desc':
      return shown.sort((a, b) => price(b) - price(a))
    case 'rating':
      return shown.sort((a, b) => b.review.stars - a.review.stars || b.review.count - a.review.count)
    case 'featured':
    case undefined:
      return shown
  }
}
