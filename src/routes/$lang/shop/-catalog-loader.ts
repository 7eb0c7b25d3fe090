import type { Lang } from '~/lib/languages'
import type { RouterContext } from '../../__root'

/**
 * The loader of the pages that show the catalog. Loaders are part of the route tree, which is in
 * the entry of every page: the catalog's data, schemas and API load with the page that needs them.
 */
export async function loadCatalog({ context, params }: { context: RouterContext; params: { lang: Lang } }) {
  const { shopQueries } = await import('~/features/shop/queries')
  return context.queryClient.ensureQueryData(shopQueries.catalog(params.lang))
}
