import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { Suspense, useEffect, useId, useRef } from 'react'
import { ButtonLink } from '~/components/button'
import type { Lang } from '~/lib/languages'
import { formatMoney } from '../money'
import { cartPanelNoticeAtom } from './cart-notice'
import { useUndoRemoval } from './use-cart'
import { useCartLines } from './use-cart-lines'
import { CartLines } from './cart-lines'
import { EmptyCart } from './empty-cart'
import { focusRing } from '~/components/focus-ring'

function PanelBody({ lang, close }: { lang: Lang; close: () => void }) {
  const { items, price } = useCartLines(lang)
  if (items.length === 0) return <EmptyCart lang={lang} onNavigate={close} />
  return (
    <>
      <div className="-mx-6 flex-1 overflow-y-auto px-6">
        <CartLines items={items} lang={lang} compact />
      </div>
      <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
        <p className="flex justify-between text-lg font-bold">
          <span>
            <Trans>Subtotal</Trans>
          </span>
          <span>{formatMoney(price.total - price.discount, lang)}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          <Trans>Tax is added at checkout.</Trans>
        </p>
        <ButtonLink lang={lang} page="shop/checkout" onClick={close} className="mt-4 w-full">
          <Trans>Continue to Checkout</Trans>
        </ButtonLink>
        <Link to="/$lang/shop/cart" params={{ lang }} onClick={close} className={`mt-3 block rounded text-center text-sm font-semibold underline underline-offset-4 ${focusRing}`}>
          <Trans>View cart</Trans>
        </Link>
      </div>
    </>
  )
}

/**
 * The cart's feedback while the panel is open, in the panel's flow (a toast would sit behind the
 * modal panel, or cover it): always present, so screen readers hear each new notice; Undo after a
 * removal. Undoing moves focus to the notice, which then says the line is back.
 */
function PanelNotice() {
  const { t } = useLingui()
  const notice = useAtomValue(cartPanelNoticeAtom)
  const undo = useUndoRemoval()
  const ref = useRef<HTMLDivElement>(null)
  // A panel opened again starts without the last visit's notice.
  const setNotice = useSetAtom(cartPanelNoticeAtom)
  useEffect(() => () => setNotice(null), [setNotice])
  const removed = notice?.undo
  const removedName = removed?.name ?? ''
  return (
    <div ref={ref} role="status" tabIndex={-1} data-testid="cart-panel-notice" className={`rounded-lg empty:hidden ${focusRing}`}>
      {notice !== null && (
        <div
          key={notice.key}
          data-kind={notice.kind}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border-l-4 border-emerald-600 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 data-[kind=error]:border-red-600 data-[kind=error]:bg-red-50 data-[kind=error]:text-red-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50 dark:data-[kind=error]:border-red-400 dark:data-[kind=error]:bg-red-950 dark:data-[kind=error]:text-red-50"
        >
          <p className="font-semibold">
            {notice.message}
            {notice.detail !== undefined && <span className="block font-normal">{notice.detail}</span>}
          </p>
          {removed !== undefined && (
            <button
              type="button"
              onClick={() => {
                undo(removed)
                ref.current?.focus()
              }}
              aria-label={t`Undo: ${removedName}`}
              className={`min-h-10 rounded px-1 font-semibold underline underline-offset-4 ${focusRing}`}
            >
              <Trans>Undo</Trans>
            </button>
          )}
        </div>
      )}
    </div>
  )
}

/**
 * The cart side panel: a modal <dialog>, so focus moves in, Esc closes it and the page behind is
 * inert; a press on the backdrop closes it too. `onClose` gives focus back to the opener.
 */
export function CartPanel({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const { t } = useLingui()
  const headingId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }, [])
  const close = () => ref.current?.close()

  return (
    // Esc closes the dialog natively; the click handler only adds the backdrop press.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      // Follows the site's theme, not the always-dark header of the home page it sits in.
      data-overlay=""
      // The dialog's own box is the panel's padding edge: a press that lands on the dialog itself
      // and not on its content is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col gap-4 p-6">
        <div className="flex items-center justify-between">
          <h2 id={headingId} className="text-2xl font-bold">
            <Trans>Your cart</Trans>
          </h2>
          <button
            type="button"
            onClick={close}
            className={`inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            <span className="sr-only">{t`Close cart`}</span>
          </button>
        </div>
        <PanelNotice />
        <Suspense fallback={<p>{t`Loading…`}</p>}>
          <PanelBody lang={lang} close={close} />
        </Suspense>
      </div>
    </dialog>
  )
}
