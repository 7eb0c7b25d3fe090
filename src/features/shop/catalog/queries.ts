import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'
import { fetchCatalog, fetchProduct } from './api'

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
}
