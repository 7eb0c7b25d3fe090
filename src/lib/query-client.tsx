import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { LazyQueryClient } from './lazy-query-client'

// Loaded on demand through lazy-query-client.tsx; tests import createQueryClient directly.

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

/** The client of `lazy`, created on the first call. */
export function queryClientOf(lazy: LazyQueryClient): QueryClient {
  lazy.client ??= createQueryClient()
  return lazy.client
}

export function QueryClientScope({ lazy, children }: { lazy: LazyQueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClientOf(lazy)}>{children}</QueryClientProvider>
}
