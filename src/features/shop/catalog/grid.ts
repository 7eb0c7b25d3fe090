import type { GridSort } from './grid-search'
import { salePrice } from '../pricing'
import type { CategoryId, Product } from '../schemas'

// The search params live apart: the grid route validates them in the route tree, which is in the
// entry of every page, without the sorting and the prices.
export { GRID_SORTS, GridSearchSchema, parseGridSearch, type GridSearch, type GridSort } from './grid-search'

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
