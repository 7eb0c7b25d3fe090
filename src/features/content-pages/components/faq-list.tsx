import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

function Item({ question, open, children }: { question: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    // `name` makes the items exclusive: opening one closes the others (SPEC.md §4 accordion).
    <details name="faq" open={open} className="group rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        {question}
        <span aria-hidden="true" className="text-xl group-open:rotate-45">+</span>
      </summary>
      <div className="px-5 pb-5 text-slate-600 dark:text-slate-300">{children}</div>
    </details>
  )
}

/** Questions customers ask before they start; the first is open. */
export function FaqList() {
  return (
    <div className="mt-10 space-y-3">
      <Item open question={<Trans>How does a project start?</Trans>}>
        <Trans>With a free discovery call. We listen, ask about your goals and users, and send a written proposal with scope, timeline and price within a week.</Trans>
      </Item>
      <Item question={<Trans>How long does a project take?</Trans>}>
        <Trans>A website takes four to eight weeks, an app or an integration two to four months. We deliver in two-week steps, so you see working software early.</Trans>
      </Item>
      <Item question={<Trans>Who owns the source code?</Trans>}>
        <Trans>You do. When the project is paid, the code, the designs and the documentation are yours, and you can work on them with any team.</Trans>
      </Item>
      <Item question={<Trans>What happens after launch?</Trans>}>
        <Trans>We host, monitor and update what we built. Support is available 24/7 and urgent problems are answered within four hours.</Trans>
      </Item>
      <Item question={<Trans>Do you work with companies outside Türkiye?</Trans>}>
        <Trans>Yes. We work in Turkish, English and German with customers across Europe, from our offices in Eskişehir, Istanbul, Berlin and London.</Trans>
      </Item>
    </div>
  )
}
