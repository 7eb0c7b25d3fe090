// @vitest-environment node
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import {
  createCheckoutFormSchema,
  EMPTY_CHECKOUT_FORM,
  isExpiryValid,
  isLuhnValid,
  OrderRequestSchema,
  toOrderRequest,
  type CheckoutFormValues,
} from './checkout'

const NOW = new Date(2026, 10, 22) // 22 November 2026

const valid: CheckoutFormValues = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  address: 'Cengiz Topel Cad. 12',
  city: 'Eskişehir',
  postalCode: '26130',
  country: 'Türkiye',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/28',
  cvc: '123',
}

beforeAll(async () => {
  await loadI18n('en')
  await loadI18n('de')
})

describe('card checks', () => {
  it('accepts numbers that pass the Luhn check and rejects the rest', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117']) {
      expect(isLuhnValid(number)).toBe(true)
    }
    for (const number of ['4242424242424241', '1234567812345678', '42424242', '4242a42424242424', '']) {
      expect(isLuhnValid(number)).toBe(false)
    }
  })

  it('accepts an expiry month from the current one on, not a past one or nonsense', () => {
    expect(isExpiryValid('11/26', NOW)).toBe(true)
    expect(isExpiryValid('12/26', NOW)).toBe(true)
    expect(isExpiryValid('01/2030', NOW)).toBe(true)
    expect(isExpiryValid('10/26', NOW)).toBe(false)
    expect(isExpiryValid('12/25', NOW)).toBe(false)
    expect(isExpiryValid('13/27', NOW)).toBe(false)
    expect(isExpiryValid('00/27', NOW)).toBe(false)
    expect(isExpiryValid('1227', NOW)).toBe(false)
    expect(isExpiryValid('12/99', NOW)).toBe(false)
  })
})

describe('the checkout form schema', () => {
  it('accepts a complete form', async () => {
    expect(v.safeParse(createCheckoutFormSchema(await loadI18n('en'), () => NOW), valid).success).toBe(true)
  })

  it('reports every empty field at once, in the page language', async () => {
    const result = v.safeParse(createCheckoutFormSchema(await loadI18n('de'), () => NOW), EMPTY_CHECKOUT_FORM)
    expect(result.success).toBe(false)
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)))
    expect([...fields].sort()).toEqual(Object.keys(EMPTY_CHECKOUT_FORM).sort())
    expect(result.issues?.some((issue) => issue.message === 'Bitte geben Sie Ihre Postleitzahl ein')).toBe(true)
  })

  it.each([
    ['cardNumber', '4242 4242 4242 4241', 'Please enter a valid card number'],
    ['expiry', '10/26', 'Please enter an expiry date (MM/YY) that has not passed'],
    ['cvc', '12', 'Please enter the 3 or 4 digits of the security code'],
    ['cvc', '12345', 'Please enter the 3 or 4 digits of the security code'],
    ['postalCode', '   ', 'Please enter your postal code'],
    ['email', 'ayse@', 'Please enter your email'],
  ] as const)('rejects %s = %j', async (field, value, message) => {
    const result = v.safeParse(createCheckoutFormSchema(await loadI18n('en'), () => NOW), { ...valid, [field]: value })
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([[field, message]])
  })
})

describe('the order request', () => {
  it('holds the lines, contact and shipping, and never the card', () => {
    const request = toOrderRequest(valid, [{ productId: 'ceramic-mug', quantity: 2 }])
    expect(v.is(OrderRequestSchema, request)).toBe(true)
    const sent = JSON.stringify(request)
    expect(sent).not.toContain('4242')
    expect(sent).not.toContain('12/28')
    expect(sent).not.toMatch(/card|cvc|expiry/i)
    expect(request.lines).toEqual([{ productId: 'ceramic-mug', quantity: 2 }])
  })
})
