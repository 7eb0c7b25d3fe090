// @vitest-environment node
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadI18n } from '~/lib/i18n'
import {
  accountPrefill,
  createCheckoutFormSchema,
  EMPTY_CHECKOUT_FORM,
  isCardUsable,
  isExpiryValid,
  isLuhnValid,
  NEW_CARD,
  OrderRequestSchema,
  toOrderRequest,
  type CheckoutAccount,
  type CheckoutFormValues,
} from './checkout'
import { SHIPPING_COUNTRIES, shippingCountryOptions } from './countries'

const NOW = new Date(2026, 10, 22) // 22 November 2026

const valid: CheckoutFormValues = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 123 45 67',
  address: 'Cengiz Topel Cad. 12',
  city: 'Eskişehir',
  postalCode: '26130',
  country: 'TR',
  card: NEW_CARD,
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
    // Every field but the card choice, which starts at "another card".
    expect([...fields].sort()).toEqual(Object.keys(EMPTY_CHECKOUT_FORM).filter((name) => name !== 'card').sort())
    expect(result.issues?.some((issue) => issue.message === 'Bitte geben Sie Ihre Postleitzahl ein')).toBe(true)
  })

  it.each([
    ['cardNumber', '4242 4242 4242 4241', 'Please enter a valid card number'],
    ['expiry', '10/26', 'Please enter an expiry date (MM/YY) that has not passed'],
    ['cvc', '12', 'Please enter the 3 or 4 digits of the security code'],
    ['cvc', '12345', 'Please enter the 3 or 4 digits of the security code'],
    ['postalCode', '   ', 'Please enter your postal code'],
    ['email', 'ayse@', 'Please enter your email'],
    ['country', '', 'Please choose your country'],
    ['country', 'Türkiye', 'Please choose your country'],
    ['country', 'US', 'Please choose your country'],
  ] as const)('rejects %s = %j', async (field, value, message) => {
    const result = v.safeParse(createCheckoutFormSchema(await loadI18n('en'), () => NOW), { ...valid, [field]: value })
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([[field, message]])
  })
})

describe('a saved card', () => {
  const schema = async () => createCheckoutFormSchema(await loadI18n('en'), () => NOW)

  it('needs none of the card fields', async () => {
    const result = v.safeParse(await schema(), { ...valid, card: 'card-1', cardNumber: '', expiry: '', cvc: '' })
    expect(result.success).toBe(true)
  })

  it('still needs every other field', async () => {
    const result = v.safeParse(await schema(), { ...EMPTY_CHECKOUT_FORM, card: 'card-1' })
    const fields = new Set(result.issues?.map((issue) => v.getDotPath(issue)))
    expect([...fields].sort()).toEqual(['address', 'city', 'country', 'email', 'name', 'phone', 'postalCode'])
  })

  it('pays until the end of its expiry month', () => {
    const card = { id: 'card-1', brand: 'Visa', last4: '4242', expMonth: 11, expYear: 2026 }
    expect(isCardUsable(card, NOW)).toBe(true)
    expect(isCardUsable({ ...card, expMonth: 10 }, NOW)).toBe(false)
    expect(isCardUsable({ ...card, expMonth: 1, expYear: 2027 }, NOW)).toBe(true)
  })
})

