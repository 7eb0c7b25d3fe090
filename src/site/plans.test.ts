// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { billingSaving, entryPlan, PLAN_IDS, PLANS, planOf, planPriceCents, plansWith, yearlySaving } from './plans'
import { PRODUCT_SLUGS } from './product-line'

describe('the plans', () => {
  it('are the three tiers from the smallest, one of them highlighted, every price in whole US dollars', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual([...PLAN_IDS])
    expect(PLANS.filter((plan) => plan.highlighted).map((plan) => plan.id)).toEqual(['business'])
    expect(PLANS.flatMap((plan) => [plan.monthlyCents, plan.yearlyCents]).filter((cents) => cents !== null && cents % 100 !== 0)).toEqual([])
    // A plan is either priced both ways or quoted per company.
    for (const plan of PLANS) expect(plan.monthlyCents === null, plan.id).toBe(plan.yearlyCents === null)
  })

  it('grow: each plan includes the products and at least the limits of the one before it', () => {
    for (const [index, plan] of PLANS.entries()) {
      const before = PLANS[index - 1]
      if (before === undefined) continue
      for (const product of before.products) expect(plan.products, `${plan.id} lacks ${product}`).toContain(product)
      // null: no limit, more than any number.
      for (const key of ['users', 'sites'] as const) expect(plan.limits[key] ?? Infinity, `${plan.id} ${key}`).toBeGreaterThan(before.limits[key] ?? Number.MAX_SAFE_INTEGER)
    }
  })

  it('include every product somewhere, and Enterprise all of them', () => {
    expect(planOf('enterprise').products).toEqual([...PRODUCT_SLUGS])
    expect(entryPlan('field').id).toBe('starter')
    expect(entryPlan('plan').id).toBe('business')
    expect(entryPlan('sense').id).toBe('enterprise')
    expect(plansWith('plan').map((plan) => plan.id)).toEqual(['business', 'enterprise'])
  })

  it('price a period: a month, or a year at its own price; Enterprise on request', () => {
    expect(planPriceCents(planOf('starter'), 'monthly')).toBe(4900)
    expect(planPriceCents(planOf('starter'), 'yearly')).toBe(49_000)
    expect(planPriceCents(planOf('business'), 'yearly')).toBe(149_000)
    expect(planPriceCents(planOf('enterprise'), 'monthly')).toBeNull()
  })
})

describe('the yearly saving', () => {
  it('is twelve monthly bills minus the yearly price, as cents, months and a share', () => {
    expect(yearlySaving(planOf('starter'))).toEqual({ cents: 9800, freeMonths: 2, share: 9800 / 58_800 })
    expect(yearlySaving(planOf('business'))).toEqual({ cents: 29_800, freeMonths: 2, share: 29_800 / 178_800 })
    expect(Math.round((yearlySaving(planOf('business'))?.share ?? 0) * 100)).toBe(17)
    expect(yearlySaving(planOf('enterprise'))).toBeNull()
  })

  it('that the switch promises is the smallest of the priced plans, so it holds for each', () => {
    const starter = planOf('starter')
    const cheaperYear = { ...starter, id: 'business' as const, monthlyCents: 10_000, yearlyCents: 110_000 }
    expect(billingSaving([starter, cheaperYear])).toEqual({ cents: 10_000, freeMonths: 1, share: 10_000 / 120_000 })
    expect(billingSaving()?.freeMonths).toBe(2)
    expect(billingSaving([planOf('enterprise')])).toBeNull()
  })
})
