import { Trans, useLingui } from '@lingui/react/macro'
import { ExampleMark } from '~/components/example-mark'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { studyPage } from '~/site/pages'
import { CATEGORY_LABELS } from '../categories'
import { clientName } from '../clients'
import type { PortfolioSearch } from '../search'
import { filterStudies, type StudySummary } from '../studies'
import { PortfolioFilter } from './portfolio-filter'

const termClass = 'text-xs font-semibold tracking-wide text-slate-600 caps dark:text-slate-300'

/** Every study (or a category's) as a row: thumbnail, title, and client (marked as a fictional example), year and services side by side. */
export function PortfolioList({ lang, studies, search }: { lang: Lang; studies: readonly StudySummary[]; search: PortfolioSearch }) {
  const { i18n } = useLingui()
  return (
    <>
      <PortfolioFilter studies={studies} search={search} />
      <ul className="mt-8 flex flex-col gap-6">
        {filterStudies(studies, search.category).map((study, index) => (
          <li key={study.slug} className="linked-card sm:flex-row">
            <img
              src={`/images/portfolio/${study.cover}`}
              alt=""
              width={1200}
              height={630}
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
              className="aspect-[1200/630] w-full object-cover sm:w-64 sm:shrink-0"
            />
            <div className="flex flex-1 flex-col gap-4 p-6">
              <div>
                <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{i18n._(CATEGORY_LABELS[study.category])}</p>
                <h2 data-content className="mt-1 text-xl font-bold text-balance hyphens-auto text-slate-900 wrap-break-word dark:text-white">
                  <PageLink lang={lang} page={studyPage(study.slug)} className="card-link">
                    {study.title}
                  </PageLink>
                </h2>
              </div>
              <dl className="grid gap-4 sm:grid-cols-[auto_auto_1fr]">
                <div>
                  <dt className={termClass}>
                    <Trans>Client</Trans>
                  </dt>
                  <dd className="mt-1 text-slate-900 dark:text-white">
                    <span data-content>{clientName(study.client)}</span>
                    <ExampleMark className="block" />
                  </dd>
                </div>
                <div>
                  <dt className={termClass}>
                    <Trans>Year</Trans>
                  </dt>
                  <dd className="mt-1 text-slate-900 dark:text-white">{study.year}</dd>
                </div>
                <div>
                  <dt className={termClass}>
                    <Trans>Services</Trans>
                  </dt>
                  <dd data-content className="mt-1 text-slate-900 dark:text-white">
                    {study.services.join(' · ')}
                  </dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
