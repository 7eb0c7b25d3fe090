import type { ProductId } from '~/site/product-ids'

/** Ids of the colours the shop's products come in (catalog-data.ts names them). */
export type ColorId = 'black' | 'white' | 'navy' | 'indigo' | 'green' | 'sand' | 'red' | 'grey' | 'brown'

/**
 * What the shop has of a product: in every page's first load, since the header's cart badge counts
 * the stored cart as the cart shows it (each line limited to what is in stock). The catalog
 * (api.ts) and the order service (mocks/handlers/shop.ts) read the same figures.
 */
export interface StockRecord {
  /** What each of its sizes and colours that is not sold out has in stock. */
  stock: number
  /** Ids of the sizes to choose from, when there are several; the label is the id in capitals. */
  sizes?: readonly string[]
  /** The colours it comes in. */
  colors: readonly ColorId[]
  /** Ids of its sizes and colours that are sold out. */
  soldOut?: readonly string[]
}

export const STOCK: Record<ProductId, StockRecord> = {
  'storm-hoodie': { stock: 12, sizes: ['s', 'm', 'l', 'xl', 'xxl'], colors: ['indigo', 'black', 'grey'], soldOut: ['xl', 'grey'] },
  'aurora-headphones': { stock: 5, colors: ['black', 'white'] },
  'ceramic-mug': { stock: 40, colors: ['white', 'navy'] },
  'linen-shirt': { stock: 8, sizes: ['m', 'l', 'xl'], colors: ['sand', 'white'], soldOut: ['m'] },
  'rain-jacket': { stock: 6, sizes: ['xs', 's', 'm', 'l'], colors: ['red', 'navy'], soldOut: ['xs', 'navy'] },
  'wool-beanie': { stock: 25, colors: ['grey', 'green', 'red'], soldOut: ['green'] },
  'canvas-backpack': { stock: 9, colors: ['sand', 'green'] },
  'leather-wallet': { stock: 14, colors: ['brown', 'black'] },
  'steel-bottle': { stock: 30, colors: ['indigo', 'white'] },
  'desk-lamp': { stock: 4, colors: ['black', 'white'] },
  'dot-notebook': { stock: 50, colors: ['navy', 'sand'] },
  'mechanical-keyboard': { stock: 7, colors: ['grey', 'black'] },
  'smart-watch': { stock: 0, colors: ['black', 'indigo'] },
  'usb-c-hub': { stock: 18, colors: ['grey'] },
}
