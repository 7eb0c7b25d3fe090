import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Lang } from '~/lib/languages'
import { JOBS } from '../jobs'

const card = 'rounded-2xl border border-slate-200 p-6 dark:border-slate-700'
const link =
  'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200'

/** The open positions, each linking to its description on the job page. */
export function JobList({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui()
  const jobCount = JOBS.length
  return (
    <section aria-labelledby="open-positions" className="mt-12">
      <h2 id="open-positions" className="text-2xl font-bold tracking-tight">
        {t`Open positions`}{' '}
        <span className="ml-2 rounded-full bg-emerald-100 px-2.5 py-1 align-middle text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          {t`${jobCount} Jobs`}
        </span>
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {JOBS.map((job) => {
          const title = i18n._(job.title)
          return (
          <li key={job.id} className={card}>
            <h3 className="text-xl font-bold">{title}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{i18n._(job.place)}</p>
            <p className="mt-4">{i18n._(job.summary)}</p>
            <Link to="/$lang/career/single" params={{ lang }} hash={job.id} className={`mt-4 inline-block ${link}`}>
              {t`Read more about ${title}`}
            </Link>
          </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Every open position in full, each under its own anchor. */
export function JobDetails() {
  const { t, i18n } = useLingui()
  return (
    <div className="mt-10 space-y-10">
      {JOBS.map((job) => (
        <article key={job.id} id={job.id} aria-labelledby={`${job.id}-title`} className={card}>
          <h2 id={`${job.id}-title`} className="text-2xl font-bold">
            {i18n._(job.title)}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{i18n._(job.place)}</p>
          <p className="mt-4">{i18n._(job.summary)}</p>
          <h3 className="mt-6 font-semibold">{t`What you will do`}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {job.tasks.map((task) => (
              <li key={task.id}>{i18n._(task)}</li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold">{t`What you bring`}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {job.profile.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
          <p className="mt-6">
            <Trans>
              Apply with your CV and a few lines about yourself to{' '}
              <a href="mailto:kariyer@stormyazilim.com.tr" className={link}>
                kariyer@stormyazilim.com.tr
              </a>
              .
            </Trans>
          </p>
        </article>
      ))}
    </div>
  )
}
