import { useLingui } from '@lingui/react/macro'
import type { Lang } from '~/lib/languages'
import { studyPage } from '~/site/pages'
import { PageLink } from '~/components/page-link'
import { ResultsStrip, StudyByline, type ResultFigure } from './study-parts'

/** A case study as its cards show it: plain data, so that a page's loader can carry it. */
export interface StudyCardData {
  slug: string
  title: string
  description: string
  /** The client's name (the same in every language). */
  client: string
  industry: string
  year: number
  /** The category's label, as its message id: plain data a loader can carry. */
  category: { id: string }
  /** The cover's file under /images/portfolio/. */
  cover: string
  results: readonly ResultFigure[]
}

/**
 * A study as a card: the cover (`cover` gives its shape, wide by default), category, the title
 * linking to the study (the whole card is its target area), client, description and the results it
 * is given, at the card's foot. `className` places the card (its height, its margin in columns).
 */
export function StudyCard({
  study,
  lang,
  headingLevel = 2,
  cover = 'aspect-[1200/630]',
  eager = false,
  className = '',
}: {
  study: StudyCardData
  lang: Lang
  headingLevel?: 2 | 3
  cover?: string
  /** The first cards of a page's list: loaded at once. */
  eager?: boolean
  className?: string
}) {
  const { i18n } = useLingui()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`linked-card ${className}`}>
      <img
        src={`/images/portfolio/${study.cover}`}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`w-full bg-slate-100 object-cover dark:bg-slate-700 ${cover}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(study.category)}</p>
        <Heading data-content className="text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
          <PageLink lang={lang} page={studyPage(study.slug)} className="card-link">
            {study.title}
          </PageLink>
        </Heading>
        <StudyByline study={study} />
        <p data-content className="text-slate-700 dark:text-slate-300">
          {study.description}
        </p>
        <div className="mt-auto">
          <ResultsStrip results={study.results} size="small" />
        </div>
      </div>
    </article>
  )
}
