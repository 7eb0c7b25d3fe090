import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ReactNode } from 'react'
import { focusRing } from './focus-ring'

export interface ExternalMediaNoticeProps {
  /** The servers the content would be loaded from, named for the visitor ('OpenStreetMap'). */
  services: readonly string[]
  /** The button that loads the content this one time ('Show news', 'Load map'). */
  loadLabel: string
  onLoad: () => void
  /** Stores the consent to external media for good (from `useExternalMediaConsent`). */
  onAllowAlways: () => void
  /** Shown above the explanation (a heading, an address). */
  children?: ReactNode
  className?: string
}

/**
 * The card that stands in for external content until the visitor allows it: which servers it
 * would contact, a button that loads it this time and one that always allows external media.
 */
export function ExternalMediaNotice({ services, loadLabel, onLoad, onAllowAlways, children, className }: ExternalMediaNoticeProps) {
  const { i18n } = useLingui()
  const noticeId = useId()
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(services)
  return (
    <div
      className={`max-w-md rounded-lg bg-white p-4 text-center sm:p-5 shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-900 dark:ring-white/10 ${className ?? ''}`}
    >
      {children}
      <p id={noticeId} className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <Trans>This content is loaded from {names}, which then receive your IP address.</Trans>
      </p>
      {/* On a phone the buttons' labels are as small as the text above: "Always allow external media" took two lines at 16 px. */}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          aria-describedby={noticeId}
          onClick={onLoad}
          className={`inline-flex min-h-11 items-center justify-center rounded-md bg-indigo-600 px-3 py-2.5 text-sm font-semibold sm:px-5 sm:text-base text-white hover:bg-indigo-700 dark:bg-indigo-400 dark:text-slate-950 dark:hover:bg-indigo-300 ${focusRing}`}
        >
          {loadLabel}
        </button>
        <button
          type="button"
          onClick={onAllowAlways}
          className={`inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 px-3 py-2.5 text-sm font-semibold sm:px-5 sm:text-base text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
        >
          <Trans>Always allow external media</Trans>
        </button>
      </div>
    </div>
  )
}
