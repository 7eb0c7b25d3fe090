import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The heads of a page that shows the item its search param names (`/en/career/single?job=…`): one
 * per item, and one for a name no item has.
 *
 * A static host serves the page's one prerendered HTML whatever the search param, and hydration
 * must find the head tags of that HTML: so the loader computes these heads only in the browser,
 * and the route's `head` uses them when they are there. Once hydrated with a param, the route
 * loads again (`useItemHeads`), and the title, description and canonical address follow the
 * address. The code that builds them loads with the loader, not with every page.
 */
export interface ItemHeads<Head> {
  items: Record<string, Head>
  notFound: Head
}

/** The head of the item a search param names; undefined without a name or heads (the prerendered page's head applies). */
export function itemHead<Head>(heads: ItemHeads<Head> | undefined, slug: string | undefined): Head | undefined {
  if (heads === undefined || slug === undefined) return undefined
  return Object.hasOwn(heads.items, slug) ? heads.items[slug] : heads.notFound
}

/** Loads the route again once hydrated, when its address names an item and its heads are not there yet. */
export function useItemHeads(routeId: string, hasHeads: boolean, named: boolean) {
  const router = useRouter()
  useEffect(() => {
    if (!hasHeads && named) void router.invalidate({ filter: (match) => match.routeId === routeId })
  }, [router, routeId, hasHeads, named])
}
