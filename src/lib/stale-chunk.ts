/** Session storage key: the address the page was last reloaded at because a chunk failed to load. */
export const STALE_CHUNK_RELOAD_KEY = 'storm-stale-chunk-reload'

// What Chromium, Firefox and Safari say when a dynamic import or a preloaded stylesheet fails.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

/** Whether an error is a chunk of the site that failed to load (typically: it is gone after a redeploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/**
 * After a redeploy, a page that was open asks for chunks that no longer exist: one full reload of
 * the same address fetches the new ones. Reloads at most once per address in a session (so a chunk
 * that really is unreachable ends on the error page, never in a loop); false when it did not reload.
 */
export function reloadOnceForStaleChunk(location: Location = window.location, storage: Storage = window.sessionStorage): boolean {
  const address = location.pathname + location.search
  try {
    if (storage.getItem(STALE_CHUNK_RELOAD_KEY) === address) return false
    storage.setItem(STALE_CHUNK_RELOAD_KEY, address)
  } catch {
    // Without session storage there is no guard against a loop: do not reload.
    return false
  }
  location.reload()
  return true
}
