import { createRouter } from '@tanstack/react-router'
import { loadI18n } from '~/lib/i18n'
import { isLang } from '~/lib/languages'
import { createQueryClient } from '~/lib/query-client'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  const queryClient = createQueryClient()
  return createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders and beforeLoad do not run again on hydration: load the page's catalog first.
    hydrate: async () => {
      const first = window.location.pathname.split('/')[1]
      if (isLang(first)) await loadI18n(first)
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
