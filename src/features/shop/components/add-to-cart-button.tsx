import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { primaryButtonClass } from '~/components/button-styles'
import { cartItemsAtom } from '../atoms'
import type { Product } from '../schemas'
import { useSetCartQuantity } from '../use-cart'

/**
 * Adds `quantity` more of the product. Out of stock it says so, and a press explains it in a toast
 * instead of adding (the cart's own rule). `className` replaces its padding and type size.
 */
export function AddToCartButton({ product, quantity = 1, className }: { product: Product; quantity?: number; className?: string }) {
  const { t } = useLingui()
  const items = useAtomValue(cartItemsAtom)
  const name = product.name
  const setQuantity = useSetCartQuantity()
  const inCart = items.find((item) => item.productId === product.id)?.quantity ?? 0
  const soldOut = product.stock === 0
  return (
    <button
      type="button"
      aria-disabled={soldOut || undefined}
      aria-label={soldOut ? t`Out of stock: ${name}` : t`Add to cart: ${name}`}
      onClick={() => setQuantity(product, inCart + quantity)}
      className={`${primaryButtonClass} min-h-11 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-600 dark:aria-disabled:bg-slate-400 ${className ?? 'px-4 text-sm'}`}
    >
      {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
    </button>
  )
}
