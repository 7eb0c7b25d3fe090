import { MutationCache, QueryClient } from '@tanstack/react-query'

/**
 * A mutation whose variables are secret (a password) sets `meta: SECRET_VARIABLES` and `gcTime: 0`:
 * it leaves the mutation cache the moment it settles, instead of holding the variables for the
 * default five minutes (the form that sent them still shows its result).
 */
export const SECRET_VARIABLES = { secretVariables: true } as const

/** The site's query defaults; getRouter creates one client per router, tests one per render. */
export function createQueryClient(): QueryClient {
  const mutationCache: MutationCache = new MutationCache({
    onSettled: (_data, _error, _variables, _result, mutation) => {
      if (mutation.meta?.secretVariables === true) mutationCache.remove(mutation)
    },
  })
  return new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
