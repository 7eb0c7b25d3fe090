import { focusRing } from '~/components/focus-ring'

export const linkClass = `rounded font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`
