// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import { fetchCatalog } from './api'
import { gridProducts, parseGridSearch } from './grid'
import { salePrice } from '../pricing'
import type { Product } from '../schemas'

let products: Product[] = []
beforeAll(async () => {
  await loadI18n('en')
  products = (await fetchCatalog('en')).products
})

describe('grid search params', () => {
  it('keeps valid choices', () => {
    expect(parseGridSearch({ category: 'tech', sort: 'rating' })).toEqual({ category: 'tech', sort: 'rating' })
    expect(parseGridSearch({})).toEqual({ category: undefined, sort: undefined })
  })

  it('falls back for values that are not choices, never throwing', () => {
    expect(parseGridSearch({ category: 'weapons', sort: 'random' })).toEqual({ category: undefined, sort: undefined })
    expect(parseGridSearch({ category: 42, sort: ['price-asc'] })).toEqual({ category: undefined, sort: undefined })
    expect(parseGridSearch(null)).toEqual({ category: undefined, sort: undefined })
    expect(parseGridSearch({ category: 'tech', sort: '<script>' })).toEqual({ category: 'tech', sort: undefined })
  })
})

describe('gridProducts', () => {
  it('filters by category', () => {
    const tech = gridProducts(products, 'tech', undefined)
    expect(tech.length).toBeGreaterThan(0)
    expect(tech.every((product) => product.categoryId === 'tech')).toBe(true)
    expect(gridProducts(products, undefined, undefined)).toEqual(products)
  })

  it('sorts by sale price both ways and by rating', () => {
    const prices = (list: Product[]) => list.map((product) => salePrice(product.price, product.sale))
    const ascending = prices(gridProducts(products, undefined, 'price-asc'))
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
    expect(prices(gridProducts(products, undefined, 'price-desc'))).toEqual(ascending.toReversed())
    const stars = gridProducts(products, undefined, 'rating').map((product) => product.review.stars)
    expect(stars).toEqual([...stars].sort((a, b) => b - a))
  })
})
