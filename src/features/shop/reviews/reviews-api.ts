import { mutationOptions, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '~/lib/http'
import type { Lang } from '~/lib/languages'
import { ReviewSchema, ReviewsPageSchema, type Review, type ReviewRequest, type ReviewsPage } from './reviews'

export function reviewsPath(productId: string): string {
  return `api/v1/Shop/Products/${encodeURIComponent(productId)}/Reviews`
}

/** One page (from 1) of a product's reviews in a language, with the rating summary; validated. */
export async function fetchReviews(lang: Lang, productId: string, page: number): Promise<ReviewsPage> {
  const answer = await api.get(reviewsPath(productId), { searchParams: { lang, page } }).json()
  return v.parse(ReviewsPageSchema, answer)
}

export const reviewQueries = {
  /** Every page of a product's reviews in a language (a new review changes them all); under the shop's key. */
  of: (lang: Lang, id: string) => ['shop', 'reviews', lang, id] as const,
  /**
   * One page of a product's reviews, in the browser only: the reviews are below the fold and load
   * when they near the viewport, never in the prerendered page. ky retries a failed GET once.
   */
  page: (lang: Lang, id: string, page: number) =>
    queryOptions({
      queryKey: [...reviewQueries.of(lang, id), page] as const,
      queryFn: () => fetchReviews(lang, id, page),
      enabled: typeof window !== 'undefined',
      staleTime: 5 * 60_000,
      retry: false,
    }),
}

export interface PostReviewVariables {
  productId: string
  review: ReviewRequest
  /** A review is written by a signed-in visitor: the API names them from the token. */
  sessionToken: string
}

/** Posts a review; resolves with the stored review. Never retried: a POST is not idempotent. */
export async function postReview({ productId, review, sessionToken }: PostReviewVariables): Promise<Review> {
  const answer = await api.post(reviewsPath(productId), { json: review, headers: { authorization: `Bearer ${sessionToken}` } }).json()
  return v.parse(ReviewSchema, answer)
}

export const reviewMutationOptions = () =>
  mutationOptions({
    mutationKey: ['shop', 'review', 'create'],
    mutationFn: postReview,
  })
