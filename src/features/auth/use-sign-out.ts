import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import type { Lang } from '~/lib/languages'
import { ACCOUNT_PAGES, pageOfPath } from '~/site/pages'
import { signOut } from './queries'
import { onSignOutElsewhere } from './session-channel'

const PRIVATE_ACCOUNT_PAGES: ReadonlySet<string> = new Set(ACCOUNT_PAGES)

/** Signs out (the server revokes the token; cookie, user, account data) and shows the translated signed-out page. */
// useRouter, not useNavigate: a useNavigate shared by lazily loaded parts made the bundler split
// the router core out of the first-load entry, which every page then loaded as an extra chunk.
export function useSignOut(lang: Lang): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    signOut(queryClient, 'visitor')
    await router.navigate({ to: '/$lang/pages-logout', params: { lang } })
  }, [queryClient, router, lang])
}

/**
 * Follows a sign-out in another tab of the site: this tab forgets the account too, and an account
 * page gives way to the signed-out page (other pages stay, their header showing 'Sign in').
 */
export function useFollowSignOutElsewhere(lang: Lang): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        signOut(queryClient, 'elsewhere')
        const page = pageOfPath(router.state.location.pathname).replace(/\/+$/, '')
        if (PRIVATE_ACCOUNT_PAGES.has(page)) void router.navigate({ to: '/$lang/pages-logout', params: { lang }, replace: true })
      }),
    [queryClient, router, lang],
  )
}
