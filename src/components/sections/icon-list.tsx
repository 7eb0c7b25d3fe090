import { useLingui } from '@lingui/react/macro'
import { Icon } from '../icon'
import type { FeatureMessages } from './feature-grid'

/**
 * A list of points, each an icon beside its title and text, for a column beside a picture (where
 * FeatureGrid's cards are too wide). A list, so a screen reader announces how many there are.
 */
export function IconList({ items }: { items: readonly FeatureMessages[] }) {
  const { i18n } = useLingui()
  return (
    <ul className="mt-10 space-y-6">
      {items.map((item) => (
        <li key={item.title.id} className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
            <Icon name={item.icon} className="size-7" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{i18n._(item.title)}</h3>
            <p className="mt-1 text-slate-600 dark:text-slate-300">{i18n._(item.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
