/** The looks the career and help pages share. */
export const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700'

export const textLink =
  'rounded font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200 dark:focus-visible:outline-indigo-400'
