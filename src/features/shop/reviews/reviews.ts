import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { LangSchema, LOCALE_TAGS, type Lang } from '~/lib/languages'
import { ProductIdSchema } from '../stored-line'

/** Reviews a page of the product page shows (and the API answers) at once. */
export const REVIEWS_PAGE_SIZE = 5

export const RATINGS = [1, 2, 3, 4, 5] as const
export type Rating = (typeof RATINGS)[number]

export const REVIEW_TITLE_MAX_LENGTH = 100
export const REVIEW_BODY_MAX_LENGTH = 2000
export const REVIEW_BODY_MIN_LENGTH = 10

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
const text = v.pipe(v.string(), v.trim(), v.nonEmpty())
const RatingSchema = v.picklist(RATINGS)

export const ReviewSchema = v.object({
  id: text,
  author: text,
  rating: RatingSchema,
  title: v.pipe(text, v.maxLength(REVIEW_TITLE_MAX_LENGTH)),
  body: v.pipe(text, v.maxLength(REVIEW_BODY_MAX_LENGTH)),
  /** The day it was written, `YYYY-MM-DD`. */
  date: v.pipe(v.string(), v.isoDate()),
})
export type Review = v.InferOutput<typeof ReviewSchema>

export const RatingSummarySchema = v.object({
  count,
  /** The mean rating, 0 without reviews. */
  average: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  /** How many reviews gave each rating, from 1 to 5 stars. */
  distribution: v.object({ 1: count, 2: count, 3: count, 4: count, 5: count }),
})
export type RatingSummary = v.InferOutput<typeof RatingSummarySchema>

/** The answer of GET api/v1/Shop/Products/{id}/Reviews?lang=…&page=…: one page, newest first. */
export const ReviewsPageSchema = v.pipe(
  v.object({
    productId: ProductIdSchema,
    page: v.pipe(count, v.minValue(1)),
    pageCount: count,
    summary: RatingSummarySchema,
    reviews: v.pipe(v.array(ReviewSchema), v.maxLength(REVIEWS_PAGE_SIZE)),
  }),
  v.check((answer) => answer.page <= Math.max(1, answer.pageCount), 'The page is past the last one'),
)
export type ReviewsPage = v.InferOutput<typeof ReviewsPageSchema>

/** The rating summary of a set of reviews. */
export function ratingSummary(ratings: readonly Rating[]): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  let total = 0
  for (const rating of ratings) {
    distribution[rating] += 1
    total += rating
  }
  return { count: ratings.length, average: ratings.length === 0 ? 0 : total / ratings.length, distribution }
}

/** A review's day (`YYYY-MM-DD`) as the language writes it: 20 November 2026, 20 Kasım 2026, 20. November 2026. */
export function formatReviewDate(lang: Lang, date: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/** Pages needed for `total` items. */
export function pageCount(total: number, size = REVIEWS_PAGE_SIZE): number {
  return Math.ceil(total / size)
}

/** The page'th page (from 1) of `items`; a page past the last is clamped to the last, below 1 to 1. */
export function pageOf<T>(items: readonly T[], page: number, size = REVIEWS_PAGE_SIZE): { page: number; pageCount: number; items: T[] } {
  const pages = pageCount(items.length, size)
  const clamped = Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), Math.max(1, pages))
  return { page: clamped, pageCount: pages, items: items.slice((clamped - 1) * size, clamped * size) }
}

/**
 * How many reviews give each rating for `count` reviews whose mean, to one decimal, is `stars`:
 * a few low ratings in proportion to how far the mean is from 5, the rest fours and fives. The
 * mock's fixtures use it so that every product's reviews match the stars its card shows.
 */
export function distributionFor(reviewCount: number, stars: number): Record<Rating, number> {
  if (reviewCount === 0) return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  const spread = Math.max(0, 5 - stars)
  const low = { 1: Math.round(reviewCount * 0.03 * spread), 2: Math.round(reviewCount * 0.04 * spread), 3: Math.round(reviewCount * 0.1 * spread) }
  const target = Math.round(stars * reviewCount)
  // With the low ratings fixed, fours and fives make up the rest: c4 + c5 = rest, 4·c4 + 5·c5 = points.
  const fives = () => {
    const rest = reviewCount - low[1] - low[2] - low[3]
    const points = target - low[1] - 2 * low[2] - 3 * low[3]
    return { rest, fives: points - 4 * rest }
  }
  let state = fives()
  // Too few points for fours and fives: one more three (each adds one five back).
  while (state.fives < 0 && state.rest > 0) {
    low[3] += 1
    state = fives()
  }
  // Too many points: fewer low ratings.
  while (state.fives > state.rest) {
    if (low[1] > 0) low[1] -= 1
    else if (low[2] > 0) low[2] -= 1
    else if (low[3] > 0) low[3] -= 1
    else break
    state = fives()
  }
  const five = Math.min(Math.max(0, state.fives), state.rest)
  return { 1: low[1], 2: low[2], 3: low[3], 4: state.rest - five, 5: five }
}

/** What a review form's rules report: translated for the form, plain English for the mock API. */
interface ReviewMessages {
  rating: string
  title: string
  body: string
  bodyShort: string
  tooLong: (max: number) => string
}

const API_MESSAGES: ReviewMessages = {
  rating: 'Rating must be a whole number from 1 to 5',
  title: 'Title is required',
  body: 'Text is required',
  bodyShort: `Text must have at least ${REVIEW_BODY_MIN_LENGTH} characters`,
  tooLong: (max) => `At most ${max} characters`,
}

function formMessages(i18n: I18n): ReviewMessages {
  return {
    rating: i18n._(msg`Please choose a rating from 1 to 5 stars`),
    title: i18n._(msg`Please give your review a title`),
    body: i18n._(msg`Please write your review`),
    bodyShort: i18n._(msg`Please write at least ${REVIEW_BODY_MIN_LENGTH} characters`),
    tooLong: (max) => i18n._(msg`Please use at most ${max} characters`),
  }
}

function reviewFields(m: ReviewMessages) {
  return {
    rating: v.pipe(v.number(m.rating), v.integer(m.rating), v.minValue(1, m.rating), v.maxValue(5, m.rating)),
    title: v.pipe(v.string(m.title), v.trim(), v.nonEmpty(m.title), v.maxLength(REVIEW_TITLE_MAX_LENGTH, m.tooLong(REVIEW_TITLE_MAX_LENGTH))),
    body: v.pipe(
      v.string(m.body),
      v.trim(),
      v.nonEmpty(m.body),
      v.minLength(REVIEW_BODY_MIN_LENGTH, m.bodyShort),
      v.maxLength(REVIEW_BODY_MAX_LENGTH, m.tooLong(REVIEW_BODY_MAX_LENGTH)),
    ),
  }
}

/** The review form's values with messages in the language of `i18n`; each field reports its first failed rule. */
export function createReviewFormSchema(i18n: I18n) {
  return v.config(v.object(reviewFields(formMessages(i18n))), { abortPipeEarly: true })
}

export type ReviewFormValues = v.InferInput<ReturnType<typeof createReviewFormSchema>>

/** No rating chosen yet: the radio group starts empty. */
export const EMPTY_REVIEW_FORM: ReviewFormValues = { rating: 0, title: '', body: '' }

/** Body of POST api/v1/Shop/Products/{id}/Reviews: the same rules, and the language it is written in. */
export const ReviewRequestSchema = v.object({ ...reviewFields(API_MESSAGES), lang: LangSchema })
export type ReviewRequest = v.InferOutput<typeof ReviewRequestSchema>
