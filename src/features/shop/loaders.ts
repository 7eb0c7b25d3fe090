import type { QueryClient } from '@tanstack/react-query'
import type { Lang } from '~/lib/languages'

// Route loaders are part of the router's first load on every page: they reach the catalog through
// a dynamic import, so its data and code load with the shop's pages only.

export async function ensureCatalog(queryClient: QueryClient, lang: Lang) {
  const { shopQueries } = await import('./queries')
  return queryClient.ensureQueryData(shopQueries.catalog(lang))
}

export async function ensureProduct(queryClient: QueryClient, lang: Lang, id: string) {
  const { shopQueries } = await import('./queries')
  return queryClient.ensureQueryData(shopQueries.product(lang, id))
}

export async function preloadCheckout(queryClient: QueryClient, lang: Lang) {
  const [, { preloadCheckoutForm }] = await Promise.all([ensureCatalog(queryClient, lang), import('./components/checkout-view')])
  await preloadCheckoutForm()
}
