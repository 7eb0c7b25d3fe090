/**
 * The plans' ids, from the smallest, apart from their data (src/site/plans.ts): the pricing
 * route's search schema needs only these, and route definitions are in every page's first load.
 */
export const PLAN_IDS = ['starter', 'business', 'enterprise'] as const
export type PlanId = (typeof PLAN_IDS)[number]
