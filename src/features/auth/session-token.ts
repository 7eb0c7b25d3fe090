/** The cookie that holds the session token (DECISIONS.md "Auth"): nothing of it in local storage. */
export const SESSION_COOKIE = 'storm-session'

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

/** The stored token (the header reads only this, so writing the cookie stays out of the first load). */
export function readSessionToken(): string | null {
  return typeof document === 'undefined' ? null : tokenFromCookies(document.cookie)
}
