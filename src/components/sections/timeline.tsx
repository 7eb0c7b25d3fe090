import type { ReactNode } from 'react'

export interface TimelineItem {
  /** Stable and unique in the list. */
  id: string
  /** When it happened: shown as written (`label`) and machine-readable (`dateTime`, e.g. `2013`). */
  date: { label: string; dateTime: string }
  title: ReactNode
  text: ReactNode
}

export interface TimelineProps {
  /** In the order they happened. */
  items: readonly TimelineItem[]
  /** The level of each milestone's title below the section's heading. */
  headingLevel?: 3 | 4
  /** Id of the heading that names the list. */
  'aria-labelledby'?: string
  className?: string
}

/**
 * Milestones on a line: an ordered list, one item per milestone with its date, title and text, in
 * one column on a phone and on both sides of the line from `lg`. Plain markup that needs no script;
 * each milestone rises into place as it scrolls into view where the browser can and the visitor
 * allows motion (`scroll-reveal` in styles/app.css).
 */
export function Timeline({ items, headingLevel = 3, 'aria-labelledby': labelledBy, className }: TimelineProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <ol
      aria-labelledby={labelledBy}
      className={`relative flex flex-col gap-8 before:absolute before:inset-y-2 before:left-4 before:w-0.5 before:-translate-x-1/2 before:rounded-full before:bg-indigo-200 lg:gap-4 lg:before:left-1/2 dark:before:bg-indigo-900 ${className ?? ''}`}
    >
      {items.map((item, index) => {
        const start = index % 2 === 0
        return (
          <li key={item.id} className="relative pl-12 lg:grid lg:grid-cols-2 lg:gap-16 lg:pl-0">
            <span
              aria-hidden="true"
              className="absolute top-7 left-4 size-4 -translate-x-1/2 rounded-full bg-indigo-600 ring-4 ring-white lg:left-1/2 dark:bg-indigo-400 dark:ring-slate-950"
            />
            <div
              className={`scroll-reveal rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${start ? 'lg:col-start-1 lg:text-right' : 'lg:col-start-2'}`}
            >
              <time dateTime={item.date.dateTime} className="text-sm font-bold tracking-wide text-indigo-700 tabular-nums dark:text-indigo-300">
                {item.date.label}
              </time>
              <Heading className="mt-1 text-xl font-bold text-balance text-slate-900 dark:text-white">{item.title}</Heading>
              <p className="mt-2 text-pretty text-slate-600 dark:text-slate-300">{item.text}</p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
