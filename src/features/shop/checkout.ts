import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { MAX_LINE_QUANTITY, ProductIdSchema } from './schemas'

/** Luhn checksum of a card number (digits only, 12–19 of them). */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/**
 * A card expiry written MM/YY (or MM/YYYY). A card is valid through its expiry month, so the
 * current month still counts; any earlier month is past.
 */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim())
  if (match === null) return null
  const month = Number(match[1])
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return null
  return { month, year }
}

export function isExpiryValid(value: string, now: Date): boolean {
  const expiry = parseExpiry(value)
  if (expiry === null) return false
  const current = now.getFullYear() * 12 + now.getMonth()
  const last = expiry.year * 12 + (expiry.month - 1)
  return last >= current && last <= current + 20 * 12
}

export const CHECKOUT_FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  city: 100,
  postalCode: 12,
  country: 100,
  cardNumber: 23,
  expiry: 7,
  cvc: 4,
} as const

export type CheckoutFieldName = keyof typeof CHECKOUT_FIELD_MAX_LENGTH

/** Field order of the form: the first invalid one in this order gets focus. */
export const CHECKOUT_FIELD_NAMES = Object.keys(CHECKOUT_FIELD_MAX_LENGTH) as CheckoutFieldName[]

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/
const PHONE = /^\+?[\d\s().-]{7,30}$/

function required(message: string, max: number, tooLong: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong))
}

/** The checkout form's rules, with messages in the language of `i18n`; `now` reads the clock that decides the expiry, at validation time. */
export function createCheckoutFormSchema(i18n: I18n, now: () => Date) {
  const limits = CHECKOUT_FIELD_MAX_LENGTH
  const tooLong = (max: number) => i18n._(msg`Please use at most ${max} characters`)
  const cardMessage = i18n._(msg`Please enter a valid card number`)
  const expiryMessage = i18n._(msg`Please enter an expiry date (MM/YY) that has not passed`)
  const cvcMessage = i18n._(msg`Please enter the 3 or 4 digits of the security code`)
  const postalMessage = i18n._(msg`Please enter your postal code`)
  const emailMessage = i18n._(msg`Please enter your email`)
  const phoneMessage = i18n._(msg`Please enter your phone`)
  return v.config(
    v.object({
      name: required(i18n._(msg`Please enter your name`), limits.name, tooLong(limits.name)),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(emailMessage), v.email(emailMessage), v.maxLength(limits.email, tooLong(limits.email))),
      phone: v.pipe(v.string(), v.trim(), v.nonEmpty(phoneMessage), v.regex(PHONE, phoneMessage)),
      address: required(i18n._(msg`Please enter your address`), limits.address, tooLong(limits.address)),
      city: required(i18n._(msg`Please enter your city`), limits.city, tooLong(limits.city)),
      postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(postalMessage), v.regex(POSTAL_CODE, postalMessage)),
      country: required(i18n._(msg`Please enter your country`), limits.country, tooLong(limits.country)),
      cardNumber: v.pipe(v.string(), v.check((value) => isLuhnValid(cardDigits(value)), cardMessage)),
      expiry: v.pipe(v.string(), v.check((value) => isExpiryValid(value, now()), expiryMessage)),
      cvc: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, cvcMessage)),
    }),
    { abortPipeEarly: true },
  )
}

export type CheckoutFormValues = v.InferInput<ReturnType<typeof createCheckoutFormSchema>>

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))

/**
 * Body of POST api/v1/Shop/Order/Create: the lines and the contact and shipping fields. Strict:
 * anything else, a card number above all, makes it a bad request.
 */
export const OrderRequestSchema = v.strictObject({
  lines: v.pipe(
    v.array(v.strictObject({ productId: ProductIdSchema, quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)) })),
    v.minLength(1),
  ),
  contact: v.strictObject({
    name: text(CHECKOUT_FIELD_MAX_LENGTH.name),
    email: v.pipe(text(CHECKOUT_FIELD_MAX_LENGTH.email), v.email()),
    phone: v.pipe(text(CHECKOUT_FIELD_MAX_LENGTH.phone), v.regex(PHONE)),
  }),
  shipping: v.strictObject({
    address: text(CHECKOUT_FIELD_MAX_LENGTH.address),
    city: text(CHECKOUT_FIELD_MAX_LENGTH.city),
    postalCode: v.pipe(text(CHECKOUT_FIELD_MAX_LENGTH.postalCode), v.regex(POSTAL_CODE)),
    country: text(CHECKOUT_FIELD_MAX_LENGTH.country),
  }),
})
export type OrderRequest = v.InferOutput<typeof OrderRequestSchema>

export const OrderResponseSchema = v.object({ orderNumber: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,32}$/)) })
export type OrderResponse = v.InferOutput<typeof OrderResponseSchema>

/** What is sent for an order: never the card's details. */
export function toOrderRequest(values: CheckoutFormValues, lines: ReadonlyArray<{ productId: OrderRequest['lines'][number]['productId']; quantity: number }>): OrderRequest {
  return {
    lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
    contact: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() },
    shipping: {
      address: values.address.trim(),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      country: values.country.trim(),
    },
  }
}
