import type { LineChoice } from './stored-line'

/** What the pictures of a product are read from: its pictures and its colours' (a catalog product). */
interface PictureSource {
  images: readonly string[]
  attributes: { colors: ReadonlyArray<{ id: string; name: string; image: string }> }
}

/**
 * The picture of a product in the chosen colour, as the product page, the cart, the checkout and
 * the order history show it: the colour's own picture, else the product's first.
 */
export function pictureOf(product: PictureSource, choice: LineChoice | undefined): string {
  const color = product.attributes.colors.find((option) => option.id === choice?.color)
  return color?.image ?? product.images[0] ?? ''
}

/** The name of the colour a picture shows, when it is one colour's picture. */
export function pictureColorName(product: PictureSource, image: string | undefined): string | undefined {
  return product.attributes.colors.find((option) => option.image === image)?.name
}

/** Which of the product's pictures the chosen colour's is (the first for no colour). */
export function pictureIndex(product: PictureSource, choice: LineChoice | undefined): number {
  return Math.max(0, product.images.indexOf(pictureOf(product, choice)))
}
