// @vitest-environment node
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { LANGUAGES } from '~/lib/languages'
import { fetchCatalog, fetchProduct, productSearchEntries } from './api'
import { CatalogSchema, ProductSchema, StoredCartSchema, StoredWishlistSchema } from '../schemas'

beforeAll(async () => {
  await Promise.all(LANGUAGES.map((lang) => loadI18n(lang)))
})

describe('the sample catalog', () => {
  it.each(LANGUAGES)('is a valid catalog in %s with enough products for a real grid', async (lang) => {
    const catalog = await fetchCatalog(lang)
    expect(v.is(CatalogSchema, catalog)).toBe(true)
    expect(catalog.categories.length).toBeGreaterThanOrEqual(4)
    expect(catalog.products.length).toBeGreaterThanOrEqual(12)
    for (const category of catalog.categories) {
      expect(catalog.products.some((product) => product.categoryId === category.id)).toBe(true)
    }
    expect(catalog.products.some((product) => product.sale?.type === 'percent')).toBe(true)
    expect(catalog.products.some((product) => product.sale?.type === 'amount')).toBe(true)
    expect(catalog.products.filter((product) => product.stock === 0)).toHaveLength(1)
  })

  it('is translated: names and categories differ between the languages', async () => {
    const [tr, en, de] = await Promise.all(LANGUAGES.map((lang) => fetchCatalog(lang)))
    expect(en?.products[0]?.name).toBe('Storm hoodie')
    expect(tr?.products[0]?.name).not.toBe('Storm hoodie')
    expect(de?.products[0]?.name).not.toBe('Storm hoodie')
    expect(tr?.categories.map((category) => category.name)).not.toEqual(en?.categories.map((category) => category.name))
    expect(de?.categories.map((category) => category.name)).not.toEqual(en?.categories.map((category) => category.name))
  })

  it('has two or more small images of its own for every product, all on disk', async () => {
    const catalog = await fetchCatalog('en')
    for (const product of catalog.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(2)
      for (const image of product.images) {
        const file = join(process.cwd(), 'public', image)
        expect(existsSync(file), file).toBe(true)
        expect(statSync(file).size).toBeLessThan(10_000)
      }
    }
  })

  it('gives every colour a picture of its own, which shows that colour', async () => {
    const catalog = await fetchCatalog('en')
    for (const product of catalog.products) {
      const colors = product.attributes.colors
      for (const color of colors) expect(product.images, `${product.id} ${color.id}`).toContain(color.image)
      expect(new Set(colors.map((color) => color.image)).size, product.id).toBe(colors.length)
    }
    const hoodie = catalog.products.find((product) => product.id === 'storm-hoodie')
    expect(hoodie?.attributes.colors.map((color) => [color.id, color.image])).toEqual([
      ['indigo', '/images/shop/storm-hoodie-1.svg'],
      ['black', '/images/shop/storm-hoodie-2.svg'],
      ['grey', '/images/shop/storm-hoodie-3.svg'],
    ])
  })

  it('finds one product by id and answers null for an unknown one', async () => {
    expect((await fetchProduct('de', 'ceramic-mug'))?.id).toBe('ceramic-mug')
    expect(await fetchProduct('de', 'no-such-product')).toBeNull()
    expect(await fetchProduct('de', '__proto__')).toBeNull()
  })

  it('gives search entries per language with the product page URL', async () => {
    const entries = productSearchEntries(await loadI18n('de'), 'de')
    expect(entries).toHaveLength((await fetchCatalog('de')).products.length)
    expect(entries[0]).toEqual({ id: 'storm-hoodie', name: expect.any(String), category: 'Bekleidung', url: '/de/shop/single/storm-hoodie' })
  })
})

