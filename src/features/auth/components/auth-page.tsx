import type { ReactNode } from 'react'

/** The frame of the sign-in, sign-up, forgot-password and signed-out pages. */
export function AuthPage({ headingId, title, intro, children, footer }: {
  headingId: string
  title: string
  intro: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:px-6 lg:py-20">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {title}
      </h1>
      <div className="mt-3 text-slate-600 dark:text-slate-300">{intro}</div>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        {children}
      </div>
      {footer !== undefined && <div className="mt-6 text-sm text-slate-700 dark:text-slate-300">{footer}</div>}
    </section>
  )
}
