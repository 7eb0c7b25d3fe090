/** The site's primary call-to-action look, for links and buttons alike. */
export const primaryButtonClass =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-indigo-700 px-6 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300'
