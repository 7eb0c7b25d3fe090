/** The cookie that holds the session token (DECISIONS.md "Auth"): nothing of it in local storage. */
export const SESSION_COOKIE = 'storm-session'

/** The first element of every auth query's key (`authKeys` in queries.ts): sign-in and sign-out change them. */
export const AUTH_QUERY_ROOT = 'auth'

/** The token in the cookie's value as stored (URI-encoded), or null. */
function tokenFromValue(value: string): string | null {
  try {
    const token = decodeURIComponent(value)
    return token === '' ? null : token
  } catch {
    return null
  }
}

/** The token in a `document.cookie` string, or null. */
export function tokenFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return tokenFromValue(value.join('='))
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
    const cookie = await window.cookieStore.get(SESSION_COOKIE)
    return cookie?.value === undefined ? null : tokenFromValue(cookie.value)
  } catch {
    return readSessionToken()
  }
}
