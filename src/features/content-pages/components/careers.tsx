import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { BreadcrumbTrail } from '~/components/breadcrumb'
import { buttonClass } from '~/components/button'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import { jobPage, pageTexts } from '~/site/pages'
import { applyHref, DEPARTMENT_LABELS, EMPLOYMENT_LABELS, OFFICE_LABELS, WORKPLACE_LABELS } from '../jobs'
import { formatDay } from '../format-day'
import type { JobPageData, JobSummary } from '../load'
import { ItemBody } from './item-body'
import { card, textLink } from './styles'

/** Where, how and how much: "Istanbul, Berlin · Hybrid · Full time". */
function JobFacts({ job }: { job: JobSummary }) {
  const { i18n } = useLingui()
  const places = job.offices.map((office) => i18n._(OFFICE_LABELS[office])).join(', ')
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
      {[places, i18n._(WORKPLACE_LABELS[job.workplace]), i18n._(EMPLOYMENT_LABELS[job.employment])].join(' · ')}
    </p>
  )
}

/** The open positions, each linking to its own page. */
export function JobList({ lang, jobs }: { lang: Lang; jobs: readonly JobSummary[] }) {
  const { t, i18n } = useLingui()
  const jobCount = jobs.length
  return (
    <section aria-labelledby="open-positions" className="mt-12">
      <h2 id="open-positions" className="text-2xl font-bold tracking-tight">
        {t`Open positions`}{' '}
        <span className="ml-2 rounded-full bg-emerald-100 px-2.5 py-1 align-middle text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          <Plural value={jobCount} one="# Job" other="# Jobs" />
        </span>
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {jobs.map((job) => {
          const title = job.title
          return (
            <li key={job.slug} className={card}>
              <p className="text-sm font-semibold tracking-wide text-slate-600 caps dark:text-slate-300">{i18n._(DEPARTMENT_LABELS[job.department])}</p>
              <h3 data-content className="mt-2 text-xl font-bold">
                {title}
              </h3>
              <JobFacts job={job} />
              <p data-content className="mt-4">
                {job.description}
              </p>
              <PageLink lang={lang} page={jobPage(job.slug)} className={`mt-4 inline-block ${textLink}`}>
                {/* The title is the collection's text, not the catalog's. */}
                <Trans>
                  Read more about <span data-content>{title}</span>
                </Trans>
              </PageLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function BackToCareers({ lang }: { lang: Lang }) {
  return (
    <PageLink lang={lang} page="career" className={textLink}>
      <Trans>All open positions</Trans>
    </PageLink>
  )
}

/** One opening's page: its facts, its description and how to apply. */
export function JobArticle({ lang, data: { job, html } }: { lang: Lang; data: JobPageData }) {
  const { t, i18n } = useLingui()
  const title = job.title
  const apply = applyHref(t`Application: ${title}`)
  return (
    <article aria-labelledby="job-title" className="mx-auto max-w-3xl">
      <BreadcrumbTrail lang={lang} steps={[{ label: i18n._(pageTexts('career').title), page: 'career' }]} current={job.title} content />
      <p className="mt-8 text-sm font-semibold tracking-wide text-indigo-700 caps dark:text-indigo-300">{i18n._(DEPARTMENT_LABELS[job.department])}</p>
      <h1 id="job-title" data-content className="mt-2 text-4xl font-extrabold tracking-tight text-balance hyphens-auto wrap-break-word sm:text-5xl">
        {job.title}
      </h1>
      <p data-content className="mt-4 text-xl text-slate-700 dark:text-slate-300">
        {job.description}
      </p>
      <dl className={`mt-6 grid gap-4 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900 ${job.closes === undefined ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t`Location`}</dt>
          <dd className="font-semibold">
            {job.offices.map((office) => i18n._(OFFICE_LABELS[office])).join(', ')} · {i18n._(WORKPLACE_LABELS[job.workplace])}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t`Employment`}</dt>
          <dd className="font-semibold">{i18n._(EMPLOYMENT_LABELS[job.employment])}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t`Posted`}</dt>
          <dd className="font-semibold">
            <time dateTime={job.date}>{formatDay(job.date, lang)}</time>
          </dd>
        </div>
        {job.closes !== undefined && (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{t({ message: 'Apply by', comment: 'A job\'s facts: the label of the last day to apply, shown below it as a date.' })}</dt>
            <dd className="font-semibold">
              <time dateTime={job.closes}>{formatDay(job.closes, lang)}</time>
            </dd>
          </div>
        )}
      </dl>
      <ItemBody html={html} />
      <section aria-labelledby="apply" className="mt-12 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 dark:border-indigo-800 dark:bg-indigo-950">
        <h2 id="apply" className="text-2xl font-bold">
          <Trans>Apply for this position</Trans>
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-200">
          <Trans>Your email program opens with the position in the subject: attach your CV and write a few lines about yourself.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
          <a href={apply} className={buttonClass()}>
            <Trans>Apply by email</Trans>
          </a>
          <PageLink lang={lang} page="contact" className={textLink}>
            <Trans>Questions first? Contact us</Trans>
          </PageLink>
        </div>
      </section>
      <p className="mt-10">
        <BackToCareers lang={lang} />
      </p>
    </article>
  )
}
