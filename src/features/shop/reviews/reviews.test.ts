// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { getI18n } from '~/lib/i18n'
import { PRODUCT_IDS } from '~/site/product-ids'
import { PRODUCTS } from '../catalog/catalog-data'
import {
  createReviewFormSchema,
  distributionFor,
  formatReviewDate,
  pageCount,
  pageOf,
  RATINGS,
  ratingSummary,
  REVIEW_BODY_MAX_LENGTH,
  ReviewRequestSchema,
  ReviewsPageSchema,
  type Rating,
} from './reviews'

const valid = { rating: 4, title: 'Warm and soft', body: 'I wear it every day; the hood keeps the wind out.' }

function messagesOf(schema: ReturnType<typeof createReviewFormSchema>, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value)
  if (result.success) return {}
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]))
}

describe('the review form schema', () => {
  it('accepts a rated, titled review and trims it', () => {
    const output = v.parse(createReviewFormSchema(getI18n('en')), { ...valid, title: '  Warm and soft  ' })
    expect(output).toEqual(valid)
  })

  it('names each missing field once, in the page language', () => {
    expect(messagesOf(createReviewFormSchema(getI18n('en')), { rating: 0, title: ' ', body: '' })).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars',
      title: 'Please give your review a title',
      body: 'Please write your review',
    })
    const turkish = messagesOf(createReviewFormSchema(getI18n('tr')), { rating: 0, title: '', body: 'kısa' })
    expect(turkish.rating).not.toBe('Please choose a rating from 1 to 5 stars')
    expect(turkish.body).toMatch(/10/)
    const german = messagesOf(createReviewFormSchema(getI18n('de')), { rating: 6, title: 'x'.repeat(101), body: 'x'.repeat(REVIEW_BODY_MAX_LENGTH + 1) })
    expect(Object.keys(german)).toEqual(['rating', 'title', 'body'])
    expect(german.title).toMatch(/100/)
  })

  it.each([0, 6, 2.5, Number.NaN])('refuses the rating %s', (rating) => {
    expect(messagesOf(createReviewFormSchema(getI18n('en')), { ...valid, rating })).toHaveProperty('rating')
  })

  it('is the rule set the API checks, with the language', () => {
    expect(v.is(ReviewRequestSchema, { ...valid, lang: 'de' })).toBe(true)
    expect(v.is(ReviewRequestSchema, { ...valid, lang: 'fr' })).toBe(false)
    expect(v.is(ReviewRequestSchema, { ...valid, body: 'short', lang: 'en' })).toBe(false)
    expect(v.is(ReviewRequestSchema, { ...valid, rating: '4', lang: 'en' })).toBe(false)
  })
})

describe('paging', () => {
  const items = Array.from({ length: 12 }, (_, index) => index + 1)

  it('cuts pages of five and counts them', () => {
    expect(pageCount(0)).toBe(0)
    expect(pageCount(5)).toBe(1)
    expect(pageCount(128)).toBe(26)
    expect(pageOf(items, 1)).toEqual({ page: 1, pageCount: 3, items: [1, 2, 3, 4, 5] })
    expect(pageOf(items, 3)).toEqual({ page: 3, pageCount: 3, items: [11, 12] })
  })

  it('clamps a page out of range or not a number', () => {
    expect(pageOf(items, 9).page).toBe(3)
    expect(pageOf(items, 0).page).toBe(1)
    expect(pageOf(items, -4).page).toBe(1)
    expect(pageOf(items, Number.NaN).page).toBe(1)
    expect(pageOf(items, 2.7).items).toEqual([6, 7, 8, 9, 10])
    expect(pageOf([], 1)).toEqual({ page: 1, pageCount: 0, items: [] })
  })
})

describe('the rating summary', () => {
  it('averages and counts each rating', () => {
    expect(ratingSummary([5, 4, 4, 1])).toEqual({ count: 4, average: 3.5, distribution: { 1: 1, 2: 0, 3: 0, 4: 2, 5: 1 } })
    expect(ratingSummary([])).toEqual({ count: 0, average: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } })
  })

  it.each(PRODUCT_IDS)('of %s matches the stars and review count its card shows', (id) => {
    const { count, stars } = PRODUCTS[id].review
    const distribution = distributionFor(count, stars)
    const ratings = RATINGS.flatMap((rating): Rating[] => Array.from({ length: distribution[rating] }, () => rating))
    const summary = ratingSummary(ratings)
    expect(summary.count).toBe(count)
    expect(Math.round(summary.average * 10) / 10).toBe(stars)
    // Most reviews are good ones, and every kind of rating is possible.
    expect(distribution[5] + distribution[4]).toBeGreaterThan(count / 2)
    expect(RATINGS.every((rating) => distribution[rating] >= 0)).toBe(true)
  })
})

describe('an answer of the reviews API', () => {
  const answer = {
    productId: 'storm-hoodie',
    page: 1,
    pageCount: 1,
    summary: { count: 1, average: 5, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
    reviews: [{ id: 'r1', author: 'Elif K.', rating: 5, title: 'Harika', body: 'Çok beğendim.', date: '2026-11-20' }],
  }

  it('is validated: ratings, dates, page size and page range', () => {
    expect(v.is(ReviewsPageSchema, answer)).toBe(true)
    expect(v.is(ReviewsPageSchema, { ...answer, reviews: [{ ...answer.reviews[0], rating: 7 }] })).toBe(false)
    expect(v.is(ReviewsPageSchema, { ...answer, reviews: [{ ...answer.reviews[0], date: 'yesterday' }] })).toBe(false)
    expect(v.is(ReviewsPageSchema, { ...answer, reviews: Array.from({ length: 6 }, () => answer.reviews[0]) })).toBe(false)
    expect(v.is(ReviewsPageSchema, { ...answer, page: 3 })).toBe(false)
    expect(v.is(ReviewsPageSchema, { ...answer, productId: 'flux-capacitor' })).toBe(false)
  })
})

describe('review dates', () => {
  it('are written as each language writes them, on the day given', () => {
    expect(formatReviewDate('en', '2026-11-20')).toBe('November 20, 2026')
    expect(formatReviewDate('tr', '2026-11-20')).toBe('20 Kasım 2026')
    expect(formatReviewDate('de', '2026-01-01')).toBe('1. Januar 2026')
  })
})
