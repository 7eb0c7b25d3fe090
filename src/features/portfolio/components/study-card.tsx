import { useLingui } from '@lingui/react/macro'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { studyPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import type { StudySummary } from '../studies'
import { ResultsStrip } from './results-strip'
import { cardClass, StudyByline } from './study-byline'

/** The cover's shape of each card in turn: the masonry's columns get cards of different heights. */
const SHAPES = ['aspect-[4/5]', 'aspect-[1200/630]', 'aspect-square', 'aspect-[4/3]'] as const

/**
 * A study in the masonry: the cover in one of several shapes, category, the title linking to the
 * study (the whole card is its target area), client, description and two of its results.
 */
export function StudyCard({ study, lang, index }: { study: StudySummary; lang: Lang; index: number }) {
  const { i18n } = useLingui()
  return (
    <article className={`${cardClass} mb-6 break-inside-avoid`}>
      <img
        src={`/images/portfolio/${study.cover}`}
        alt=""
        width={1200}
        height={630}
        loading={index < 2 ? 'eager' : 'lazy'}
        decoding="async"
        className={`w-full object-cover ${SHAPES[index % SHAPES.length] ?? ''}`}
      />
      <div className="flex flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(CATEGORY_LABELS[study.category])}</p>
        <h2 data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
          <PageLink lang={lang} page={studyPage(study.slug)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none">
            {study.title}
          </PageLink>
        </h2>
        <StudyByline study={study} />
        <p data-content className="text-slate-700 dark:text-slate-300">
          {study.description}
        </p>
        <ResultsStrip results={study.results.slice(0, index % 2 === 0 ? 2 : 4)} lang={lang} size="small" />
      </div>
    </article>
  )
}
