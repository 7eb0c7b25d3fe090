import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Lang } from '~/lib/languages'
import { SignInLink } from '~/components/sign-in-link'
import { loadAfterMount } from '~/components/lazy/load-after-mount'
import { AUTH_QUERY_ROOT, readSessionToken, readSessionTokenSoon, SESSION_QUERY_KEY } from '../session-token'

/** Holds the menu's place while its code loads. */
function MenuPlaceholder() {
  return <span aria-hidden="true" className="inline-block h-10 w-9 shrink-0 min-[400px]:w-11 sm:w-24" />
}

// The menu, the session query and the API client load only for a visitor with a session cookie:
// the first load of every page carries just this file.
const AccountMenu = loadAfterMount(() => import('./account-menu').then((module) => module.AccountMenu), MenuPlaceholder)

const signInClass =
  'inline-flex min-h-10 min-w-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 px-2 min-[400px]:min-w-10 min-[400px]:px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400'

/**
 * Whether the visitor has a session cookie: false in the prerendered HTML and until the cookie
 * has been read after hydration. The first read does not wait on the browser (`readSessionTokenSoon`);
 * after that, every change of an auth query (sign-in and sign-out both change the session query)
 * reads the cookie again, at once, as the code that just wrote it does.
 */
function useHasSession(): boolean {
  const queryClient = useQueryClient()
  const [hasSession, setHasSession] = useState(false)
  useEffect(() => {
    let active = true
    // A change seen before the first read has answered is newer than that answer.
    let changed = false
    const readFirst = async (): Promise<void> => {
      const token = await readSessionTokenSoon()
      if (active && !changed) setHasSession(token !== null)
    }
    void readFirst()
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] !== AUTH_QUERY_ROOT) return
      changed = true
      // A session the query knows is over (signed out here or in another tab) is over, even while
      // this tab still reads the old cookie: Chromium updates a tab's copy of the cookies later
      // than another tab's sign-out message can arrive.
      const over = queryClient.getQueryData(SESSION_QUERY_KEY) === null
      if (active) setHasSession(!over && readSessionToken() !== null)
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [queryClient])
  return hasSession
}

/**
 * The header's account entry: 'Sign in' for a visitor without a session (and in the prerendered
 * HTML), the user's menu once a session cookie exists. It follows sign-in and sign-out at once:
 * both change the session query, whose cache events re-read the cookie.
 */
export function HeaderAccount({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const hasSession = useHasSession()

  if (hasSession) return <AccountMenu lang={lang} />
  return (
    <SignInLink lang={lang} className={signInClass}>
      {/* On a phone the header has room for an icon only; the name stays "Sign in". */}
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="sm:hidden">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
      <span className="max-sm:sr-only">{t`Sign in`}</span>
    </SignInLink>
  )
}
