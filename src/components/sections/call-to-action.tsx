import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'
import { Icon } from '../icon'

const BENEFITS: readonly MessageDescriptor[] = [
  msg`Free first consultation`,
  msg`Fixed scope and transparent pricing`,
  msg`Senior engineers on every project`,
  msg`24/7 support after launch`,
]

/** The closing call to action: what working with us brings, and the way to the contact page; `id` names its heading. */
export function CallToAction({ lang, id }: { lang: Lang; id?: string }) {
  const { i18n } = useLingui()
  const generatedId = useId()
  const titleId = id ?? generatedId
  return (
    <section aria-labelledby={titleId} className="below-fold bg-white py-16 sm:py-24 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid items-center gap-10 rounded-3xl bg-indigo-700 px-6 py-12 text-white sm:px-12 lg:grid-cols-2 dark:bg-indigo-950 dark:ring-1 dark:ring-indigo-800">
          <div>
            <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              <Trans>Ready to build something great together?</Trans>
            </h2>
            <p className="mt-4 text-lg text-indigo-100">
              <Trans>Tell us about your project and we will get back to you within one business day.</Trans>
            </p>
            <ButtonLink lang={lang} page="contact" variant="on-dark" className="mt-8">
              <Trans>Start your project</Trans>
            </ButtonLink>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {BENEFITS.map((benefit) => (
              <li key={benefit.id} className="flex items-start gap-3 rounded-2xl bg-white/10 p-4 font-medium">
                <Icon name="check" className="size-6 text-green-300" />
                <span>{i18n._(benefit)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
