import type { I18n } from '@lingui/core'
import * as v from 'valibot'
import { getI18n } from '~/lib/i18n'
import type { Lang } from '~/lib/languages'
import { PRODUCT_IDS, type ProductId } from '~/site/product-ids'
import { localPath, type SitePage } from '~/site/pages'
import { CATEGORY_NAMES, COLORS, PRODUCTS } from './catalog-data'
import { recordChoiceOptions } from '../choices'
import { CATEGORY_IDS, CatalogSchema, findProduct, ProductSchema, type Catalog, type Product } from '../schemas'
import { STOCK, type ColorId } from '../stock'

export function productImages(id: ProductId, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `/images/shop/${id}-${index + 1}.svg`)
}

/** The picture of a product in a colour: the first that shows it, else the product's first. */
export function colorPicture(id: ProductId, colorId: ColorId): string {
  const index = Math.max(0, PRODUCTS[id].pictures.indexOf(colorId))
  return `/images/shop/${id}-${index + 1}.svg`
}

/** The sample catalog in the language of `i18n`, shaped like the shop API's answer. */
export function buildCatalog(i18n: I18n): Catalog {
  return {
    categories: CATEGORY_IDS.map((id) => ({ id, name: i18n._(CATEGORY_NAMES[id]) })),
    products: PRODUCT_IDS.map((id) => {
      const record = PRODUCTS[id]
      const stock = STOCK[id]
      const options = recordChoiceOptions(stock)
      return {
        id,
        categoryId: record.categoryId,
        category: i18n._(CATEGORY_NAMES[record.categoryId]),
        name: i18n._(record.name),
        description: i18n._(record.description),
        images: productImages(id, record.pictures.length),
        price: record.price,
        ...(record.sale === undefined ? {} : { sale: record.sale }),
        stock: stock.stock,
        attributes: {
          colors: stock.colors.map((colorId, index) => ({
            id: colorId,
            name: i18n._(COLORS[colorId].name),
            hex: COLORS[colorId].hex,
            image: colorPicture(id, colorId),
            available: options.colors[index]?.available ?? false,
          })),
          gender: record.gender,
          size: typeof record.size === 'string' ? record.size : i18n._(record.size),
          sizes: (stock.sizes ?? []).map((sizeId, index) => ({ id: sizeId, label: sizeId.toUpperCase(), available: options.sizes[index]?.available ?? false })),
        },
        tag: record.tag === null ? null : i18n._(record.tag),
        review: record.review,
      }
    }),
  }
}

/**
 * The catalog of a language. Sample data today; a real shop API replaces this one function (its
 * answer is validated the same way).
 */
export async function fetchCatalog(lang: Lang): Promise<Catalog> {
  return v.parse(CatalogSchema, buildCatalog(getI18n(lang)))
}

/** One product, or null when the id is no product of the shop. */
export async function fetchProduct(lang: Lang, id: string): Promise<Product | null> {
  const catalog = await fetchCatalog(lang)
  const product = findProduct(catalog, id)
  return product === undefined ? null : v.parse(ProductSchema, product)
}

export interface ProductSearchEntry {
  id: string
  name: string
  category: string
  /** Site-relative URL of the product page. */
  url: string
}

/** The products as entries of the site search, in the language of `i18n` (whose `lang` it is). */
export function productSearchEntries(i18n: I18n, lang: Lang): ProductSearchEntry[] {
  return PRODUCT_IDS.map((id) => ({
    id,
    name: i18n._(PRODUCTS[id].name),
    category: i18n._(CATEGORY_NAMES[PRODUCTS[id].categoryId]),
    url: localPath(lang, `shop/single/${id}` satisfies SitePage),
  }))
}
