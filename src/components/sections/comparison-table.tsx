import type { ReactNode } from 'react'
import { focusRing } from '../focus-ring'

/** What a cell says: `true` included, `false` not included, or a short text (a figure, "weekly"). */
export type ComparisonValue = boolean | string

export interface ComparisonColumn<K extends string> {
  key: K
  /** The column's header: a plan, a product, a way of working. */
  label: ReactNode
  /** The column the page recommends: tinted, in both themes. */
  featured?: boolean
}

export interface ComparisonRow<K extends string> {
  /** Unique in the table: React's key. */
  key: string
  /** The row's header: what is compared. */
  label: ReactNode
  /** One value per column, by the column's key. */
  values: Record<K, ComparisonValue>
}

export interface ComparisonTableProps<K extends string> {
  /** Names the table (its caption) and the region that scrolls it sideways on a phone. */
  caption: string
  /** `true`: the caption is read by assistive technology only, because a visible heading says the same. */
  hideCaption?: boolean
  /** The header of the row headers' column ("Feature"). */
  corner: ReactNode
  columns: readonly ComparisonColumn<K>[]
  rows: readonly ComparisonRow<K>[]
  /** The text alternatives of the check and the cross, in the page's language. */
  labels: { yes: string; no: string }
}

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className="size-6 text-emerald-700 dark:text-emerald-300">
      <circle cx="12" cy="12" r="10" strokeWidth="2" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  )
}

function Cross() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" className="size-6 text-slate-500 dark:text-slate-400">
      <path d="m7 7 10 10M17 7 7 17" />
    </svg>
  )
}

function Value({ value, labels }: { value: ComparisonValue; labels: { yes: string; no: string } }) {
  if (typeof value === 'string') return <span className="font-medium text-slate-800 dark:text-slate-100">{value}</span>
  // The drawn mark and its words: the shape tells yes from no, not its colour, and a screen reader reads the words.
  return (
    <span className="inline-flex justify-center">
      {value ? <Check /> : <Cross />}
      <span className="sr-only">{value ? labels.yes : labels.no}</span>
    </span>
  )
}

/**
 * One card per column for a phone: the column's name, then every row with its check or cross and
 * words (or its value), so a plan never reads as "lacks everything" because its cells are off screen.
 * The wider right padding keeps every word clear of the back-to-top button (16 px from the edge,
 * 48 px wide) as the cards scroll past it.
 */
function ColumnCards<K extends string>({ caption, columns, rows, labels }: Pick<ComparisonTableProps<K>, 'caption' | 'columns' | 'rows' | 'labels'>) {
  return (
    <ul aria-label={caption} className="grid gap-4 md:hidden">
      {columns.map((column) => (
        <li
          key={column.key}
          className={`relative rounded-2xl bg-white py-5 pr-13 pl-5 dark:bg-slate-900 ${column.featured === true ? 'ring-2 ring-indigo-600 dark:ring-indigo-400' : 'ring-1 ring-slate-200 dark:ring-slate-700'}`}
        >
          <p className="text-lg font-bold text-slate-900 dark:text-white">{column.label}</p>
          <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => {
              const value = row.values[column.key]
              return (
                <div key={row.key} className="flex items-start justify-between gap-4 py-2.5">
                  <dt className={`min-w-0 break-words ${value === false ? 'text-slate-600 dark:text-slate-400' : 'text-slate-800 dark:text-slate-100'}`}>{row.label}</dt>
                  <dd className="max-w-[50%] shrink-0 text-right break-words">
                    <Value value={value} labels={labels} />
                  </dd>
                </div>
              )
            })}
          </dl>
        </li>
      ))}
    </ul>
  )
}

/**
 * A comparison of plans, products or ways of working: a real table with a caption, column and row
 * headers, and a check or a cross with its words in each yes/no cell. Below `md` (a phone) the same
 * comparison is one card per column instead, listing every row; the table, from `md`, still scrolls
 * sideways inside a labelled region the keyboard can focus, with the row headers kept in view.
 * Words wrap whole or at a hyphen, never cut. Content comes in as props: the section knows no page.
 */
export function ComparisonTable<K extends string>({ caption, hideCaption = false, corner, columns, rows, labels }: ComparisonTableProps<K>) {
  const featured = (column: ComparisonColumn<K>) => (column.featured === true ? 'bg-indigo-50 dark:bg-indigo-950' : '')
  return (
    <>
      <ColumnCards caption={caption} columns={columns} rows={rows} labels={labels} />
      {/* `relative`: the cells' visually hidden words are positioned absolutely; the region must be their
          containing block, or they escape its scrolling and widen the page. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be focusable (axe scrollable-region-focusable) */}
      <div role="region" aria-label={caption} tabIndex={0} className={`relative hidden overflow-x-auto rounded-2xl ring-1 ring-slate-200 md:block dark:ring-slate-700 ${focusRing}`}>
        <table className="w-full min-w-[36rem] border-collapse bg-white text-left hyphens-auto dark:bg-slate-900">
          <caption className={hideCaption ? 'sr-only' : 'px-4 pt-4 pb-2 text-left text-sm font-medium text-slate-600 sm:px-6 dark:text-slate-300'}>{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="sticky left-0 z-10 bg-white px-4 py-4 font-semibold text-slate-900 sm:px-6 dark:bg-slate-900 dark:text-white">
                {corner}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={`px-4 py-4 text-center font-semibold text-slate-900 dark:text-white ${featured(column)}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100 last:border-b-0 dark:border-slate-800">
                <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-4 font-normal text-slate-700 sm:px-6 dark:bg-slate-900 dark:text-slate-200">
                  {row.label}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={`px-4 py-4 text-center ${featured(column)}`}>
                    <Value value={row.values[column.key]} labels={labels} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
