/** The cookie that holds the session token (DECISIONS.md "Auth"): nothing of it in local storage. */
export const SESSION_COOKIE = 'storm-session'

/**
 * Its name on https: the `__Host-` prefix makes the browser refuse the cookie unless it is Secure,
 * `Path=/` and without `Domain`, so no subdomain can set or overwrite it. Plain http (the local
 * demo and tests on localhost) cannot set a prefixed cookie: there it keeps the plain name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

/** The names the token is read under, the prefixed one first (a plain one may predate the prefix). */
export const SESSION_COOKIE_NAMES = [SECURE_SESSION_COOKIE, SESSION_COOKIE] as const

/** The first element of every auth query's key (`authKeys` in queries.ts): sign-in and sign-out change them. */
export const AUTH_QUERY_ROOT = 'auth'

/** The session query's key (`authKeys.me`): its data is the user, or null once the session is over. */
export const SESSION_QUERY_KEY = [AUTH_QUERY_ROOT, 'me'] as const

/** The token in the cookie's value as stored (URI-encoded), or null. */
function tokenFromValue(value: string): string | null {
  try {
    const token = decodeURIComponent(value)
    return token === '' ? null : token
  } catch {
    return null
  }
}

/** The token in a `document.cookie` string (either name, the prefixed one first), or null. */
export function tokenFromCookies(cookies: string): string | null {
  const values = new Map<string, string>()
  for (const part of cookies.split(';')) {
    const [name = '', ...value] = part.trim().split('=')
    if (!values.has(name)) values.set(name, value.join('='))
  }
  for (const name of SESSION_COOKIE_NAMES) {
    const value = values.get(name)
    const token = value === undefined ? null : tokenFromValue(value)
    if (token !== null) return token
  }
  return null
}

/** The stored token (the header reads only this, so writing the cookie stays out of the first load). */
export function readSessionToken(): string | null {
  return typeof document === 'undefined' ? null : tokenFromCookies(document.cookie)
}

/**
 * The stored token, read without holding up the page where the browser can: reading
 * `document.cookie` the first time asks the browser's network process and waits for the answer,
 * in the middle of hydration, while that process is busy with the page's own requests; the Cookie
 * Store API (`cookieStore`, secure pages in Chromium, Safari 18.4 and Firefox 140 on) asks without
 * waiting. Elsewhere, or should it fail, `document.cookie`.
 */
export async function readSessionTokenSoon(): Promise<string | null> {
  if (typeof window === 'undefined') return null
  if (!('cookieStore' in window)) return readSessionToken()
  try {
    const cookies = await Promise.all(SESSION_COOKIE_NAMES.map((name) => window.cookieStore.get(name)))
    for (const cookie of cookies) {
      const token = cookie?.value === undefined ? null : tokenFromValue(cookie.value)
      if (token !== null) return token
    }
    return null
  } catch {
    return readSessionToken()
  }
}
