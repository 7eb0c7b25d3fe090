import { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_COOKIE_NAMES } from './session-token'

export { readSessionToken, SESSION_COOKIE, tokenFromCookies } from './session-token'

/** SPEC.md §9: the session lasts one day. */
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60

/**
 * The cookie's scope, as tight as the site allows. Scripts must read it (SPEC.md: the header and
 * the API client send it as a Bearer token), so it cannot be HttpOnly, and every page reads it, so
 * its path is `/` (which `__Host-` requires anyway). `SameSite=Lax` as DECISIONS.md fixes it (it
 * keeps the cookie off the requests other sites start, but a link from another site); on https
 * it is `__Host-` prefixed and Secure.
 */
function attributes(protocol: string): string {
  return `Path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`
}

/** The cookie's name for a page served over `protocol`. */
export function sessionCookieName(protocol: string): string {
  return protocol === 'https:' ? SECURE_SESSION_COOKIE : SESSION_COOKIE
}

/** The `document.cookie` assignment that stores `token` for one day. */
export function sessionCookie(token: string, protocol: string): string {
  return `${sessionCookieName(protocol)}=${encodeURIComponent(token)}; Max-Age=${SESSION_MAX_AGE_SECONDS}; ${attributes(protocol)}`
}

/**
 * The assignments that delete the cookie under each name it may have (same name and path, expired):
 * on https also a plain one set before the prefix was; on http the prefixed name cannot exist.
 */
export function expiredSessionCookies(protocol: string): string[] {
  const names = protocol === 'https:' ? SESSION_COOKIE_NAMES : [SESSION_COOKIE]
  return names.map((name) => `${name}=; Max-Age=0; ${attributes(protocol)}`)
}

export function storeSessionToken(token: string): void {
  document.cookie = sessionCookie(token, window.location.protocol)
}

export function clearSessionToken(): void {
  for (const cookie of expiredSessionCookies(window.location.protocol)) document.cookie = cookie
}
