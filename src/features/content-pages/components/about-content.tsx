import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { COMPANY } from '~/site/facts'

/** The about page's story, values and figures. */
export function AboutContent({ lang, heading }: { lang: Lang; heading: ReactNode }) {
  const { t } = useLingui()
  const number = new Intl.NumberFormat(LOCALE_TAGS[lang].intl)
  const figures = [
    { value: `${number.format(COMPANY.customers)}+`, label: t`happy customers` },
    { value: `${number.format(COMPANY.products)}+`, label: t`products delivered` },
    { value: `${number.format(COMPANY.sectors)}+`, label: t`sectors` },
  ]
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:pb-20">
      <h2 className="text-2xl font-bold tracking-tight">{heading}</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        <li className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
          <h3 className="text-lg font-bold">
            <Trans>Careful work</Trans>
          </h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>We test what we build, measure it in production and fix what we find before our customers do.</Trans>
          </p>
        </li>
        <li className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
          <h3 className="text-lg font-bold">
            <Trans>Plain words</Trans>
          </h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>Fixed scopes, honest estimates and weekly demos: you always know where your project stands.</Trans>
          </p>
        </li>
        <li className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
          <h3 className="text-lg font-bold">
            <Trans>Long partnerships</Trans>
          </h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            <Trans>Most of our customers have worked with us for years; we support what we build for as long as it runs.</Trans>
          </p>
        </li>
      </ul>
      <dl className="mt-10 grid gap-6 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl bg-slate-100 p-6 text-center dark:bg-slate-800">
            <dt className="text-slate-600 dark:text-slate-300">{figure.label}</dt>
            <dd className="order-first text-4xl font-extrabold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
