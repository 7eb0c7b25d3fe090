import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import type { IconName } from '~/components/icons'
import { Icon } from '~/components/icon'
import { SectionHeader } from '~/components/sections/section-header'

const FEATURES: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'design',
    title: msg`User-centred design`,
    text: msg`Interfaces shaped with your users, tested early and polished down to the last detail.`,
  },
  {
    icon: 'modular',
    title: msg`Modular approach`,
    text: msg`Independent building blocks that grow with you and keep every change fast and safe.`,
  },
  {
    icon: 'contact',
    title: msg`Direct contact`,
    text: msg`One team and one point of contact, with clear answers at every step of the project.`,
  },
  {
    icon: 'data-protection',
    title: msg`Data protection`,
    text: msg`Privacy by design, in line with KVKK and GDPR, with your data always under your control.`,
  },
]

/** Four cards on how we work with clients: design, modular approach, contact, data protection. */
export function FeatureGroup({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="below-fold bg-white py-16 sm:py-24 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>Why Storm</Trans>}
          title={<Trans>Built around your business, not the other way round</Trans>}
          intro={<Trans>Good software starts with how we work together. These four principles guide every project.</Trans>}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li
              key={feature.icon}
              className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon name={feature.icon} className="size-12 text-indigo-600 dark:text-indigo-400" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{i18n._(feature.title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{i18n._(feature.text)}</p>
              {feature.icon === 'contact' ? (
                <PageLink
                  lang={lang}
                  page="contact"
                  className="mt-4 inline-flex min-h-6 items-center self-start rounded font-semibold text-indigo-600 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-400 dark:focus-visible:outline-indigo-400"
                >
                  <Trans>Contact us</Trans>
                  <span aria-hidden="true">&nbsp;→</span>
                </PageLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
