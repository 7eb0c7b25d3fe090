/** Local storage key of the random visitor id; it exists only while statistics are allowed. */
export const VISITOR_ID_STORAGE_KEY = 'storm-visitor-id'

/** Removes the visitor id: statistics were declined or withdrawn. Kept apart from the rest of the
 * analytics (loaded only with consent), as the layout calls it on every page. */
export function forgetVisitorId(): void {
  try {
    window.localStorage.removeItem(VISITOR_ID_STORAGE_KEY)
  } catch {
    // Blocked storage holds no id.
  }
}
