import type { ReactNode } from 'react'

/** The answer of the last request, announced: an error (role=alert) or a confirmation (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const style =
    kind === 'error'
      ? 'border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200'
      : 'border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100'
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm font-medium ${style}`}>
      {children}
    </p>
  )
}
