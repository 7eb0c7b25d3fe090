import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { PageLink } from '~/components/page-link'
import type { Lang } from '~/lib/languages'
import type { MenuEntry } from '../menu'
import { MenuIcon } from './menu-icon'

/**
 * One entry of the menu: its label, its badge, and for new-tab entries a hint to screen readers.
 * `detailed` (the wide menu) adds the entry's icon and one line of its description, which describes
 * the link without lengthening its name.
 */
export function MenuLink({
  lang,
  entry,
  className,
  onNavigate,
  detailed = false,
}: {
  lang: Lang
  entry: MenuEntry
  className: string
  onNavigate?: () => void
  detailed?: boolean
}) {
  const { t, i18n } = useLingui()
  const descriptionId = useId()
  const newTab = entry.target === '_blank'
  const label = <span>{i18n._(entry.label)}</span>
  return (
    <PageLink
      lang={lang}
      page={entry.page}
      className={className}
      onClick={onNavigate}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      {...(detailed ? { 'aria-describedby': descriptionId } : {})}
    >
      {detailed ? (
        <>
          <span className="mt-0.5 self-start text-indigo-700 dark:text-indigo-300">
            <MenuIcon icon={entry.icon} />
          </span>
          <span className="ml-2.5 flex min-w-0 flex-1 flex-col">
            {label}
            <span id={descriptionId} aria-hidden="true" className="truncate text-xs text-slate-600 dark:text-slate-300">
              {i18n._(entry.description)}
            </span>
          </span>
        </>
      ) : (
        label
      )}
      {entry.badge && (
        <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          {i18n._(entry.badge)}
        </span>
      )}
      {newTab && (
        <>
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" className="ml-1.5 inline-block align-[-2px]">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </>
      )}
    </PageLink>
  )
}
