import { Plural, Trans } from '@lingui/react/macro'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import type { Lang } from '~/lib/languages'
import { loadAfterMount } from '~/components/lazy/load-after-mount'
import { useDialogSession } from '~/lib/use-dialog-session'
import { useHydrating } from '~/lib/use-hydrating'
import { cartCountAtom, cartMarker, cartPanelOpenAtom, DEMO_CART_COUNT } from './stored-cart'
import { Button } from '~/components/button'

// The panel (cart lines, catalog, pricing) is not part of any page's first load: it loads on the
// first hover, focus or press of the button. Opening it suspends nothing (with React.lazy it waited
// for React's fallback throttle: components/lazy/load-after-mount.tsx).
const CartPanel = loadAfterMount(() => import('./cart-panel').then((module) => module.CartPanel))
const preloadPanel = () => void CartPanel.preload().catch(() => undefined)

/** The header's cart button: an item-count badge, opening the cart side panel. */
export function CartButton({ lang }: { lang: Lang }) {
  const hydrating = useHydrating()
  const storedCount = useAtomValue(cartCountAtom)
  // While hydrating, and until the cart's rules have loaded, the prerendered demo count (hidden for a
  // visitor with a cart of their own: `cartMarker`).
  const pending = hydrating || storedCount === null
  const count = pending ? DEMO_CART_COUNT : storedCount
  // Shared, so that cart feedback goes to the open panel instead of a toast behind it.
  const [open, setOpen] = useAtom(cartPanelOpenAtom)
  const dialog = useDialogSession()
  const { session } = dialog
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [announced, setAnnounced] = useState<number | null>(null)
  // The stored cart's count replacing the prerendered one is no change to announce; later ones are.
  const settled = useRef(false)
  useEffect(() => {
    if (pending) return
    if (settled.current) setAnnounced(count)
    settled.current = true
  }, [count, pending])

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="relative"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          dialog.begin()
          setOpen(true)
        }}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
          <circle cx="10" cy="20" r="1.4" />
          <circle cx="17" cy="20" r="1.4" />
        </svg>
        <span className="sr-only">
          {/* An empty cart (every prerendered page, a first visit) reads as such, and needs no
              plural: Lingui formats a plural's count with Intl.NumberFormat, whose first use in a
              page makes the browser load its locale data in the middle of hydration.
              Chromium has that data from the start script's Intl worker by then; other engines do not. */}
          {count === 0 ? <Trans>Cart, empty</Trans> : <Plural value={count} one="Cart, # item" other="Cart, # items" />}
        </span>
        {/* No badge for an empty cart (after the last removal, an order, a sign-out): a "0" reads as news. */}
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            {...cartMarker(pending)}
            className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white"
          >
            {count}
          </span>
        )}
      </Button>
      <span role="status" className="sr-only">
        {announced !== null && <Plural value={announced} one="# item in your cart" other="# items in your cart" />}
      </span>
      {open && (
        <CartPanel
          key={session}
          lang={lang}
          onClose={() => {
            if (!dialog.isNewest(session)) return
            setOpen(false)
            buttonRef.current?.focus()
          }}
        />
      )}
    </>
  )
}
