import type { PageView } from './schemas'

/**
 * Sends a page view without waiting and without ever bothering the visitor: with
 * `navigator.sendBeacon` (it outlives the page), else a keep-alive POST with ky. The body is
 * JSON sent as text/plain, a CORS-safelisted type, so the browser needs no preflight request.
 */
export async function sendPageView(endpoint: string, view: PageView): Promise<void> {
  const body = JSON.stringify(view)
  const type = 'text/plain;charset=UTF-8'
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, new Blob([body], { type }))) return
  } catch {
    // Some browsers throw instead of returning false; fall through to ky.
  }
  try {
    const { default: ky } = await import('ky')
    await ky.post(endpoint, { body, headers: { 'content-type': type }, keepalive: true, retry: 0, timeout: 10_000 })
  } catch {
    // Statistics are not worth an error message: a lost page view is dropped silently.
  }
}
