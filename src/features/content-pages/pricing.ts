import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PlanKey } from '~/site/product-line'

export type Billing = 'monthly' | 'yearly'
export const BILLINGS: readonly Billing[] = ['monthly', 'yearly']

/** A yearly plan costs ten months: two months free. */
export const YEARLY_MONTHS_CHARGED = 10

export interface Plan {
  /** The product line's plans (src/site/product-line.ts). */
  key: PlanKey
  name: MessageDescriptor
  description: MessageDescriptor
  /** Monthly price in US dollar cents; null: priced on request. */
  monthlyCents: number | null
}

export const PLANS: readonly Plan[] = [
  { key: 'starter', name: msg`Starter`, description: msg`A website or a small app, with hosting and updates.`, monthlyCents: 4900 },
  { key: 'business', name: msg`Business`, description: msg`Several apps, integrations and priority support.`, monthlyCents: 14900 },
  { key: 'enterprise', name: msg`Enterprise`, description: msg`ERP/MRP, data and a dedicated team.`, monthlyCents: null },
]

/** The price shown for a plan: per month, or per year with the yearly discount; null on request. */
export function planPriceCents(plan: Plan, billing: Billing): number | null {
  if (plan.monthlyCents === null) return null
  return billing === 'monthly' ? plan.monthlyCents : plan.monthlyCents * YEARLY_MONTHS_CHARGED
}

/** Rows of the comparison table: which plans include each feature. */
export const PLAN_FEATURES: readonly { feature: MessageDescriptor; plans: readonly Plan['key'][] }[] = [
  { feature: msg`Hosting, backups and security updates`, plans: ['starter', 'business', 'enterprise'] },
  { feature: msg`Turkish, English and German interface`, plans: ['starter', 'business', 'enterprise'] },
  { feature: msg`Integrations with ERP and accounting`, plans: ['business', 'enterprise'] },
  { feature: msg`Support 24/7 with a response within 4 hours`, plans: ['business', 'enterprise'] },
  { feature: msg`Dedicated team and on-site workshops`, plans: ['enterprise'] },
]
