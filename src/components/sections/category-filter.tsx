import { Link } from '@tanstack/react-router'
import { focusRing } from '../focus-ring'

export interface FilterChoice {
  /** The search param's value; undefined for the choice that shows everything. */
  value: string | undefined
  label: string
}

const chipClass = `inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-indigo-700 aria-[current=page]:bg-indigo-700 aria-[current=page]:text-white dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-[current=page]:border-indigo-300 dark:aria-[current=page]:bg-indigo-300 dark:aria-[current=page]:text-slate-950 ${focusRing}`

/**
 * Filter chips as links to the current page with `?<param>=<value>` (the first choice, value
 * undefined, drops the param): each filter has an address, works before the page's scripts run,
 * and the chosen one carries `aria-current="page"`. Labels come translated from the caller.
 */
export function CategoryFilter({ label, param, choices, current }: { label: string; param: string; choices: readonly FilterChoice[]; current: string | undefined }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.value ?? ''}>
            <Link
              to="."
              search={choice.value === undefined ? {} : { [param]: choice.value }}
              // The router would mark each chip active by its path alone; aria-current says which filter is on.
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={choice.value === current ? 'page' : undefined}
              className={chipClass}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
