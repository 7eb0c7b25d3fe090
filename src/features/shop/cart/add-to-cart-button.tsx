import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { primaryButtonClass } from '~/components/button-styles'
import { cartItemsAtom } from './atoms'
import { isChoiceAvailable, normalizeChoice, sameChoice } from '../choices'
import type { LineChoice, Product } from '../schemas'
import { useSetCartQuantity } from './use-cart'

/**
 * Adds `quantity` more of the product with its `choice` of size and colour (without one, the grid's
 * card: its default, the first in stock, which the toast names). Out of stock it says so, and a press
 * explains it in a toast instead of adding (the cart's own rule). `className` replaces its padding
 * and type size.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  choice,
  className,
}: {
  product: Product
  quantity?: number
  choice?: LineChoice
  className?: string
}) {
  const { t } = useLingui()
  const items = useAtomValue(cartItemsAtom)
  const name = product.name
  const setQuantity = useSetCartQuantity()
  const chosen = normalizeChoice(product.attributes, choice)
  const inCart = items.find((item) => item.productId === product.id && sameChoice(item.choice, chosen))?.quantity ?? 0
  const soldOut = product.stock === 0 || !isChoiceAvailable(product.attributes, chosen)
  return (
    <button
      type="button"
      aria-disabled={soldOut || undefined}
      aria-label={soldOut ? t`Out of stock: ${name}` : t`Add to cart: ${name}`}
      onClick={() => setQuantity(product, inCart + quantity, chosen)}
      className={`${primaryButtonClass} min-h-11 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-600 dark:aria-disabled:bg-slate-400 ${className ?? 'px-4 text-sm'}`}
    >
      {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
    </button>
  )
}
