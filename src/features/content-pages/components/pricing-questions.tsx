import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Faq } from '~/components/sections/faq'
import { billingSaving } from '~/site/plans'

/** What buyers ask under the plans: what is included, billing, switching, VAT, cancelling, a trial. */
export function PricingQuestions() {
  const { i18n } = useLingui()
  const saving = billingSaving()
  const paidMonths = saving === null ? 12 : 12 - saving.freeMonths
  const questions = [
    {
      question: msg`What is included in a plan?`,
      answer: msg`The Storm products the plan names, for its number of users and sites, with hosting in Istanbul or Frankfurt, nightly backups, updates and support. Setting up with your own data and connecting your ERP are quoted once, before you start.`,
    },
    {
      question: msg`How does billing work?`,
      answer: msg`Monthly or yearly, in US dollars, by invoice or card. A yearly plan is billed once and costs ${paidMonths} monthly payments.`,
    },
    {
      question: msg`Can we switch plans?`,
      answer: msg`Yes, at any time. A larger plan applies the same day and the difference is charged for the rest of the period; a smaller one applies from the next period.`,
    },
    {
      question: msg`Are the prices with or without VAT?`,
      answer: msg`Without. The invoice adds the VAT of your country where it applies; companies in the EU with a VAT number are invoiced under the reverse charge.`,
    },
    {
      question: msg`How do we cancel?`,
      answer: msg`With an email to your contact person. A monthly plan ends with the month, a yearly plan with its year. You can export all your data for 30 days after that; then we delete them.`,
    },
    {
      question: msg`Can we try a product first?`,
      answer: msg`Yes. We set up a 30-day trial with your own data, so you judge the product on your work, not on a demo.`,
    },
  ]
  return (
    <section aria-labelledby="pricing-questions" className="mt-20">
      <h2 id="pricing-questions" className="text-center text-2xl font-bold tracking-tight">
        <Trans>Questions about the plans</Trans>
      </h2>
      <Faq name="pricing-faq" questions={questions.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) }))} />
    </section>
  )
}

/** The request form's section, where a plan's button leads with the plan chosen (`id` is its anchor). */
export function PlanRequest({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto mt-20 max-w-3xl scroll-mt-24 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 dark:bg-slate-900 dark:ring-slate-700">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        <Trans>Request your plan</Trans>
      </h2>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">
        <Trans>Tell us who you are and which plan you would like. We reply within one working day with your offer and a date to start.</Trans>
      </p>
      {children}
    </section>
  )
}
