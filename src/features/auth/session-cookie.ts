/** The cookie that holds the session token (DECISIONS.md "Auth"): nothing of it in local storage. */
export const SESSION_COOKIE = 'storm-session'
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

/** The token in a `document.cookie` string, or null. */
export function tokenFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== SESSION_COOKIE) continue
    try {
      const token = decodeURIComponent(value.join('='))
      return token === '' ? null : token
    } catch {
      return null
    }
  }
  return null
}

export function readSessionToken(): string | null {
  return typeof document === 'undefined' ? null : tokenFromCookies(document.cookie)
}

export function storeSessionToken(token: string): void {
  document.cookie = sessionCookie(token, window.location.protocol)
}

export function clearSessionToken(): void {
  document.cookie = expiredSessionCookie(window.location.protocol)
}