describe('schemas', () => {
  const product = {
    id: 'ceramic-mug',
    categoryId: 'home-office',
    category: 'Home office',
    name: 'Ceramic mug',
    description: 'A mug.',
    images: ['/images/shop/ceramic-mug-1.svg'],
    price: 1450,
    stock: 3,
    attributes: { colors: [{ id: 'white', name: 'White', hex: '#ffffff', image: '/images/shop/ceramic-mug-1.svg', available: true }], gender: 'unisex', size: '350 ml', sizes: [] },
    tag: null,
    review: { count: 1, stars: 5 },
  }

  it('accepts a well-formed product and rejects bad prices, sales, images and ids', () => {
    expect(v.is(ProductSchema, product)).toBe(true)
    expect(v.is(ProductSchema, { ...product, sale: { type: 'percent', discount: 12.5 } })).toBe(true)
    expect(v.is(ProductSchema, { ...product, price: 14.5 })).toBe(false)
    expect(v.is(ProductSchema, { ...product, price: -1 })).toBe(false)
    expect(v.is(ProductSchema, { ...product, sale: { type: 'percent', discount: 101 } })).toBe(false)
    expect(v.is(ProductSchema, { ...product, sale: { type: 'amount', discount: 1.5 } })).toBe(false)
    expect(v.is(ProductSchema, { ...product, sale: { type: 'coupon', discount: 1 } })).toBe(false)
    expect(v.is(ProductSchema, { ...product, images: ['https://evil.example/x.png'] })).toBe(false)
    expect(v.is(ProductSchema, { ...product, images: [] })).toBe(false)
    expect(v.is(ProductSchema, { ...product, id: 'unknown' })).toBe(false)
    expect(v.is(ProductSchema, { ...product, review: { count: 1, stars: 6 } })).toBe(false)
    const sizes = [{ id: 's', label: 'S', available: true }, { id: 'xl', label: 'XL', available: false }]
    expect(v.is(ProductSchema, { ...product, attributes: { ...product.attributes, sizes } })).toBe(true)
    expect(v.is(ProductSchema, { ...product, attributes: { ...product.attributes, sizes: [{ id: 'X L', label: 'XL', available: true }] } })).toBe(false)
  })

  it('accepts a stored cart of known products with positive integer quantities and well-formed choices only', () => {
    expect(v.is(StoredCartSchema, [{ id: 'a', productId: 'ceramic-mug', quantity: 2 }])).toBe(true)
    expect(v.is(StoredCartSchema, [])).toBe(true)
    expect(v.is(StoredCartSchema, [{ id: 'a', productId: 'ceramic-mug', quantity: 0 }])).toBe(false)
    expect(v.is(StoredCartSchema, [{ id: 'a', productId: 'ceramic-mug', quantity: 1.5 }])).toBe(false)
    expect(v.is(StoredCartSchema, [{ id: 'a', productId: 'nope', quantity: 1 }])).toBe(false)
    expect(v.is(StoredCartSchema, [{ id: 'a', productId: 'ceramic-mug', quantity: 1, choice: { color: 'white' } }])).toBe(true)
    // A choice's ids are checked against the product's options as the cart is read (migrateCart).
    expect(v.is(StoredCartSchema, [{ id: 'a', productId: 'ceramic-mug', quantity: 1, choice: 'white' }])).toBe(false)
    // Two lines of one product (and choice) read; atoms.ts merges them (migrateCart).
    expect(
      v.is(StoredCartSchema, [
        { id: 'a', productId: 'ceramic-mug', quantity: 1 },
        { id: 'b', productId: 'ceramic-mug', quantity: 1 },
      ]),
    ).toBe(true)
    expect(v.is(StoredCartSchema, Array.from({ length: 51 }, (_, index) => ({ id: `l${index}`, productId: 'ceramic-mug', quantity: 1 })))).toBe(false)
    // The shape of an older build: whole products with a `qty` field.
    expect(v.is(StoredCartSchema, [{ product: { id: 1 }, qty: 1 }])).toBe(false)
    expect(v.is(StoredCartSchema, { items: [] })).toBe(false)
  })

  it('accepts a wishlist of distinct known product ids only', () => {
    expect(v.is(StoredWishlistSchema, ['ceramic-mug', 'smart-watch'])).toBe(true)
    expect(v.is(StoredWishlistSchema, ['ceramic-mug', 'ceramic-mug'])).toBe(false)
    expect(v.is(StoredWishlistSchema, [{ id: 'ceramic-mug' }])).toBe(false)
  })
})
