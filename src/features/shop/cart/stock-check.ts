import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { choiceNames, lineName } from './choice-text'
import { availableFor } from '../choices'
import type { CartItem, LineChoice, Product } from '../schemas'

/** How many of a cart line's product and choice the catalog has in stock (0: out of stock). */
export function itemAvailable(item: { product: Product; choice?: LineChoice | undefined }): number {
  return availableFor(item.product.attributes, item.product.stock, item.choice)
}

/** A cart line that asks for more than is in stock, and how many are. */
export interface Shortage {
  item: CartItem
  available: number
}

/** The lines that ask for more than the catalog has in stock: the checkout sends no order while there is one. */
export function cartShortages(items: readonly CartItem[]): Shortage[] {
  return items.flatMap((item) => {
    const available = itemAvailable(item)
    return item.quantity > available ? [{ item, available }] : []
  })
}

/** What the visitor reads about a short line, naming it with its size and colour. */
export function shortageMessage(i18n: I18n, { item, available }: Shortage): string {
  const line = lineName(i18n, item.product.name, choiceNames(item.product, item.choice))
  return available === 0
    ? i18n._(msg`${line} is out of stock: please remove it from your cart.`)
    : i18n._(msg`${line}: only ${available} in stock. Please lower the quantity in your cart.`)
}
