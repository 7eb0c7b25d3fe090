import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '~/components/button'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { studyPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import type { PortfolioSearch } from '../search'
import { filterStudies, splitFeatured, type StudySummary } from '../studies'
import { PortfolioFilter } from './portfolio-filter'
import { ResultsStrip, StudyByline } from '~/components/cards/study-parts'
import { clientName } from '../clients'
import { formatResults } from '../figures'

/** A featured study on a large panel: the cover beside its title, summary and every result. */
function Feature({ study, lang, index }: { study: StudySummary; lang: Lang; index: number }) {
  const { i18n } = useLingui()
  const title = study.title
  return (
    <article className="grid items-center gap-8 rounded-3xl bg-slate-50 p-6 sm:p-10 lg:grid-cols-2 lg:gap-12 dark:bg-slate-900">
      <img
        src={`/images/portfolio/${study.cover}`}
        alt=""
        width={1200}
        height={630}
        loading={index === 0 ? 'eager' : 'lazy'}
        decoding="async"
        className={`aspect-[1200/630] w-full rounded-2xl object-cover ${index % 2 === 1 ? 'lg:order-last' : ''}`}
      />
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(CATEGORY_LABELS[study.category])}</p>
        <h2 data-content className="text-3xl font-bold tracking-tight text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
          {title}
        </h2>
        <StudyByline study={{ ...study, client: clientName(study.client) }} />
        <p data-content className="text-lg text-slate-700 dark:text-slate-300">
          {study.description}
        </p>
        <ResultsStrip results={formatResults(study.results, lang)} size="small" />
        <div>
          <ButtonLink lang={lang} page={studyPage(study.slug)} className="mt-2">
            <Trans>
              Read the case study<span data-content className="sr-only">: {title}</span>
            </Trans>
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}

/** The featured studies on large panels, then the others as short cards. */
export function PortfolioShowcase({ lang, studies, search }: { lang: Lang; studies: readonly StudySummary[]; search: PortfolioSearch }) {
  const { featured, others } = splitFeatured(filterStudies(studies, search.category))
  return (
    <>
      <PortfolioFilter studies={studies} search={search} />
      <div className="mt-8 flex flex-col gap-10">
        {featured.map((study, index) => (
          <Feature key={study.slug} study={study} lang={lang} index={index} />
        ))}
      </div>
      {others.length > 0 && (
        <section aria-labelledby="more-case-studies" className="mt-16">
          <h2 id="more-case-studies" className="text-2xl font-bold text-slate-900 dark:text-white">
            {featured.length > 0 ? <Trans>More case studies</Trans> : <Trans>Case studies</Trans>}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {others.map((study) => (
              <li key={study.slug} className="linked-card p-6">
                <h3 data-content className="text-lg font-bold text-slate-900 dark:text-white">
                  <PageLink lang={lang} page={studyPage(study.slug)} className="card-link">
                    {study.title}
                  </PageLink>
                </h3>
                <div className="mt-2">
                  <StudyByline study={{ ...study, client: clientName(study.client) }} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
