import { ExampleMark } from '~/components/example-mark'
import { clientName } from '../clients'
import type { StudySummary } from '../studies'

export const cardClass =
  'relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-700 dark:bg-slate-800 dark:has-[a:focus-visible]:outline-indigo-400'

/** Client, industry and year of a study, as one line, the client marked as a fictional example. */
export function StudyByline({ study }: { study: Pick<StudySummary, 'client' | 'year' | 'industry'> }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <span data-content>{clientName(study.client)}</span>
      <span aria-hidden="true"> · </span>
      <span data-content>{study.industry}</span>
      <span aria-hidden="true"> · </span>
      {study.year}
      <span aria-hidden="true"> · </span>
      <ExampleMark />
    </p>
  )
}
