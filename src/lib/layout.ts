/** Scroll thresholds of SPEC.md §9, in CSS pixels. */
export const STICKY_HEADER_THRESHOLD = 400
export const BACK_TO_TOP_THRESHOLD = 450
/** The progress bar completes this long after a navigation ends (SPEC.md §4). */
export const PROGRESS_DONE_DELAY_MS = 200
/** The header's height (its `h-16`), sticky or not. */
export const HEADER_HEIGHT_PX = 64
/**
 * Toasts stack just below the header (its z-40): entering, a toast slides down from behind the
 * header rather than over its cart button.
 */
export const TOASTER_Z_INDEX = 39
/** Toasts start this far below the header, so they never cover its cart button (issue 29). */
export const TOAST_GAP_PX = 12
/** Toast defaults of SPEC.md §9. */
export const TOAST_DURATION_MS = 5000
/** Set on <html> once the whole page, lazily loaded parts included, is interactive. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
