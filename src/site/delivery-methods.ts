/**
 * The shop's delivery methods: an order names one, and the account's order history shows it, so the
 * shop and the account read the same list. Their prices are the shop's (src/features/shop/pricing.ts).
 */
export const DELIVERY_METHODS = ['standard', 'express'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]
