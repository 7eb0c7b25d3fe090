// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PortfolioSearchSchema, readCategory } from './search'

describe('the portfolio\'s ?category=', () => {
  const read = (search: Record<string, unknown>) => v.parse(PortfolioSearchSchema, search)

  it('reads a known category, and no filter as every study', () => {
    expect(read({ category: 'iot' })).toEqual({ category: 'iot' })
    expect(read({ category: 'mobile' })).toEqual({ category: 'mobile' })
    expect(read({})).toEqual({})
    expect(read({ category: '' })).toEqual({})
  })

  it('keeps an unknown value apart, to say that every study is shown instead', () => {
    expect(read({ category: 'gardening' })).toEqual({ unknownCategory: 'gardening' })
    // Categories are lowercase keys: another spelling is no category.
    expect(read({ category: 'IoT' })).toEqual({ unknownCategory: 'IoT' })
    // Blog categories are not portfolio categories.
    expect(read({ category: 'devops' })).toEqual({ unknownCategory: 'devops' })
  })

  it('always sets the category, so that the raw value the router keeps beneath it never shows through', () => {
    expect(Object.hasOwn(read({ category: 'gardening' }), 'category')).toBe(true)
    expect(Object.hasOwn(read({}), 'category')).toBe(true)
  })

  it('survives what the router makes of odd addresses: numbers, JSON, long text', () => {
    expect(read({ category: 42 })).toEqual({ unknownCategory: '42' })
    expect(read({ category: { a: 1 } })).toEqual({ unknownCategory: '{"a":1}' })
    expect(read({ category: ['erp'] })).toEqual({ unknownCategory: '["erp"]' })
    expect(readCategory('x'.repeat(500)).unknownCategory).toHaveLength(40)
    expect(read({ category: 'erp', page: 3, other: 'x' })).toEqual({ category: 'erp' })
  })
})
