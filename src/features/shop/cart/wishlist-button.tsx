import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { toggleWishlistAtom, wishlistAtom } from './atoms'
import { notifyWishlist } from './cart-toast'
import type { Product } from '../schemas'
import { focusRing } from '~/components/focus-ring'

/**
 * A heart toggle: pressed when the product is in the wishlist; its name says which product. Each
 * press says what it did in a toast (sonner's region is a polite live region, so it is heard too).
 */
export function WishlistButton({ product, className }: { product: Pick<Product, 'id' | 'name'>; className?: string }) {
  const { t } = useLingui()
  const saved = useAtomValue(wishlistAtom).includes(product.id)
  const toggle = useSetAtom(toggleWishlistAtom)
  const name = product.name
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => {
        const nowSaved = toggle(product.id)
        void notifyWishlist(nowSaved ? t`${name} saved to your wishlist` : t`${name} removed from your wishlist`)
      }}
      className={`inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-red-700 hover:bg-red-50 dark:border-slate-600 dark:bg-slate-900 dark:text-red-400 dark:hover:bg-slate-800 ${focusRing} ${className ?? ''}`}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7.5-4.6-10-9.3C.3 8.3 2.3 4 6.3 4c2.2 0 3.8 1.3 4.7 2.7C11.9 5.3 13.5 4 15.7 4c4 0 6 4.3 4.3 7.7C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="sr-only">{t`Save ${name} to wishlist`}</span>
    </button>
  )
}
