import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Where a route's loader data came from: the prerendered page, or a load in the browser. */
export type LoadedIn = 'build' | 'browser'

export function loadedIn(): LoadedIn {
  return typeof window === 'undefined' ? 'build' : 'browser'
}

/**
 * For a page that shows the item its search param names (`?job=`). A static host serves its one
 * prerendered HTML for every address, and hydration must find the head tags of that HTML, so the
 * route's `head` follows the search param only with data loaded in the browser. Once hydrated
 * with a param, the route loads again, and the title, description and canonical address follow.
 */
export function useHeadOfAddress(routeId: string, data: LoadedIn, named: boolean) {
  const router = useRouter()
  useEffect(() => {
    if (data === 'build' && named) void router.invalidate({ filter: (match) => match.routeId === routeId })
  }, [router, routeId, data, named])
}
