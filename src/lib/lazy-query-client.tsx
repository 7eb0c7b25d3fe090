import { QueryClientContext, type QueryClient } from '@tanstack/react-query'
import { createContext, use, type ComponentType, type ReactNode } from 'react'
import { lazyWithPreload } from './lazy-with-preload'
import { loadAfterMount } from './load-after-mount'

/**
 * The page's TanStack Query client, created the first time a part or a loader needs it: its code
 * (the client, its caches and retryer) stays out of the first load of every page. One per router.
 */
export interface LazyQueryClient {
  /** Set once, by whichever needs the client first (`loadQueryClient` or `WithQueryClient`). */
  client?: QueryClient
}

/** The client of `lazy`, loading its code (and creating it) on the first call. */
export async function loadQueryClient(lazy: LazyQueryClient): Promise<QueryClient> {
  const { queryClientOf } = await import('./query-client')
  return queryClientOf(lazy)
}

const LazyQueryClientContext = createContext<LazyQueryClient>({})

/** Provides the router's lazy client to `WithQueryClient` and `useLazyQueryClient` below it. */
export function LazyQueryClientProvider({ client, children }: { client: LazyQueryClient; children: ReactNode }) {
  return <LazyQueryClientContext value={client}>{children}</LazyQueryClientContext>
}

export function useLazyQueryClient(): LazyQueryClient {
  return use(LazyQueryClientContext)
}

// The provider with the client's code: a lazily loaded part. Prerendering preloads it (the language
// route's loader), so the HTML of what it wraps is in the page; in the browser that part hydrates
// once the code has arrived, after the page's first load.
const QueryClientScope = lazyWithPreload(() => import('./query-client').then((module) => module.QueryClientScope))

export const preloadQueryClient = QueryClientScope.preload

/**
 * Gives its children a QueryClientProvider (for `useQuery`, `useMutation` and the rest): wrap
 * what uses TanStack Query, as near to it as possible. Inside another one (or a test's provider),
 * it adds nothing.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const lazy = useLazyQueryClient()
  const provided = use(QueryClientContext)
  if (provided !== undefined) return children
  return <QueryClientScope lazy={lazy}>{children}</QueryClientScope>
}

/**
 * `loadAfterMount` for a part that uses TanStack Query (the account menu, the cart panel): its code
 * and the provider's load together and it renders inside `WithQueryClient`, so mounting it
 * suspends nothing, not even where the page has not needed the client yet.
 */
export function loadAfterMountWithQueryClient<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder?: ComponentType<Props>,
): ReturnType<typeof loadAfterMount<Props>> {
  return loadAfterMount(async () => {
    const [Part] = await Promise.all([load(), preloadQueryClient()])
    return function PartWithQueryClient(props: Props) {
      return (
        <WithQueryClient>
          <Part {...props} />
        </WithQueryClient>
      )
    }
  }, Placeholder)
}
