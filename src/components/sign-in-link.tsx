import { Link, useRouterState } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef } from 'react'
import type { Lang } from '~/lib/languages'
import { pageEntry, pageOfPath } from '~/site/pages'

/**
 * Where signing in comes back to: the current page, read from the router's location (no caller
 * restates its own address), unless it is an auth page or the signed-out page. A page of the
 * registry, so what the sign-in page's `safeReturnUrl` accepts (features/auth/return-url.ts, which
 * stays out of the first load).
 */
function useReturnUrl(): string | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/+$/, '') })
  const entry = pageEntry(pageOfPath(pathname))
  if (entry === undefined || entry.path.startsWith('auth/') || entry.path === 'pages-logout') return undefined
  return pathname
}

/**
 * A link to the sign-in page that comes back to the page it is on: the header's, and those of a
 * page that needs a session for part of it (a product's reviews, the checkout, the account).
 */
export function SignInLink({ lang, ...props }: Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { lang: Lang }) {
  const returnUrl = useReturnUrl()
  return <Link to="/$lang/auth/sign-in" params={{ lang }} search={returnUrl === undefined ? {} : { returnUrl }} {...props} />
}
