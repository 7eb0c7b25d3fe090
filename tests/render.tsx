import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRoute } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { Provider as JotaiProvider, createStore } from 'jotai'
import type { ReactElement, ReactNode } from 'react'
import { isLang, type Lang } from '~/lib/languages'
import { loadI18n } from '~/lib/i18n'
import { createQueryClient } from '~/lib/query-client'
import { pageCatalogs, pageOfPath } from '~/site/pages'
import { routeTree } from '~/routeTree.gen'

/**
 * Renders a component the way the site does: a language's catalog, a fresh query client and a
 * fresh jotai store.
 */
export async function renderWithProviders(ui: ReactElement, options: { lang?: Lang; queryClient?: QueryClient } = {}) {
  const i18n = await loadI18n(options.lang ?? 'en')
  const queryClient = options.queryClient ?? createQueryClient()
  const store = createStore()
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <JotaiProvider store={store}>{children}</JotaiProvider>
        </QueryClientProvider>
      </I18nProvider>
    )
  }
  return render(ui, { wrapper: Wrapper })
}

let siteRouter: unknown

/**
 * Renders one of the site's page routes at a path, as the router does in the browser: the route
 * file's own loader and component under a root with memory history, with the page's catalogs and
 * providers. What a page shows from its data is checked here, without a browser; the header,
 * footer and head are the end-to-end tests'. Resolves once the page's h1 is there.
 */
export async function renderRoute(route: AnyRoute, path: string) {
  // A router of the site's own tree gives every route file's route its id, which its hooks look up.
  siteRouter ??= createRouter({ routeTree, context: { queryClient: createQueryClient() } })
  const lang = path.split('/')[1]
  if (!isLang(lang)) throw new Error(`${path} starts with no language`)
  await loadI18n(lang, pageCatalogs(pageOfPath(path)))
  const queryClient = createQueryClient()
  const root = createRootRoute()
  // The same path makes the same route id, so the component's `Route.useParams()` and
  // `Route.useLoaderData()` find this match.
  const page = createRoute({ getParentRoute: () => root, path: route.id, component: route.options.component, loader: route.options.loader })
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }), context: { queryClient } })
  // jsdom does not scroll (and says so on every call); the router scrolls to the top on each load.
  window.scrollTo = () => undefined
  const result = await renderWithProviders(<RouterProvider router={router} />, { lang, queryClient })
  await screen.findByRole('heading', { level: 1 })
  return { ...result, router }
}
