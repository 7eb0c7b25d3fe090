import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** The top of the about page (v2): where the story starts and where it stands. */
export function StoryHero({ breadcrumb }: { breadcrumb: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        {breadcrumb}
        <p className="mt-8 text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">
          <Trans>Our story</Trans>
        </p>
        <h1 className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          <Trans>Software for the companies around us, since 2013</Trans>
        </h1>
        <p className="mt-6 max-w-3xl text-lg text-slate-600 dark:text-slate-300">
          <Trans>
            We began by writing planning software for the factories of Eskişehir. Today our teams in four offices build ERP, integration, data, IoT, web, mobile,
            desktop and AI software for companies across Türkiye and Europe, and we still answer the phone after go-live.
          </Trans>
        </p>
      </div>
    </section>
  )
}
