import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Lang } from '~/lib/languages'
import { shopQueries } from './queries'
import type { Catalog } from '../schemas'

/**
 * Renders `children` with the language's catalog, for a page that only needs its data (a lazily
 * loaded part, so the catalog's code stays out of the page's first load).
 */
export function WithCatalog({ lang, children }: { lang: Lang; children: (catalog: Catalog) => ReactNode }) {
  const { data: catalog } = useSuspenseQuery(shopQueries.catalog(lang))
  return children(catalog)
}