describe('the account fills in the form', () => {
  const account: CheckoutAccount = {
    name: 'Deniz Yıldız',
    email: 'demo@stormyazilim.com.tr',
    address: { phone: '+90 222 555 01 26', address: 'Cengiz Topel Cad. No: 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
    cards: [
      { id: 'card-old', brand: 'Visa', last4: '1111', expMonth: 1, expYear: 2025 },
      { id: 'card-1', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2028 },
    ],
  }

  it('fills every blank field and chooses the first saved card that has not expired', () => {
    expect(accountPrefill(EMPTY_CHECKOUT_FORM, account, NOW)).toEqual({
      name: 'Deniz Yıldız',
      email: 'demo@stormyazilim.com.tr',
      phone: '+90 222 555 01 26',
      address: 'Cengiz Topel Cad. No: 12',
      city: 'Eskişehir',
      postalCode: '26130',
      country: 'TR',
      card: 'card-1',
    })
  })

  it('keeps what the visitor typed before the account arrived, a card being typed too', () => {
    const typed = { ...EMPTY_CHECKOUT_FORM, name: 'Ayşe Yılmaz', city: 'İzmir', cardNumber: '4242' }
    const prefill = accountPrefill(typed, account, NOW)
    expect(prefill).not.toHaveProperty('name')
    expect(prefill).not.toHaveProperty('city')
    expect(prefill).not.toHaveProperty('card')
    expect(prefill).toMatchObject({ email: 'demo@stormyazilim.com.tr', address: 'Cengiz Topel Cad. No: 12' })
  })

  it('leaves the address and the card to the visitor when the account has none, or a country the shop does not deliver to', () => {
    expect(accountPrefill(EMPTY_CHECKOUT_FORM, { ...account, address: null, cards: [] }, NOW)).toEqual({
      name: 'Deniz Yıldız',
      email: 'demo@stormyazilim.com.tr',
    })
    const abroad = { ...account, address: { ...account.address, phone: '', city: 'Boston', postalCode: '02110', address: '1 Main St', country: null } }
    const prefill = accountPrefill(EMPTY_CHECKOUT_FORM, abroad, NOW)
    expect(prefill).not.toHaveProperty('country')
    expect(prefill).not.toHaveProperty('phone')
  })
})

describe('the shipping countries', () => {
  it('are Türkiye, the United Kingdom and the 27 countries of the EU, Germany among them', () => {
    expect(SHIPPING_COUNTRIES).toHaveLength(29)
    expect(SHIPPING_COUNTRIES).toEqual(expect.arrayContaining(['TR', 'DE', 'GB', 'FR', 'NL', 'SE']))
    expect(SHIPPING_COUNTRIES).not.toContain('US')
  })

  it('are named in the page language, in its alphabetical order', async () => {
    const german = shippingCountryOptions(await loadI18n('de'), 'de')
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland')
    expect(german.find((country) => country.code === 'TR')?.name).toBe('Türkei')
    const names = german.map((country) => country.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare))
    const english = shippingCountryOptions(await loadI18n('en'), 'en')
    expect(english.find((country) => country.code === 'GB')?.name).toBe('United Kingdom')
  })
})

describe('the order request', () => {
  it('holds the lines, contact, shipping and delivery method, and never the card', async () => {
    const checked = v.parse(createCheckoutFormSchema(await loadI18n('en'), () => NOW), valid)
    const request = toOrderRequest(checked, [{ productId: 'ceramic-mug', quantity: 2 }], 'express')
    expect(v.is(OrderRequestSchema, request)).toBe(true)
    expect(request.delivery).toBe('express')
    expect(request.shipping.country).toBe('TR')
    const sent = JSON.stringify(request)
    expect(sent).not.toContain('4242')
    expect(sent).not.toContain('12/28')
    expect(sent).not.toMatch(/card|cvc|expiry/i)
    expect(request.lines).toEqual([{ productId: 'ceramic-mug', quantity: 2 }])
  })

  it("sends each line's size and colour, and none for a line without a choice", async () => {
    const checked = v.parse(createCheckoutFormSchema(await loadI18n('en'), () => NOW), valid)
    const request = toOrderRequest(
      checked,
      [
        { productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo' } },
        { productId: 'ceramic-mug', quantity: 2, choice: {} },
        { productId: 'usb-c-hub', quantity: 1 },
      ],
      'standard',
    )
    expect(v.is(OrderRequestSchema, request)).toBe(true)
    expect(request.lines).toEqual([
      { productId: 'storm-hoodie', quantity: 1, choice: { size: 'm', color: 'indigo' } },
      { productId: 'ceramic-mug', quantity: 2 },
      { productId: 'usb-c-hub', quantity: 1 },
    ])
  })
})

describe('the order request schema', () => {
  const request = {
    lines: [{ productId: 'ceramic-mug', quantity: 1 }],
    contact: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 532 123 45 67' },
    shipping: { address: 'Cengiz Topel Cad. 12', city: 'Eskişehir', postalCode: '26130', country: 'TR' },
    delivery: 'standard',
  }

  it('accepts each delivery method and each shipping country', () => {
    expect(v.is(OrderRequestSchema, request)).toBe(true)
    expect(v.is(OrderRequestSchema, { ...request, delivery: 'express' })).toBe(true)
    for (const country of SHIPPING_COUNTRIES) expect(v.is(OrderRequestSchema, { ...request, shipping: { ...request.shipping, country } })).toBe(true)
  })

  it.each([
    ['no delivery method', { ...request, delivery: undefined }],
    ['an unknown delivery method', { ...request, delivery: 'drone' }],
    ['a country written out', { ...request, shipping: { ...request.shipping, country: 'Türkiye' } }],
    ['a country the shop does not deliver to', { ...request, shipping: { ...request.shipping, country: 'US' } }],
  ])('refuses %s', (_name, body) => {
    expect(v.is(OrderRequestSchema, body)).toBe(false)
  })
})
