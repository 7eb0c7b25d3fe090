import { useLingui } from '@lingui/react/macro'
import { useSetAtom, useStore } from 'jotai'
import { useCallback, useMemo } from 'react'
import { restoreCartLineAtom, setCartQuantityAtom } from './atoms'
import type { CartChange } from './cart'
import { showPanelNoticeAtom, type CartNotice, type RemovedLine } from './cart-notice'
import { cartPanelOpenAtom } from './stored-cart'
import { notifyCart } from './cart-toast'
import { choiceNames, describeChoice, lineName } from './choice-text'
import type { LineChoice, Product } from '../schemas'

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
 * `setQuantity(product, quantity, choice)` with the visitor's feedback: the toasts of SPEC.md §8 (or
 * the open panel's notice) with the line's size and colour beneath, Undo after a removal, and a word
 * when the stock limits what was asked for. Without a choice the product's default is meant (the
 * grid's button): the toast then says which size and colour went into the cart.
 */
export function useSetCartQuantity(): (product: Product, quantity: number, choice?: LineChoice) => CartChange {
  const { t, i18n } = useLingui()
  const setQuantity = useSetAtom(setCartQuantityAtom)
  const { show } = useCartFeedback()
  return useCallback(
    (product, quantity, choice) => {
      const change = setQuantity(product, quantity, choice)
      const stock = product.stock
      const limit = t`Only ${stock} in stock`
      const chosen = change.kind === 'removed' ? change.line.choice : change.kind === 'ignored' ? undefined : change.choice
      const names = choiceNames(product, chosen)
      const described = describeChoice(i18n, names)
      // A toast names the product, its size and colour beneath; a warning names the line itself.
      const line = lineName(i18n, product.name, names)
      const added = (name: string) => t`${name} added to your cart`
      const removed = (name: string) => t`${name} removed from your cart`
      const soldOut = (name: string) => t`${name} is out of stock`
      const limited = (name: string) => t`${name}: only ${stock} in stock`
      const detail = (...parts: string[]) => {
        const text = parts.filter((part) => part !== '').join(' · ')
        return text === '' ? {} : { detail: text }
      }
      switch (change.kind) {
        case 'added':
          show({ kind: 'success', message: added(product.name), ...detail(described, change.limited ? limit : '') })
          break
        case 'removed':
          show({
            kind: 'error',
            message: removed(product.name),
            ...detail(described),
            undo: { line: change.line, index: change.index, name: line },
          })
          break
        case 'out-of-stock':
          // A product out of stock altogether is named alone; else its size or colour is what is out.
          show({ kind: 'error', message: soldOut(product.stock === 0 ? product.name : line) })
          break
        case 'updated':
          if (change.limited) show({ kind: 'error', message: limited(line) })
          break
        case 'ignored':
          break
      }
      return change
    },
    [i18n, setQuantity, show, t],
  )
}
