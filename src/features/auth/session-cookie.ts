import { SESSION_COOKIE } from './session-token'

export { readSessionToken, SESSION_COOKIE, tokenFromCookies } from './session-token'

/** SPEC.md §9: the session lasts one day. */
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60

/** The `document.cookie` assignment that stores `token`: 1 day, path /, SameSite=Lax, Secure on https. */
export function sessionCookie(token: string, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : ''
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
}

/** The assignment that deletes the cookie (same name, path and flags, expired). */
export function expiredSessionCookie(protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : ''
  return `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
}

export function storeSessionToken(token: string): void {
  document.cookie = sessionCookie(token, window.location.protocol)
}

export function clearSessionToken(): void {
  document.cookie = expiredSessionCookie(window.location.protocol)
}
