import type { ReactNode } from 'react'

/** A full-width band of a landing page, labelled by its heading (`id`); `muted` gives it the light grey ground. */
export function Section({ id, children, muted = false }: { id: string; children: ReactNode; muted?: boolean }) {
  return (
    <section aria-labelledby={id} className={muted ? 'bg-slate-50 py-16 sm:py-24 dark:bg-slate-900' : 'py-16 sm:py-24'}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  )
}
