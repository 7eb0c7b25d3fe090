import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'

/** The empty cart: says so and leads to the grid. */
export function EmptyCart({ lang, onNavigate }: { lang: Lang; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" className="text-slate-500">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <p className="text-lg font-semibold">
        <Trans>Your cart is empty</Trans>
      </p>
      <ButtonLink lang={lang} page="shop/grid" onClick={onNavigate}>
        <Trans>Browse the shop</Trans>
      </ButtonLink>
    </div>
  )
}
