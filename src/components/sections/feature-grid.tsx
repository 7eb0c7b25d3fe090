import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { Icon } from '../icon'
import type { IconName } from '../icons'

export interface FeatureGridItem {
  /** Unique in the grid. */
  key: string
  /** A decorative icon (hidden from assistive technology by the caller's icon). */
  icon: ReactNode
  /** The card's heading; a link in it (with `after:absolute after:inset-0`) makes the whole card clickable. */
  title: ReactNode
  text: ReactNode
  /** A line under the text: a link, a tag, a fact. */
  footer?: ReactNode
}

/** An item as the pages write their lists: an icon's name, a title and a text as messages. */
export interface FeatureMessages {
  icon: IconName
  title: MessageDescriptor
  text: MessageDescriptor
}

/** FeatureGrid's items from messages, in the language of `i18n`, keyed by their title. */
export function featureItems(items: readonly FeatureMessages[], i18n: I18n): FeatureGridItem[] {
  return items.map((item) => ({ key: item.title.id, icon: <Icon name={item.icon} className="size-7" />, title: i18n._(item.title), text: i18n._(item.text) }))
}

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

/**
 * Icon cards with a title and a text, in 2, 3 or 4 columns on wide screens and one on a phone.
 * A list, so that a screen reader announces how many there are; the headings keep the page's outline.
 */
export function FeatureGrid({ items, columns = 3, headingLevel = 3 }: { items: readonly FeatureGridItem[]; columns?: 2 | 3 | 4; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns]}`}>
      {items.map((item) => (
        <li
          key={item.key}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300">{item.icon}</span>
          <Heading className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{item.title}</Heading>
          <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{item.text}</p>
          {item.footer === undefined ? null : <div className="mt-4 text-sm">{item.footer}</div>}
        </li>
      ))}
    </ul>
  )
}
