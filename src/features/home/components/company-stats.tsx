import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { useCurrentYear } from '~/lib/use-current-year'
import { COMPANY_FIGURES, yearsOfExperience } from '../lib/company'
import { countUpValue, formatCount, formatPercent } from '../lib/count-up'
import { useCountUpClock } from '../lib/use-count-up-clock'
import { SectionHeader } from '~/components/sections/section-header'

type Stat = { key: string; title: MessageDescriptor; stat: number; suffix: string }

function stats(currentYear: number): readonly Stat[] {
  return [
    { key: 'years', title: msg`Years of experience`, stat: yearsOfExperience(currentYear), suffix: '' },
    { key: 'sectors', title: msg`Different sectors`, stat: COMPANY_FIGURES.sectors, suffix: '+' },
    { key: 'products', title: msg`Products delivered`, stat: COMPANY_FIGURES.products, suffix: '+' },
    { key: 'customers', title: msg`Happy customers`, stat: COMPANY_FIGURES.happyCustomers, suffix: '+' },
  ]
}

/**
 * Company figures that count up once when scrolled into view. The final figure is always in the
 * markup (server HTML, screen readers, reduced motion); only an aria-hidden copy is animated.
 */
export function CompanyStats({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  const titleId = useId()
  const listRef = useRef<HTMLDListElement>(null)
  const elapsed = useCountUpClock(listRef)
  const currentYear = useCurrentYear()
  const locale = LOCALE_TAGS[lang].intl
  const percent = formatPercent(COMPANY_FIGURES.satisfactionPercent, locale)

  return (
    <section aria-labelledby={titleId} className="below-fold bg-white py-16 sm:py-24 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id={titleId}
          eyebrow={<Trans>In numbers</Trans>}
          title={<Trans>More than a decade of software that works</Trans>}
          intro={<Trans>Companies from many industries trust us with the systems they rely on every day.</Trans>}
        />
        <dl ref={listRef} className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {stats(currentYear).map((item) => {
            const final = `${formatCount(item.stat, locale)}${item.suffix}`
            const shown = elapsed === null ? final : `${formatCount(countUpValue(item.stat, elapsed), locale)}${item.suffix}`
            return (
              <div
                key={item.key}
                className="flex flex-col-reverse justify-end rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center dark:border-slate-800 dark:bg-slate-900"
              >
                <dt className="mt-2 text-sm font-medium text-slate-600 sm:text-base dark:text-slate-300">
                  {i18n._(item.title)}
                </dt>
                <dd className="text-4xl font-extrabold tracking-tight text-indigo-600 tabular-nums sm:text-5xl dark:text-indigo-400">
                  <span className="sr-only">{final}</span>
                  {/* The final figure reserves the width, so the count-up never moves the layout. */}
                  <span aria-hidden="true" className="inline-grid">
                    <span className="invisible col-start-1 row-start-1">{final}</span>
                    <span className="col-start-1 row-start-1">{shown}</span>
                  </span>
                </dd>
              </div>
            )
          })}
        </dl>
        <p className="mx-auto mt-10 flex w-fit items-center gap-3 rounded-full bg-green-50 px-5 py-3 font-semibold text-green-800 ring-1 ring-green-600/20 dark:bg-green-950 dark:text-green-200 dark:ring-green-400/30">
          <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-full bg-green-600 text-white dark:bg-green-400 dark:text-green-950">
            <svg viewBox="0 0 20 20" className="size-4 fill-current">
              <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
            </svg>
          </span>
          <Trans>{percent} customer satisfaction</Trans>
        </p>
      </div>
    </section>
  )
}
