import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'
import { fetchCatalog, fetchProduct } from './api'
import { fetchReviews } from '../reviews/reviews-api'

export const shopQueries = {
  all: () => ['shop'] as const,
  /** Categories and products of a language (the answer is localized, so the language is in the key). */
  catalog: (lang: Lang) =>
    queryOptions({
      queryKey: [...shopQueries.all(), 'catalog', lang] as const,
      queryFn: () => fetchCatalog(lang),
      staleTime: 60 * 60_000,
    }),
  product: (lang: Lang, id: string) =>
    queryOptions({
      queryKey: [...shopQueries.all(), 'product', lang, id] as const,
      queryFn: () => fetchProduct(lang, id),
      staleTime: 60 * 60_000,
    }),
  /** Every page of a product's reviews in a language (a new review changes them all). */
  reviewsOf: (lang: Lang, id: string) => [...shopQueries.all(), 'reviews', lang, id] as const,
  /**
   * One page of a product's reviews, in the browser only: the reviews are below the fold and load
   * when they near the viewport, never in the prerendered page. ky retries a failed GET once.
   */
  reviews: (lang: Lang, id: string, page: number) =>
    queryOptions({
      queryKey: [...shopQueries.reviewsOf(lang, id), page] as const,
      queryFn: () => fetchReviews(lang, id, page),
      enabled: typeof window !== 'undefined',
      staleTime: 5 * 60_000,
      retry: false,
    }),
}
