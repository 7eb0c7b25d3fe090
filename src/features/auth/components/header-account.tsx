import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react'
import type { Lang } from '~/lib/languages'
import { safeReturnUrl } from '../return-url'
import { readSessionToken } from '../session-cookie'

// The menu, the session query and the API client load only for a visitor with a session cookie:
// the first load of every page carries just this file.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })))

const signInClass =
  'inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400'

/** Where signing in from the header comes back to: the current page, unless it is an auth page. */
function useReturnUrl(lang: Lang): string | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/+$/, '') })
  const page = pathname.split('/').slice(2).join('/')
  if (page.startsWith('auth/') || page === 'pages-logout') return undefined
  return safeReturnUrl(pathname, lang) === pathname ? pathname : undefined
}

/**
 * The header's account entry: 'Sign in' for a visitor without a session (and in the prerendered
 * HTML), the user's menu once a session cookie exists. It follows sign-in and sign-out at once:
 * both change the session query, whose cache events re-read the cookie.
 */
export function HeaderAccount({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient])
  const hasSession = useSyncExternalStore(subscribe, () => readSessionToken() !== null, () => false)
  const returnUrl = useReturnUrl(lang)

  if (hasSession) {
    return (
      <Suspense fallback={<span aria-hidden="true" className="inline-block h-10 w-24" />}>
        <AccountMenu lang={lang} />
      </Suspense>
    )
  }
  return (
    <Link
      to="/$lang/auth/sign-in"
      params={{ lang }}
      search={returnUrl === undefined ? {} : { returnUrl }}
      className={signInClass}
    >
      {t`Sign in`}
    </Link>
  )
}
