import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { IconName } from '~/components/icons'
import { Icon } from '~/components/icon'
import { SectionHeader } from '~/components/sections/section-header'

const SERVICES: readonly { icon: IconName; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: 'web',
    title: msg`Web and mobile applications`,
    text: msg`Fast, accessible websites and web apps, and mobile apps for iOS and Android, built on modern stacks your team can maintain.`,
  },
  {
    icon: 'erp',
    title: msg`ERP and production software`,
    text: msg`Planning, production (MRP), stock and finance in one system, shaped around how your factory and office really work.`,
  },
  {
    icon: 'integration',
    title: msg`Integration and data`,
    text: msg`We connect your ERP, e-commerce, banking and e-invoice systems and turn scattered data into clear, reliable reports.`,
  },
  {
    icon: 'ai',
    title: msg`AI, DevOps and IoT`,
    text: msg`Machine learning that solves real problems, automated cloud delivery, and connected devices you can monitor live.`,
  },
]

// <details name> makes the group exclusive in the browser: opening one closes the others.
const GROUP = 'what-we-do'

/** The services accordion: the first item open, one open at a time, native keyboard support. */
export function WhatWeDo() {
  const { i18n } = useLingui()
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="below-fold bg-slate-50 py-16 sm:py-24 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <SectionHeader
            id={titleId}
            align="start"
            eyebrow={<Trans>What we do</Trans>}
            title={<Trans>Software for every part of your business</Trans>}
            intro={
              <Trans>
                From the shop floor to the customer's phone, we build the systems that keep your company running.
              </Trans>
            }
          />
        </div>
        <div className="space-y-4 lg:col-span-3">
          {SERVICES.map((service, index) => (
            <details
              key={service.icon}
              name={GROUP}
              open={index === 0}
              className="group rounded-2xl border border-slate-200 bg-white open:shadow-sm dark:border-slate-800 dark:bg-slate-950"
            >
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-4 rounded-2xl px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 [&::-webkit-details-marker]:hidden">
                <Icon name={service.icon} className="size-10 text-indigo-600 dark:text-indigo-400" />
                <h3 className="min-w-0 flex-1 text-lg font-semibold hyphens-auto text-slate-900 wrap-anywhere dark:text-white">{i18n._(service.title)}</h3>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-5 shrink-0 fill-current text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-slate-400"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                </svg>
              </summary>
              <p className="px-5 pb-5 text-slate-600 sm:pl-19 dark:text-slate-300">{i18n._(service.text)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
