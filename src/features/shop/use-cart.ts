import { useLingui } from '@lingui/react/macro'
import { useSetAtom, useStore } from 'jotai'
import { useCallback, useMemo } from 'react'
import { restoreCartLineAtom, setCartQuantityAtom } from './atoms'
import type { CartChange } from './cart'
import { showPanelNoticeAtom, type CartNotice, type RemovedLine } from './cart-notice'
import { cartPanelOpenAtom } from './stored-cart'
import { notifyCart } from './cart-toast'
import type { Product } from './schemas'

interface CartFeedback {
  show: (notice: CartNotice) => void
  undo: (removed: RemovedLine) => void
}

/**
 * Cart feedback where the visitor sees it: in the open cart panel, else in a toast (which the panel,
 * a modal dialog, would hide). A removal offers Undo, which puts the line back and says so.
 */
function useCartFeedback(): CartFeedback {
  const { t } = useLingui()
  const store = useStore()
  const restore = useSetAtom(restoreCartLineAtom)
  return useMemo(() => {
    const show = (notice: CartNotice) => {
      if (store.get(cartPanelOpenAtom)) {
        store.set(showPanelNoticeAtom, notice)
        return
      }
      const removed = notice.undo
      const action = removed === undefined ? undefined : { label: t`Undo`, onClick: () => undo(removed) }
      void notifyCart(notice.kind, notice.message, notice.detail, action)
    }
    const undo = (removed: RemovedLine) => {
      restore(removed.line, removed.index)
      const name = removed.name
      show({ kind: 'success', message: t`${name} is back in your cart` })
    }
    return { show, undo }
  }, [restore, store, t])
}

/** Undo of a removal, for the open panel's notice. */
export function useUndoRemoval(): (removed: RemovedLine) => void {
  return useCartFeedback().undo
}

/**
 * `setQuantity(product, quantity)` with the visitor's feedback: the toasts of SPEC.md §8 (or the
 * open panel's notice), Undo after a removal, and a word when the stock limits what was asked for.
 */
export function useSetCartQuantity(): (product: Product, quantity: number) => CartChange {
  const { t } = useLingui()
  const setQuantity = useSetAtom(setCartQuantityAtom)
  const { show } = useCartFeedback()
  return useCallback(
    (product, quantity) => {
      const change = setQuantity(product, quantity)
      const name = product.name
      const stock = product.stock
      const limit = t`Only ${stock} in stock`
      switch (change.kind) {
        case 'added':
          show({ kind: 'success', message: t`${name} added to your cart`, ...(change.limited ? { detail: limit } : {}) })
          break
        case 'removed':
          show({ kind: 'error', message: t`${name} removed from your cart`, undo: { line: change.line, index: change.index, name } })
          break
        case 'out-of-stock':
          show({ kind: 'error', message: t`${name} is out of stock` })
          break
        case 'updated':
          if (change.limited) show({ kind: 'error', message: t`${name}: only ${stock} in stock` })
          break
        case 'ignored':
          break
      }
      return change
    },
    [setQuantity, show, t],
  )
}
