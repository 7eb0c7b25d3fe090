import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProductId } from '~/site/product-ids'
import type { CategoryId, Gender, ProductSale } from '../schemas'
import type { ColorId } from '../stock'

/**
 * The demo shop's sample data, in one place: texts are message descriptors translated through the
 * catalogs, prices are integer cents. `api.ts` turns it into what a shop API would answer.
 */

export const CATEGORY_NAMES: Record<CategoryId, MessageDescriptor> = {
  apparel: msg`Apparel`,
  accessories: msg`Accessories`,
  'home-office': msg`Home office`,
  tech: msg`Tech`,
}

/** The colours products come in, by id (stock.ts lists each product's). */
export const COLORS: Record<ColorId, ColorRecord> = {
  black: { id: 'black', name: msg`Black`, hex: '#1f2937' },
  white: { id: 'white', name: msg`White`, hex: '#f8fafc' },
  navy: { id: 'navy', name: msg`Navy`, hex: '#1e3a8a' },
  indigo: { id: 'indigo', name: msg`Indigo`, hex: '#4f46e5' },
  green: { id: 'green', name: msg`Green`, hex: '#15803d' },
  sand: { id: 'sand', name: msg`Sand`, hex: '#d6c7a1' },
  red: { id: 'red', name: msg`Red`, hex: '#b91c1c' },
  grey: { id: 'grey', name: msg`Grey`, hex: '#6b7280' },
  brown: { id: 'brown', name: msg`Brown`, hex: '#7c4a21' },
}

const TAGS = {
  new: msg`New`,
  bestseller: msg`Bestseller`,
  eco: msg`Eco`,
  limited: msg`Limited`,
} as const

const oneSize = msg`One size`

/** A colour a product comes in; `id` names it in a stored cart and an order, in every language. */
export interface ColorRecord {
  id: string
  name: MessageDescriptor
  hex: string
}

/** A product of the sample data; its stock, sizes and colours are in stock.ts. */
export interface ProductRecord {
  categoryId: CategoryId
  name: MessageDescriptor
  description: MessageDescriptor
  /**
   * Its pictures, /images/shop/{id}-{n}.svg with n from 1, by the colour each shows: a colour's
   * picture is the first that shows it (a test checks that every colour has one).
   */
  pictures: readonly ColorId[]
  price: number
  sale?: ProductSale
  gender: Gender
  /** The size as one text (SPEC.md §3): a range of sizes, or the one size the product comes in. */
  size: MessageDescriptor | string
  tag: MessageDescriptor | null
  review: { count: number; stars: number }
}

