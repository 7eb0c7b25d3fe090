import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DeliveryMethod } from './delivery-methods.ts'

/**
 * Each delivery method's name, as the checkout, the order's confirmation and the account's order
 * history show it. A file apart from the methods: the layout reaches those (the session's schemas),
 * and these messages belong in the shop's and the account's catalogs only.
 */
export const DELIVERY_NAMES: Record<DeliveryMethod, MessageDescriptor> = {
  standard: msg({ message: `Standard delivery`, comment: "A delivery method of the demo shop: in the checkout and in the account's order history." }),
  express: msg({ message: `Express delivery`, comment: "A delivery method of the demo shop: in the checkout and in the account's order history." }),
}
