import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Button } from '~/components/button'
import { cartItemsAtom } from './atoms'
import { isChoiceAvailable, normalizeChoice, sameChoice } from '../choices'
import type { LineChoice, Product } from '../schemas'
import { useSetCartQuantity } from './use-cart'

// Sold out, the button stays focusable (a press explains why in a toast), so it is aria-disabled
// rather than disabled, and greyed rather than faded: its text stays readable.
const SOLD_OUT = 'aria-disabled:cursor-not-allowed aria-disabled:bg-slate-600 dark:aria-disabled:bg-slate-400'

/**
 * Adds `quantity` more of the product with its `choice` of size and colour (without one, the grid's
 * card: its default, the first in stock, which the toast names). Out of stock it says so, and a press
 * explains it in a toast instead of adding (the cart's own rule). `className`: its width, padding and
 * type size where it sits.
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
    <Button
      aria-disabled={soldOut || undefined}
      aria-label={soldOut ? t`Out of stock: ${name}` : t`Add to cart: ${name}`}
      onClick={() => setQuantity(product, inCart + quantity, chosen)}
      className={`${SOLD_OUT} ${className ?? 'text-sm'}`}
    >
      {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
    </Button>
  )
}
