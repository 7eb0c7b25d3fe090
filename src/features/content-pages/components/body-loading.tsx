import { Trans } from '@lingui/react/macro'

/** Where an item's body appears, while its code or its text loads. */
export function BodyLoading() {
  return (
    <p role="status" className="mt-10 text-slate-600 dark:text-slate-300">
      <Trans>Loading…</Trans>
    </p>
  )
}
