/**
 * The `returnUrl` search value of the sign-in and sign-up pages: kept when it is text (the router
 * parses `?returnUrl=1` as a number); whether it is safe to follow is `safeReturnUrl`'s call.
 */
export function returnUrlSearch(search: Record<string, unknown>): { returnUrl?: string } {
  return typeof search.returnUrl === 'string' ? { returnUrl: search.returnUrl } : {}
}
