import type { QueryClient } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'

// A route's loader is part of its page's first load: the queries' module (with the catalog's data
// and API) arrives through a dynamic import, with the lazily loaded part that renders the data.

export async function ensureCatalog(queryClient: QueryClient, lang: Lang) {
  const { shopQueries } = await import('./queries')
  return queryClient.ensureQueryData(shopQueries.catalog(lang))
}

export async function ensureProduct(queryClient: QueryClient, lang: Lang, id: string) {
  const { shopQueries } = await import('./queries')
  return queryClient.ensureQueryData(shopQueries.product(lang, id))
}

