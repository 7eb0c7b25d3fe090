import { QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { Provider as JotaiProvider, createStore } from 'jotai'
import type { ReactNode } from 'react'
import { loadI18n } from '~/lib/i18n'
import { isLang } from '~/lib/languages'
import { pageCatalogs, pageOfPath, servedNotFoundPath } from '~/site/pages'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from './routeTree.gen'

/** One router per request while prerendering, one per page load in the browser. */
export function getRouter() {
  // Per router, so that what one prerendered page loaded never shows up in another.
  const queryClient = createQueryClient()
  const store = createStore()
  let hydrating = true
  return createRouter({
    routeTree,
    context: { queryClient },
    // The router puts the page back where it was on a reload or a return, and at the top after a
    // navigation. On hydration a page that is already scrolled stays where it is: the visitor
    // scrolled the prerendered page (or the browser or Start's inline script restored it), and
    // the router's reset to the top would throw them back, under the pointer about to click.
    scrollRestoration: () => {
      // Prerendering asks too (for Start's inline restore script): there is nothing to keep there.
      if (typeof window === 'undefined') return true
      const keep = hydrating && window.scrollY !== 0
      hydrating = false
      return !keep
    },
    // The host answers an unknown path with its language's prerendered 404 page: the router
    // matches that page, so it hydrates instead of rendering again (which left the prerendered
    // head tags doubled).
    rewrite: {
      input: ({ url }) => {
        const path = servedNotFoundPath(url.pathname)
        if (path === null) return undefined
        url.pathname = path
        return url
      },
    },
    defaultPreload: 'intent',
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </QueryClientProvider>
    ),
    // Loaders and beforeLoad do not run again on hydration: load the page's catalogs first.
    hydrate: async () => {
      const first = window.location.pathname.split('/')[1]
      if (isLang(first)) await loadI18n(first, pageCatalogs(pageOfPath(window.location.pathname)))
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
