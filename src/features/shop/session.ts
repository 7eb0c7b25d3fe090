import { isHTTPError } from 'ky'

/** The shop refused the session token (expired or revoked): the visitor is no longer signed in. */
export function isSessionRefused(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 401
}
