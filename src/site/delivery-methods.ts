/**
 * The shop's delivery methods: an order names one, and the account's order history shows it, so the
 * shop and the account read the same list. Their prices are the shop's (src/features/shop/pricing.ts).
 */
export const DELIVERY_METHODS = ['standard', 'express'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

/**
 * How long each method takes, in working days after the order: the one promise the product page,
 * the checkout and the order's confirmation quote (src/features/shop/delivery.ts words it).
 */
export const DELIVERY_DAYS: Record<DeliveryMethod, { from: number; to: number }> = {
  standard: { from: 3, to: 5 },
  express: { from: 1, to: 2 },
}
