/** The site's primary call-to-action look, for links and buttons alike. */
export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300'

/** The lighter second action beside a primary one: an outlined button. */
export const secondaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-2 text-center font-semibold text-indigo-700 ring-1 ring-indigo-300 ring-inset hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:text-indigo-200 dark:ring-indigo-600 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-300'
