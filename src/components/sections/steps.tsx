import type { ReactNode } from 'react'

export interface Step {
  /** Unique in the list. */
  key: string
  title: ReactNode
  text?: ReactNode
  /** A short fact beside the title: a duration, a week number. */
  meta?: ReactNode
}

/**
 * Numbered steps of a process: `row` puts them side by side on wide screens (a process overview),
 * `timeline` one under another along a line (a project's phases). An ordered list, so the numbers
 * are the list's own and a screen reader reads "1 of 4"; the drawn numbers are decorative.
 */
export function Steps({ steps, layout = 'row', headingLevel = 3 }: { steps: readonly Step[]; layout?: 'row' | 'timeline'; headingLevel?: 2 | 3 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : headingLevel === 3 ? 'h3' : 'h4'
  if (layout === 'timeline') {
    return (
      <ol className="relative space-y-8 border-l-2 border-indigo-200 pl-8 dark:border-indigo-800">
        {steps.map((step, index) => (
          <li key={step.key} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[3.05rem] inline-flex size-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white ring-4 ring-white dark:bg-indigo-500 dark:ring-slate-950"
            >
              {index + 1}
            </span>
            <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{step.title}</Heading>
            {step.meta === undefined ? null : <p className="mt-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">{step.meta}</p>}
            {step.text === undefined ? null : <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>}
          </li>
        ))}
      </ol>
    )
  }
  return (
    <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.key} className="flex flex-col">
          <span aria-hidden="true" className="text-4xl font-extrabold text-indigo-600 dark:text-indigo-300">
            {String(index + 1).padStart(2, '0')}
          </span>
          <Heading className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{step.title}</Heading>
          {step.meta === undefined ? null : <p className="mt-1 text-sm font-medium text-indigo-700 dark:text-indigo-300">{step.meta}</p>}
          {step.text === undefined ? null : <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>}
        </li>
      ))}
    </ol>
  )
}
