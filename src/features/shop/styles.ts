import { focusRing } from '~/components/focus-ring'

/** The look of the shop's selects (the grid's sort, a cart line's quantity). */
export const selectClass = `min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-white ${focusRing}`
