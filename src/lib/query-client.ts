import { QueryClient } from '@tanstack/react-query'

/** The site's query defaults; getRouter creates one client per router, tests one per render. */
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
