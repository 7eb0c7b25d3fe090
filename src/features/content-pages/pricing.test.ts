// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PLANS, planPriceCents } from './pricing'

describe('planPriceCents', () => {
  it('charges ten months for a year, and leaves enterprise on request', () => {
    const [starter, business, enterprise] = PLANS
    expect(starter && planPriceCents(starter, 'monthly')).toBe(4900)
    expect(starter && planPriceCents(starter, 'yearly')).toBe(49_000)
    expect(business && planPriceCents(business, 'yearly')).toBe(149_000)
    expect(enterprise && planPriceCents(enterprise, 'monthly')).toBeNull()
  })
})
