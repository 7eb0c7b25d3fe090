import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { primaryButtonClass } from '~/components/button-styles'
import { cartItemsAtom } from '../atoms'
import type { Product } from '../schemas'
import { useSetCartQuantity } from '../use-cart'

/**
 * Adds `quantity` more of the product. Out of stock it says so, and a press explains it in a toast
 * instead of adding (the cart's own rule).
 */
export function AddToCartButton({ product, quantity = 1, className }: { product: Product; quantity?: number; className?: string }) {
  const items = useAtomValue(cartItemsAtom)
  const setQuantity = useSetCartQuantity()
  const inCart = items.find((item) => item.productId === product.id)?.quantity ?? 0
  const soldOut = product.stock === 0
  return (
    <button
      type="button"
      aria-disabled={soldOut || undefined}
      onClick={() => setQuantity(product, inCart + quantity)}
      className={`${primaryButtonClass} min-h-11 px-4 text-sm aria-disabled:cursor-not-allowed aria-disabled:bg-slate-600 dark:aria-disabled:bg-slate-400 ${className ?? ''}`}
    >
      {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
      <span className="sr-only">: {product.name}</span>
    </button>
  )
}
