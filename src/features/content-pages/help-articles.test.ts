// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { articlesByCategory, categoryNeighbours } from './help-articles'

const articles = [
  { slug: 'placing-an-order', category: 'shop' },
  { slug: 'resetting-your-password', category: 'account' },
  { slug: 'paying-for-your-order', category: 'shop' },
  { slug: 'returns-and-cancellations', category: 'shop' },
] as const

describe('help articles', () => {
  it('are grouped by category in the help center order, keeping their order within each', () => {
    expect(articlesByCategory(articles).map(({ category, articles: items }) => [category, items.map((item) => item.slug)])).toEqual([
      ['account', ['resetting-your-password']],
      ['shop', ['placing-an-order', 'paying-for-your-order', 'returns-and-cancellations']],
    ])
  })

  it('link to their neighbours in their own category only', () => {
    expect(categoryNeighbours(articles, 'placing-an-order')).toEqual({ previous: null, next: articles[2] })
    expect(categoryNeighbours(articles, 'paying-for-your-order')).toEqual({ previous: articles[0], next: articles[3] })
    expect(categoryNeighbours(articles, 'returns-and-cancellations')).toEqual({ previous: articles[2], next: null })
    expect(categoryNeighbours(articles, 'resetting-your-password')).toEqual({ previous: null, next: null })
    expect(categoryNeighbours(articles, 'no-such-article')).toEqual({ previous: null, next: null })
  })
})
