import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useCallback } from 'react'
import { setCartQuantityAtom } from './atoms'
import type { CartChange } from './cart'
import { notifyCart } from './cart-toast'
import type { Product } from './schemas'

/**
 * `setQuantity(product, quantity)` with the visitor's feedback: the toasts of SPEC.md §8, and a
 * word when the stock limits what was asked for.
 */
export function useSetCartQuantity(): (product: Product, quantity: number) => CartChange {
  const { t } = useLingui()
  const setQuantity = useSetAtom(setCartQuantityAtom)
  return useCallback(
    (product, quantity) => {
      const change = setQuantity(product, quantity)
      const name = product.name
      const stock = product.stock
      const limit = t`Only ${stock} in stock`
      switch (change.kind) {
        case 'added':
          void notifyCart('success', t`${name} added to your cart`, change.limited ? limit : undefined)
          break
        case 'removed':
          void notifyCart('error', t`${name} removed from your cart`)
          break
        case 'out-of-stock':
          void notifyCart('error', t`${name} is out of stock`)
          break
        case 'updated':
          if (change.limited) void notifyCart('error', t`${name}: only ${stock} in stock`)
          break
        case 'ignored':
          break
      }
      return change
    },
    [setQuantity, t],
  )
}
