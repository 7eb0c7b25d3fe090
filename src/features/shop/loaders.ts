import type { Lang } from '~/lib/languages'
import { loadQueryClient, type LazyQueryClient } from '~/lib/lazy-query-client'

// Route loaders are part of the router's first load on every page: they reach the catalog through
// a dynamic import, so its data and code load with the shop's pages only.

export async function ensureCatalog(queryClient: LazyQueryClient, lang: Lang) {
  const [{ shopQueries }, client] = await Promise.all([import('./queries'), loadQueryClient(queryClient)])
  return client.ensureQueryData(shopQueries.catalog(lang))
}

export async function ensureProduct(queryClient: LazyQueryClient, lang: Lang, id: string) {
  const [{ shopQueries }, client] = await Promise.all([import('./queries'), loadQueryClient(queryClient)])
  return client.ensureQueryData(shopQueries.product(lang, id))
}

export async function preloadCheckout(queryClient: LazyQueryClient, lang: Lang) {
  const [, { preloadCheckoutForm }] = await Promise.all([ensureCatalog(queryClient, lang), import('./components/checkout-view')])
  await preloadCheckoutForm()
}