export const PRODUCTS: Record<ProductId, ProductRecord> = {
  'storm-hoodie': {
    categoryId: 'apparel',
    name: msg`Storm hoodie`,
    description: msg`A heavy cotton hoodie with a lined hood and the Storm logo on the chest.`,
    pictures: ['indigo', 'black', 'grey'],
    price: 5900,
    sale: { type: 'percent', discount: 20 },
    gender: 'unisex',
    size: 'S–XXL',
    tag: TAGS.bestseller,
    review: { count: 128, stars: 4.6 },
  },
  'aurora-headphones': {
    categoryId: 'tech',
    name: msg`Aurora headphones`,
    description: msg`Wireless over-ear headphones with noise cancelling and 30 hours of battery.`,
    pictures: ['black', 'white'],
    price: 12900,
    sale: { type: 'amount', discount: 1500 },
    gender: 'unisex',
    size: oneSize,
    tag: TAGS.new,
    review: { count: 86, stars: 4.4 },
  },
  'ceramic-mug': {
    categoryId: 'home-office',
    name: msg`Ceramic mug`,
    description: msg`A 350 ml stoneware mug for the long debugging sessions, dishwasher safe.`,
    pictures: ['white', 'navy'],
    price: 1450,
    gender: 'unisex',
    size: '350 ml',
    tag: null,
    review: { count: 54, stars: 4.8 },
  },
  'linen-shirt': {
    categoryId: 'apparel',
    name: msg`Linen shirt`,
    description: msg`A light linen shirt that stays cool on summer days.`,
    pictures: ['sand', 'white'],
    price: 4500,
    sale: { type: 'percent', discount: 15 },
    gender: 'men',
    size: 'M–XL',
    tag: TAGS.eco,
    review: { count: 23, stars: 4.1 },
  },
  'rain-jacket': {
    categoryId: 'apparel',
    name: msg`Rain jacket`,
    description: msg`A packable waterproof jacket with taped seams and a hood.`,
    pictures: ['red', 'navy'],
    price: 8900,
    gender: 'women',
    size: 'XS–L',
    tag: null,
    review: { count: 41, stars: 4.3 },
  },
  'wool-beanie': {
    categoryId: 'apparel',
    name: msg`Wool beanie`,
    description: msg`A soft merino beanie, warm without the itch.`,
    pictures: ['grey', 'green', 'red'],
    price: 1900,
    sale: { type: 'amount', discount: 500 },
    gender: 'unisex',
    size: oneSize,
    tag: null,
    review: { count: 67, stars: 4.5 },
  },
  'canvas-backpack': {
    categoryId: 'accessories',
    name: msg`Canvas backpack`,
    description: msg`A waxed canvas backpack with a padded sleeve for a 15-inch laptop.`,
    pictures: ['sand', 'green'],
    price: 6900,
    gender: 'unisex',
    size: '22 l',
    tag: TAGS.eco,
    review: { count: 35, stars: 4.7 },
  },
  'leather-wallet': {
    categoryId: 'accessories',
    name: msg`Leather wallet`,
    description: msg`A slim wallet of vegetable-tanned leather with six card slots.`,
    pictures: ['brown', 'black'],
    price: 3900,
    sale: { type: 'percent', discount: 12.5 },
    gender: 'unisex',
    size: oneSize,
    tag: null,
    review: { count: 19, stars: 4.2 },
  },
  'steel-bottle': {
    categoryId: 'accessories',
    name: msg`Steel bottle`,
    description: msg`An insulated steel bottle that keeps drinks cold for a day.`,
    pictures: ['indigo', 'white'],
    price: 2400,
    gender: 'unisex',
    size: '750 ml',
    tag: TAGS.new,
    review: { count: 12, stars: 3.9 },
  },
  'desk-lamp': {
    categoryId: 'home-office',
    name: msg`Desk lamp`,
    description: msg`A dimmable LED desk lamp with a warm-to-cool colour setting.`,
    pictures: ['black', 'white'],
    price: 5400,
    sale: { type: 'amount', discount: 1000 },
    gender: 'unisex',
    size: '45 cm',
    tag: null,
    review: { count: 28, stars: 4 },
  },
  'dot-notebook': {
    categoryId: 'home-office',
    name: msg`Dot notebook`,
    description: msg`An A5 notebook with dotted pages for sketches, diagrams and lists.`,
    pictures: ['navy', 'sand'],
    price: 1200,
    gender: 'unisex',
    size: 'A5',
    tag: null,
    review: { count: 74, stars: 4.6 },
  },
  'mechanical-keyboard': {
    categoryId: 'tech',
    name: msg`Mechanical keyboard`,
    description: msg`A compact mechanical keyboard with quiet switches and a detachable cable.`,
    pictures: ['grey', 'black'],
    price: 11900,
    sale: { type: 'percent', discount: 10 },
    gender: 'unisex',
    size: '75 %',
    tag: TAGS.limited,
    review: { count: 52, stars: 4.7 },
  },
  'smart-watch': {
    categoryId: 'tech',
    name: msg`Smart watch`,
    description: msg`A smart watch with heart-rate tracking and a week of battery.`,
    pictures: ['black', 'indigo'],
    price: 19900,
    gender: 'unisex',
    size: '42 mm',
    tag: null,
    review: { count: 98, stars: 4.2 },
  },
  'usb-c-hub': {
    categoryId: 'tech',
    name: msg`USB-C hub`,
    description: msg`A seven-port USB-C hub with HDMI, Ethernet and card reader.`,
    pictures: ['grey', 'grey'],
    price: 4900,
    gender: 'unisex',
    size: oneSize,
    tag: null,
    review: { count: 31, stars: 3.8 },
  },
}
