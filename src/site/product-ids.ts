/** Ids of the demo shop's products: the catalog is keyed by them and each has a page of its own. */
export const PRODUCT_IDS = [
  'storm-hoodie',
  'aurora-headphones',
  'ceramic-mug',
  'linen-shirt',
  'rain-jacket',
  'wool-beanie',
  'canvas-backpack',
  'leather-wallet',
  'steel-bottle',
  'desk-lamp',
  'dot-notebook',
  'mechanical-keyboard',
  'smart-watch',
  'usb-c-hub',
] as const
export type ProductId = (typeof PRODUCT_IDS)[number]
