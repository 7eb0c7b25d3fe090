import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeliveryMethod } from '~/site/delivery-methods'

export { DELIVERY_METHODS, type DeliveryMethod } from '~/site/delivery-methods'

/** The delivery methods as the checkout names them. */
export const DELIVERY_NAMES: Record<DeliveryMethod, MessageDescriptor> = {
  standard: msg`Standard delivery`,
  express: msg`Express delivery`,
}

/** How long each method takes, in working days after the order. */
export const DELIVERY_TIMES: Record<DeliveryMethod, MessageDescriptor> = {
  standard: msg`3–5 working days`,
  express: msg`1–2 working days`,
}

/** The checkout's first choice: the cheapest. */
export const DEFAULT_DELIVERY: DeliveryMethod = 'standard'
