import { focusRing } from '~/components/focus-ring'

/** Looks shared by the shop's controls. */

export const secondaryButtonClass = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`

export const selectClass = `min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 dark:border-slate-400 dark:bg-slate-900 dark:text-white ${focusRing}`

export const linkClass =
  'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200'
