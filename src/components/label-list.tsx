import type { ReactNode } from 'react'

/**
 * Labelled facts as a definition list: each label beside its value from the small breakpoint on,
 * above it on a phone (the legal notice's company data, the privacy page's processings).
 */
export function LabelList({ rows, className = '' }: { rows: readonly { label: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr] ${className}`}>
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-slate-900 dark:text-white">{row.label}</dt>
          <dd className="mb-2 sm:mb-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
