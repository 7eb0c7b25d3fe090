import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Lang } from '~/lib/languages'
import { signOut } from './queries'

/** Signs out (cookie, user, account data) and shows the translated signed-out page. */
export function useSignOut(lang: Lang): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    signOut(queryClient)
    await navigate({ to: '/$lang/pages-logout', params: { lang } })
  }, [queryClient, navigate, lang])
}
