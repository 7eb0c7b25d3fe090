import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Lang } from '~/lib/languages'
import { signOut } from './queries'

/** Signs out (cookie, user, account data) and shows the translated signed-out page. */
// useRouter, not useNavigate: a useNavigate shared by lazily loaded parts made the bundler split
// the router core out of the first-load entry, which every page then loaded as an extra chunk.
export function useSignOut(lang: Lang): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    signOut(queryClient)
    await router.navigate({ to: '/$lang/pages-logout', params: { lang } })
  }, [queryClient, router, lang])
}
