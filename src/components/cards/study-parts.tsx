// The parts of a case study that its cards and its own page show alike.
import { ExampleMark } from '~/components/example-mark'

/** A result of a case study as its cards show it: the figure already written the language's way. */
export interface ResultFigure {
  value: string
  label: string
}

/** A study's results as figures with their labels: `large` on the study's page, `small` on a card. */
export function ResultsStrip({ results, size = 'large' }: { results: readonly ResultFigure[]; size?: 'large' | 'small' }) {
  return (
    <dl className={size === 'large' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4' : 'grid grid-cols-2 gap-3'}>
      {results.map((result) => (
        <div
          key={result.label}
          // min-w-0 and the breaks: a German compound ("Gesamtanlageneffektivität") in a column half a
          // card wide breaks inside the column instead of running into the next one. The figure
          // first (justify-end of the reversed column): the figures of a row line up, however many
          // lines a label takes.
          className={`flex min-w-0 flex-col-reverse justify-end rounded-2xl ${size === 'large' ? 'bg-indigo-50 p-6 dark:bg-indigo-950' : 'bg-slate-100 p-3 dark:bg-slate-900'}`}
        >
          <dt data-content className={`hyphens-auto text-slate-700 wrap-anywhere dark:text-slate-300 ${size === 'large' ? 'mt-2 text-base' : 'mt-1 text-xs'}`}>
            {result.label}
          </dt>
          <dd data-content className={`font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300 ${size === 'large' ? 'text-4xl' : 'text-xl'}`}>
            {result.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Client, industry and year of a study, as one line, the client marked as a fictional example. */
export function StudyByline({ study }: { study: { client: string; industry: string; year: number } }) {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <span data-content>{study.client}</span>
      <span aria-hidden="true"> · </span>
      <span data-content>{study.industry}</span>
      <span aria-hidden="true"> · </span>
      {study.year}
      <span aria-hidden="true"> · </span>
      <ExampleMark />
    </p>
  )
}
