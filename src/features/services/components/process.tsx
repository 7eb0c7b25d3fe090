import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Steps } from '~/components/sections/steps'

const PROCESS: readonly { key: string; title: MessageDescriptor; meta: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'discover',
    title: msg`Discovery`,
    meta: msg`1–2 weeks`,
    text: msg`Workshops with the people who will use the software: what slows them down, which numbers matter, what must not break.`,
  },
  {
    key: 'plan',
    title: msg`Plan and prototype`,
    meta: msg`2–3 weeks`,
    text: msg`A clickable prototype or a technical spike, a first release you can use, and a fixed price for it.`,
  },
  {
    key: 'build',
    title: msg`Build in short cycles`,
    meta: msg`Two-week sprints`,
    text: msg`Working software every two weeks on a test server you can open, with a short demo and your feedback in the next sprint.`,
  },
  {
    key: 'run',
    title: msg`Launch and run`,
    meta: msg`From go-live on`,
    text: msg`A calm go-live, handover documents, and support around the clock from the team that built it.`,
  },
]

/** How every service project runs, from the first workshop to support after launch. */
export function Process() {
  const { i18n } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="mt-20 rounded-3xl bg-slate-50 px-6 py-12 sm:px-10 dark:bg-slate-900">
      <h2 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        <Trans>How a project with us runs</Trans>
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        <Trans>The same four steps for every service, so that you know at each point what you get, what it costs and what comes next.</Trans>
      </p>
      <div className="mt-10">
        <Steps steps={PROCESS.map((step) => ({ key: step.key, title: i18n._(step.title), meta: i18n._(step.meta), text: i18n._(step.text) }))} />
      </div>
    </section>
  )
}
