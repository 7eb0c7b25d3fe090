import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { SocialLinks } from '~/components/social-links'
import type { IconName } from '~/components/icons'
import { Icon } from '~/components/icon'
import { SectionHeader } from '~/components/sections/section-header'

const STEPS: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'step-discover',
    title: msg`Discover`,
    text: msg`We listen, study your processes and agree on the goals that matter.`,
  },
  {
    icon: 'step-plan',
    title: msg({ message: 'Plan', context: 'process step', comment: 'A step of the working process (to plan), not the product Storm Plan and not a pricing plan.' }),
    text: msg`A clear scope, timeline and architecture before a single line of code.`,
  },
  {
    icon: 'step-build',
    title: msg`Build`,
    text: msg`Short iterations with regular demos, so you see progress every week.`,
  },
  {
    icon: 'step-support',
    title: msg({ message: 'Support', context: 'process step', comment: 'The last step of the working process: looking after the software once it is live (a noun).' }),
    text: msg`Launch, monitoring and 24/7 support as your business grows.`,
  },
]

/** Four steps from first call to long-term support, and the company's social profiles. */
export function HowWeWork() {
  const { i18n, t } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="below-fold bg-slate-50 py-16 sm:py-24 dark:bg-slate-900">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>How we work</Trans>}
          title={<Trans>From idea to launch in four clear steps</Trans>}
          intro={<Trans>A simple, transparent process that keeps you informed and in control.</Trans>}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.icon}
              className="relative rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
            >
              <div className="flex items-center justify-between">
                <Icon name={step.icon} className="size-12 text-indigo-600 dark:text-indigo-400" />
                <span aria-hidden="true" className="text-4xl font-extrabold text-slate-500 tabular-nums dark:text-slate-400">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{i18n._(step.title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-col items-center gap-4 text-slate-700 sm:flex-row sm:justify-center dark:text-slate-200">
          <p className="font-semibold">
            <Trans>Follow our work</Trans>
          </p>
          <SocialLinks label={t`Storm Software on social media`} newTabHint={t`(opens in a new tab)`} />
        </div>
      </div>
    </section>
  )
}
