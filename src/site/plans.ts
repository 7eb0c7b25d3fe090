import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PLAN_IDS, type PlanId } from './plan-ids.ts'
import { PRODUCT_SLUGS, type ProductSlug } from './product-line.ts'

export { PLAN_IDS, type PlanId }

/**
 * Storm's one pricing model: the plans, what each costs in US dollars, which products of the line
 * (src/site/product-line.ts) each includes and its limits. The pricing page, the SaaS demos, the
 * feature pages and the landing pages read it; tests/unit/plans-content.test.ts holds the content
 * files to it.
 */

export type Billing = 'monthly' | 'yearly'
export const BILLINGS: readonly Billing[] = ['monthly', 'yearly']

export interface Plan {
  id: PlanId
  /** Starter, Business, Enterprise: Turkish translates the names (locales/tr/glossary.md). */
  name: MessageDescriptor
  /** For whom it is, in one line. */
  description: MessageDescriptor
  /** Per month, billed monthly, in US dollar cents, VAT excluded; null: quoted per company. */
  monthlyCents: number | null
  /** Per year, billed yearly, in US dollar cents; null when the monthly price is. */
  yearlyCents: number | null
  /** The products it includes, in the line's order. */
  products: readonly ProductSlug[]
  /** Named users and sites it covers; null: as many as the company needs. */
  limits: { users: number | null; sites: number | null }
  /** How support answers. */
  support: MessageDescriptor
  /** The plan most customers choose: drawn out, with a label that says so. */
  highlighted: boolean
  /** `request`: the visitor asks for it with the plan's request form; `sales`: a talk with sales first. */
  action: 'request' | 'sales'
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: msg`Starter`,
    description: msg`Storm Field for a service team: work orders, checklists and signatures on the phone.`,
    monthlyCents: 4900,
    yearlyCents: 49_000,
    products: ['field'],
    limits: { users: 10, sites: 1 },
    support: msg`Email support, answered the next working day`,
    highlighted: false,
    action: 'request',
  },
  {
    id: 'business',
    name: msg`Business`,
    description: msg`Planning, field service, integration and reporting for a plant and its office.`,
    monthlyCents: 14_900,
    yearlyCents: 149_000,
    products: ['plan', 'field', 'link', 'insight'],
    limits: { users: 50, sites: 3 },
    support: msg`Support 24/7 with a response within 4 hours`,
    highlighted: true,
    action: 'request',
  },
  {
    id: 'enterprise',
    name: msg`Enterprise`,
    description: msg`Every product, Storm Sense included, for several plants, on your own servers if you wish.`,
    monthlyCents: null,
    yearlyCents: null,
    products: [...PRODUCT_SLUGS],
    limits: { users: null, sites: null },
    support: msg`A dedicated team and on-site workshops`,
    highlighted: false,
    action: 'sales',
  },
]

/** A plan by its id. */
export function planOf(id: PlanId): Plan {
  const plan = PLANS.find((item) => item.id === id)
  if (plan === undefined) throw new Error(`No plan "${id}"`)
  return plan
}

/** The price of a plan for a billing period, in cents; null: quoted per company. */
export function planPriceCents(plan: Plan, billing: Billing): number | null {
  return billing === 'monthly' ? plan.monthlyCents : plan.yearlyCents
}

/** The plans that include a product, from the smallest. */
export function plansWith(product: ProductSlug): readonly Plan[] {
  return PLANS.filter((plan) => plan.products.includes(product))
}

/** The smallest plan that includes a product (every product is in Enterprise). */
export function entryPlan(product: ProductSlug): Plan {
  const [first] = plansWith(product)
  if (first === undefined) throw new Error(`No plan includes "${product}"`)
  return first
}

export interface YearlySaving {
  /** What a year billed yearly saves against twelve monthly bills, in cents. */
  cents: number
  /** The same as months without a bill. */
  freeMonths: number
  /** The same as a share of twelve monthly bills (0.17 for 17 %). */
  share: number
}

/** What paying a plan yearly saves; null for a plan quoted per company. */
export function yearlySaving(plan: Plan): YearlySaving | null {
  if (plan.monthlyCents === null || plan.yearlyCents === null) return null
  const twelve = plan.monthlyCents * 12
  const cents = twelve - plan.yearlyCents
  return { cents, freeMonths: cents / plan.monthlyCents, share: cents / twelve }
}

/**
 * The saving the billing switch promises: the smallest of the priced plans' (so it holds for
 * each), as whole months free and as a share.
 */
export function billingSaving(plans: readonly Plan[] = PLANS): YearlySaving | null {
  const savings = plans.flatMap((plan) => {
    const saving = yearlySaving(plan)
    return saving === null ? [] : [saving]
  })
  if (savings.length === 0) return null
  return savings.reduce((least, saving) => (saving.share < least.share ? saving : least))
}

/** Rows of the comparison beside the products and limits: which plans include each service. */
export const PLAN_SERVICES: readonly { service: MessageDescriptor; plans: readonly PlanId[] }[] = [
  { service: msg`Hosting in Istanbul or Frankfurt, backups and security updates`, plans: ['starter', 'business', 'enterprise'] },
  { service: msg`Turkish, English and German interface`, plans: ['starter', 'business', 'enterprise'] },
  { service: msg`Integrations with ERP and accounting`, plans: ['business', 'enterprise'] },
  { service: msg`Your own servers`, plans: ['enterprise'] },
]
