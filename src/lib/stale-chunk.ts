/** Session storage key: the address the page was last reloaded at because a chunk failed to load. */
export const STALE_CHUNK_RELOAD_KEY = 'storm-stale-chunk-reload'

// What Chromium, Firefox and Safari say when a dynamic import or a preloaded stylesheet fails.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** Whether an error is a chunk of the site that failed to load (typically: it is gone after a redeploy). */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/**
 * TanStack Router's lazy route components reload the page once by themselves when their chunk is
 * missing, guarded by this session storage key (its own, `tanstack_router_reload:` and the error's
 * message). Both guards are set together, so one failure reloads the page once, not twice, in
 * whichever order the two notice it.
 */
export function routerReloadKey(error: Error): string {
  return `tanstack_router_reload:${error.message}`
}

/**
 * After a redeploy, a page that was open asks for chunks that no longer exist: one full reload of
 * the same address fetches the new ones. Reloads at most once per address in a session (so a chunk
 * that really is unreachable ends on the error page, never in a loop), and not when the router has
 * already reloaded for the same error; false when it did not reload.
 */
export function reloadOnceForStaleChunk(error: Error, location: Location = window.location, storage: Storage = window.sessionStorage): boolean {
  const address = location.pathname + location.search
  try {
    const reloaded = storage.getItem(STALE_CHUNK_RELOAD_KEY) === address || storage.getItem(routerReloadKey(error)) !== null
    storage.setItem(STALE_CHUNK_RELOAD_KEY, address)
    storage.setItem(routerReloadKey(error), '1')
    if (reloaded) return false
  } catch {
    // Without session storage there is no guard against a loop: do not reload.
    return false
  }
  location.reload()
  return true
}
