import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '~/features/seo/page-head'

export const Route = createFileRoute('/$lang/contact')({
  head: ({ params }) =>
    routeHead({
      lang: params.lang,
      page: 'contact',
      title: msg`Contact`,
      description: msg`Write to us, call us or visit one of our offices in Eskişehir, Istanbul, Berlin and London.`,
      keywords: msg`contact, software company, offices, Eskişehir, Istanbul, Berlin, London`,
    }),
  component: ContactPage,
})

function ContactPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
        <Trans>Contact</Trans>
      </h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
        <Trans>Tell us about your project; we answer every message within one working day.</Trans>
      </p>
    </section>
  )
}
