// @vitest-environment node
import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DELIVERY_PRICES,
  deliveryCost,
  FREE_STANDARD_DELIVERY_FROM,
  priceCart,
  priceCheckout,
  salePrice,
  unitDiscount,
  type PriceLine,
} from './pricing'

describe('priceCart examples', () => {
  it('prices an empty cart to all zeros', () => {
    expect(priceCart([])).toEqual({ total: 0, discount: 0, tax: 0, orderTotal: 0 })
  })

  it('adds price × quantity and 18 % tax without a sale', () => {
    // 2 × $10.00 + 1 × $5.50 = $25.50; tax $4.59; $30.09
    expect(priceCart([{ price: 1000, quantity: 2 }, { price: 550, quantity: 1 }])).toEqual({
      total: 2550,
      discount: 0,
      tax: 459,
      orderTotal: 3009,
    })
  })

  it('takes a percent off each unit, rounded to the cent with halves up, times the quantity', () => {
    // 15 % of 999 = 149.85 → 150 per unit, × 3 = 450
    expect(priceCart([{ price: 999, quantity: 3, sale: { discount: 15, type: 'percent' } }])).toMatchObject({
      total: 2997,
      discount: 450,
    })
    // 50 % of 1 cent = 0.5 → 1 (half up)
    expect(unitDiscount(1, { discount: 50, type: 'percent' })).toBe(1)
    // 12.5 % of 1004 = 125.5 → 126; 12.5 % of 1000 = 125
    expect(unitDiscount(1004, { discount: 12.5, type: 'percent' })).toBe(126)
    expect(unitDiscount(1000, { discount: 12.5, type: 'percent' })).toBe(125)
    // 33.3 % of 1000 = 333
    expect(unitDiscount(1000, { discount: 33.3, type: 'percent' })).toBe(333)
  })

  it('takes a fixed amount off each unit, never more than the price', () => {
    expect(priceCart([{ price: 2500, quantity: 2, sale: { discount: 300, type: 'amount' } }])).toEqual({
      total: 5000,
      discount: 600,
      tax: 792, // 18 % of 4400
      orderTotal: 5192,
    })
    expect(unitDiscount(500, { discount: 800, type: 'amount' })).toBe(500)
    expect(salePrice(500, { discount: 800, type: 'amount' })).toBe(0)
    expect(unitDiscount(500, { discount: 100, type: 'percent' })).toBe(500)
    expect(unitDiscount(500, { discount: 0, type: 'percent' })).toBe(0)
  })

  it('rounds the tax to the cent with halves up', () => {
    // 18 % of 25 = 4.5 → 5; 18 % of 24 = 4.32 → 4; 18 % of 75 = 13.5 → 14
    expect(priceCart([{ price: 25, quantity: 1 }]).tax).toBe(5)
    expect(priceCart([{ price: 24, quantity: 1 }]).tax).toBe(4)
    expect(priceCart([{ price: 75, quantity: 1 }]).tax).toBe(14)
  })

  it('prices the sale on the already reduced amount: the three demo lines', () => {
    const lines: PriceLine[] = [
      { price: 4999, quantity: 1, sale: { discount: 20, type: 'percent' } }, // 999.8 → 1000 off
      { price: 12900, quantity: 2, sale: { discount: 1500, type: 'amount' } }, // 3000 off
      { price: 2450, quantity: 3 },
    ]
    // total 4999 + 25800 + 7350 = 38149; discount 4000; taxable 34149; tax 6146.82 → 6147
    expect(priceCart(lines)).toEqual({ total: 38149, discount: 4000, tax: 6147, orderTotal: 40296 })
  })

  it.each([
    ['a negative price', [{ price: -1, quantity: 1 }]],
    ['a fractional price', [{ price: 10.5, quantity: 1 }]],
    ['a NaN price', [{ price: Number.NaN, quantity: 1 }]],
    ['a negative quantity', [{ price: 100, quantity: -1 }]],
    ['a fractional quantity', [{ price: 100, quantity: 1.5 }]],
    ['an infinite quantity', [{ price: 100, quantity: Number.POSITIVE_INFINITY }]],
    ['a percent above 100', [{ price: 100, quantity: 1, sale: { discount: 100.01, type: 'percent' } }]],
    ['a negative percent', [{ price: 100, quantity: 1, sale: { discount: -5, type: 'percent' } }]],
    ['a NaN percent', [{ price: 100, quantity: 1, sale: { discount: Number.NaN, type: 'percent' } }]],
    ['a negative amount', [{ price: 100, quantity: 1, sale: { discount: -5, type: 'amount' } }]],
    ['a fractional amount', [{ price: 100, quantity: 1, sale: { discount: 2.5, type: 'amount' } }]],
  ] satisfies Array<[string, PriceLine[]]>)('throws a RangeError on %s', (_name, lines) => {
    expect(() => priceCart(lines)).toThrow(RangeError)
  })

  it('accepts a quantity of 0 as a line worth nothing', () => {
    expect(priceCart([{ price: 100, quantity: 0, sale: { discount: 10, type: 'percent' } }])).toEqual({
      total: 0,
      discount: 0,
      tax: 0,
      orderTotal: 0,
    })
  })
})

