import { Trans, useLingui } from '@lingui/react/macro'
import { Timeline, type TimelineItem } from '~/components/sections/timeline'
import { LOCALE_TAGS, type Lang } from '~/lib/languages'
import { MILESTONES } from '../milestones'

/** The company's milestones on a timeline, oldest first. */
export function CompanyStory({ lang }: { lang: Lang }) {
  const { i18n } = useLingui()
  // Years as the language writes them, without grouping (2013, not 2.013).
  const year = new Intl.NumberFormat(LOCALE_TAGS[lang].intl, { useGrouping: false })
  const items: TimelineItem[] = MILESTONES.map((milestone) => ({
    id: `${milestone.year}`,
    date: { label: year.format(milestone.year), dateTime: `${milestone.year}` },
    title: i18n._(milestone.title),
    text: i18n._(milestone.text),
  }))
  return (
    <section aria-labelledby="story-milestones" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">
          <Trans>Milestones</Trans>
        </p>
        <h2 id="story-milestones" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          <Trans>From two rooms in Eskişehir to four offices</Trans>
        </h2>
        <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">
          <Trans>We grew with our customers: each office and each line of work began with a project that needed it.</Trans>
        </p>
      </div>
      <Timeline items={items} aria-labelledby="story-milestones" className="mt-12" />
    </section>
  )
}
