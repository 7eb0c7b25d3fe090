import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DELIVERY_DAYS, type DeliveryMethod } from '~/site/delivery-methods'

export { DELIVERY_DAYS, DELIVERY_METHODS, type DeliveryMethod } from '~/site/delivery-methods'
export { DELIVERY_NAMES } from '~/site/delivery-names'

/** How long a method takes ("3–5 working days"), from the one list of delivery times. */
export function deliveryTime(i18n: I18n, method: DeliveryMethod): string {
  const { from, to } = DELIVERY_DAYS[method]
  return i18n._(msg({ message: `${from}–${to} working days`, comment: 'How long a delivery takes, e.g. "3–5 working days"; {from} and {to} are numbers of working days' }))
}

/** The checkout's first choice: the cheapest. */
export const DEFAULT_DELIVERY: DeliveryMethod = 'standard'