const saleArbitrary = fc.oneof(
  fc.constant(undefined),
  fc.record({
    type: fc.constant('percent' as const),
    discount: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }).map((value) => Math.round(value * 100) / 100)),
  }),
  fc.record({ type: fc.constant('amount' as const), discount: fc.integer({ min: 0, max: 200_000 }) }),
)

const lineArbitrary: fc.Arbitrary<PriceLine> = fc.record(
  { price: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.integer({ min: 0, max: 99 }), sale: saleArbitrary },
  { requiredKeys: ['price', 'quantity'] },
)

const cartArbitrary = fc.array(lineArbitrary, { maxLength: 20 })

describe('priceCart properties over random carts', () => {
  it('gives no negative amount and only integer cents', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        for (const amount of Object.values(priceCart(lines))) {
          expect(Number.isSafeInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('makes the order total equal to its parts and the discount at most the total', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        const price = priceCart(lines)
        expect(price.orderTotal).toBe(price.total - price.discount + price.tax)
        expect(price.discount).toBeLessThanOrEqual(price.total)
        expect(price.total).toBe(lines.reduce((sum, line) => sum + line.price * line.quantity, 0))
      }),
    )
  })

  it('keeps the tax within half a cent of 18 % of the discounted total', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        const price = priceCart(lines)
        expect(Math.abs(price.tax - ((price.total - price.discount) * 18) / 100)).toBeLessThanOrEqual(0.5)
      }),
    )
  })

  it('keeps each unit discount within half a cent of the exact percent, and within the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, hundredths) => {
        const percent = hundredths / 100
        const off = unitDiscount(price, { discount: percent, type: 'percent' })
        expect(Math.abs(off - (price * percent) / 100)).toBeLessThanOrEqual(0.5 + 1e-9)
        expect(off).toBeLessThanOrEqual(price)
      }),
    )
  })

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        expect(priceCart(lines.toReversed())).toEqual(priceCart(lines))
      }),
    )
  })
})

describe('delivery', () => {
  it('costs $4.99 standard and $14.99 express, in cents', () => {
    expect(DELIVERY_PRICES).toEqual({ standard: 499, express: 1499 })
    expect(FREE_STANDARD_DELIVERY_FROM).toBe(10_000)
  })

  it('makes standard delivery free from $100.00 exactly, not a cent below', () => {
    expect(deliveryCost('standard', 0)).toBe(499)
    expect(deliveryCost('standard', 9_999)).toBe(499)
    expect(deliveryCost('standard', 10_000)).toBe(0)
    expect(deliveryCost('standard', 10_001)).toBe(0)
  })

  it('never makes express delivery free', () => {
    for (const subtotal of [0, 9_999, 10_000, 1_000_000]) expect(deliveryCost('express', subtotal)).toBe(1499)
  })

  it('refuses a subtotal that is not whole, non-negative cents', () => {
    expect(() => deliveryCost('standard', -1)).toThrow(RangeError)
    expect(() => deliveryCost('standard', 9_999.5)).toThrow(RangeError)
  })

  it('decides on the subtotal after the rounded discounts, before tax', () => {
    // $125.00 at 20 % off is exactly $100.00: free; the tax ($18.00) does not count.
    expect(priceCheckout([{ price: 12_500, quantity: 1, sale: { discount: 20, type: 'percent' } }], 'standard')).toEqual({
      total: 12_500,
      discount: 2_500,
      tax: 1_800,
      delivery: 0,
      orderTotal: 11_800,
    })
    // 20.0004 % of $125.00 is 2500.05 cents, rounded to 2500: still exactly $100.00, still free.
    expect(priceCheckout([{ price: 12_500, quantity: 1, sale: { discount: 20.0004, type: 'percent' } }], 'standard').delivery).toBe(0)
    // 20.004 % is 2500.5 cents, rounded half up to 2501: $99.99, not free.
    expect(priceCheckout([{ price: 12_500, quantity: 1, sale: { discount: 20.004, type: 'percent' } }], 'standard')).toMatchObject({
      discount: 2_501,
      delivery: 499,
    })
    // $90.00 of items with $18.00 of tax on top is $106.20, yet below the threshold.
    expect(priceCheckout([{ price: 9_000, quantity: 1 }], 'standard')).toMatchObject({ tax: 1_620, delivery: 499, orderTotal: 11_119 })
  })

  it('adds the delivery after the tax: the tax stays 18 % of the items', () => {
    const lines: PriceLine[] = [{ price: 1_450, quantity: 2 }]
    const cart = priceCart(lines)
    const express = priceCheckout(lines, 'express')
    expect(express).toEqual({ ...cart, delivery: 1_499, orderTotal: cart.orderTotal + 1_499 })
    expect(priceCheckout(lines, 'standard').orderTotal).toBe(cart.orderTotal + 499)
  })

  it('raises any cart by the express price over standard, or by all of it where standard is free', () => {
    fc.assert(
      fc.property(cartArbitrary, (lines) => {
        const standard = priceCheckout(lines, 'standard')
        const express = priceCheckout(lines, 'express')
        expect(express.orderTotal - standard.orderTotal).toBe(1_499 - standard.delivery)
        expect(Number.isSafeInteger(express.orderTotal)).toBe(true)
        expect(standard.delivery === 0).toBe(standard.total - standard.discount >= FREE_STANDARD_DELIVERY_FROM)
      }),
    )
  })
})
