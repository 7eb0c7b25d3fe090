import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { PageLink } from '~/components/page-link'
import { env } from '~/lib/env'
import type { Lang } from '~/lib/languages'
import { signOutOnUnauthorized, useSession } from '../queries'
import { useFollowSignOutElsewhere, useSignOut } from '../use-sign-out'
import { Button } from '~/components/button'

const item =
  'flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400'

/**
 * The signed-in visitor's menu: their name opens a list of links (a disclosure in a popover, so
 * the platform gives Tab order, Escape and light dismiss). Also the place that signs the visitor
 * out when any call of the API answers 401 or another tab signs out, since it is on every page
 * while a session exists.
 */
export function AccountMenu({ lang }: { lang: Lang }) {
  const { t } = useLingui()
  const session = useSession()
  const queryClient = useQueryClient()
  const signOut = useSignOut(lang)
  const popoverId = useId()
  const popover = useRef<HTMLDivElement>(null)
  useEffect(() => signOutOnUnauthorized(queryClient), [queryClient])
  useFollowSignOutElsewhere(lang)

  if (session.status !== 'signed-in') {
    return (
      <span role="status" className="inline-flex h-10 w-24 items-center justify-center">
        <span className="sr-only">{t`Checking your session…`}</span>
        <span aria-hidden="true" className="h-3 w-16 rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-700" />
      </span>
    )
  }
  const close = () => popover.current?.hidePopover()
  const { user } = session
  return (
    <div className="relative">
      <Button variant="ghost" size="sm" popoverTarget={popoverId} className="max-w-48 [anchor-name:--account-menu]">
        <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-xs text-white dark:bg-indigo-400 dark:text-slate-950">
          {user.name.charAt(0).toLocaleUpperCase(lang)}
        </span>
        {/* Initials only on a phone and beside the full menu, which leaves no room for a name. */}
        <span className="truncate max-sm:sr-only full-menu:sr-only">{user.name}</span>
        <span className="sr-only">{t`(account menu)`}</span>
      </Button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        data-overlay=""
        className="m-0 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-lg [position-anchor:--account-menu] [position-area:bottom_span-left] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-600 dark:text-slate-300">{user.email}</p>
        <ul className="flex flex-col gap-0.5">
          <li>
            <PageLink lang={lang} page="account/profile" className={item} onClick={close}>
              {t`Profile`}
            </PageLink>
          </li>
          <li>
            <PageLink lang={lang} page="account/wishlist" className={item} onClick={close}>
              {t`Wishlist`}
            </PageLink>
          </li>
          <li>
            <PageLink lang={lang} page="account/order-history" className={item} onClick={close}>
              {t`Order history`}
            </PageLink>
          </li>
          <li>
            <a href={env.VITE_APP_URL} className={item} onClick={close}>
              {t`Open the app`}
            </a>
          </li>
          <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
            <button
              type="button"
              className={item}
              onClick={() => {
                close()
                void signOut()
              }}
            >
              {t`Sign out`}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
