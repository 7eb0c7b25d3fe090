import type { ReactNode } from 'react'

/** The frame of a shop page: its heading, an optional lead, and the content. */
export function ShopPage({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {lead !== undefined && <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{lead}</p>}
      <div className="mt-8">{children}</div>
    </div>
  )
}
