import { atom } from 'jotai'
import type { StoredCartItem } from '../stored-line'

// The cart panel is a modal <dialog>: it sits in the top layer, above any toast, and makes the page
// behind it inert. While it is open (`cartPanelOpenAtom`, with the header's badge in stored-cart.ts)
// the panel shows the cart's feedback itself (issue 29, item 4). Not in the first load.

/** A removed line and its place, enough to put it back. */
export interface RemovedLine {
  line: StoredCartItem
  index: number
  name: string
}

/** One piece of cart feedback: what a toast says, or the open panel's notice. */
export interface CartNotice {
  kind: 'success' | 'error'
  message: string
  detail?: string
  undo?: RemovedLine
}

/** The open panel's latest notice; `key` tells one notice from the next with the same words. */
export const cartPanelNoticeAtom = atom<(CartNotice & { key: number }) | null>(null)

/** Shows a notice in the open panel, in place of the one before. */
export const showPanelNoticeAtom = atom(null, (get, set, notice: CartNotice) => {
  set(cartPanelNoticeAtom, { ...notice, key: (get(cartPanelNoticeAtom)?.key ?? 0) + 1 })
})
