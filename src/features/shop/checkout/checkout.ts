import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { DELIVERY_METHODS, type DeliveryMethod } from '~/site/delivery-methods'
import { ShippingCountrySchema, SHIPPING_COUNTRIES, type ShippingCountry } from './countries'
import { ChoiceIdSchema, MAX_LINE_QUANTITY, ProductIdSchema, type LineChoice } from '../schemas'

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
  country: 2,
  cardNumber: 23,
  expiry: 7,
  cvc: 4,
} as const

export type CheckoutFieldName = keyof typeof CHECKOUT_FIELD_MAX_LENGTH

/** Field order of the form: the first invalid one in this order gets focus. */
export const CHECKOUT_FIELD_NAMES = Object.keys(CHECKOUT_FIELD_MAX_LENGTH) as CheckoutFieldName[]

/** The card choice that keeps the card fields: a card typed in (the other choices are saved cards' ids). */
export const NEW_CARD = 'new'

/** A card saved in the visitor's account, as the checkout offers it: never its number, only the last four digits. */
export interface SavedCard {
  id: string
  /** The brand's name as the card shows it (Visa, Mastercard). */
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

/** A delivery address saved in the visitor's account. */
export interface SavedAddress {
  phone: string
  address: string
  city: string
  postalCode: string
  /** Null for a country the shop does not deliver to: the visitor chooses one. */
  country: ShippingCountry | null
}

/** What a signed-in visitor's account lends the checkout. */
export interface CheckoutAccount {
  name: string
  email: string
  address: SavedAddress | null
  cards: readonly SavedCard[]
}

/** A saved card can pay until the end of its expiry month. */
export function isCardUsable(card: SavedCard, now: Date): boolean {
  return card.expYear * 12 + (card.expMonth - 1) >= now.getFullYear() * 12 + now.getMonth()
}

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/
const PHONE = /^\+?[\d\s().-]{7,30}$/

function required(message: string, max: number, tooLong: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong))
}

/**
 * The checkout form's rules, with messages in the language of `i18n`; `now` reads the clock that
 * decides the expiry, at validation time. The card fields count only when the card choice is
 * `NEW_CARD`; a saved card needs none of them.
 */
export function createCheckoutFormSchema(i18n: I18n, now: () => Date) {
  const limits = CHECKOUT_FIELD_MAX_LENGTH
  const tooLong = (max: number) => i18n._(msg`Please use at most ${max} characters`)
  const cardMessage = i18n._(msg`Please enter a valid card number`)
  const expiryMessage = i18n._(msg`Please enter an expiry date (MM/YY) that has not passed`)
  const cvcMessage = i18n._(msg`Please enter the 3 or 4 digits of the security code`)
  const postalMessage = i18n._(msg`Please enter your postal code`)
  const emailMessage = i18n._(msg`Please enter your email`)
  const phoneMessage = i18n._(msg`Please enter your phone`)
  const countryMessage = i18n._(msg`Please choose your country`)
  const fields = {
    name: required(i18n._(msg`Please enter your name`), limits.name, tooLong(limits.name)),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(emailMessage), v.email(emailMessage), v.maxLength(limits.email, tooLong(limits.email))),
    phone: v.pipe(v.string(), v.trim(), v.nonEmpty(phoneMessage), v.regex(PHONE, phoneMessage)),
    address: required(i18n._(msg`Please enter your address`), limits.address, tooLong(limits.address)),
    city: required(i18n._(msg`Please enter your city`), limits.city, tooLong(limits.city)),
    postalCode: v.pipe(v.string(), v.trim(), v.nonEmpty(postalMessage), v.regex(POSTAL_CODE, postalMessage)),
    country: v.pipe(v.string(), v.picklist(SHIPPING_COUNTRIES, countryMessage)),
  }
  return v.config(
    v.variant('card', [
      v.object({
        ...fields,
        card: v.literal(NEW_CARD),
        cardNumber: v.pipe(v.string(), v.check((value) => isLuhnValid(cardDigits(value)), cardMessage)),
        expiry: v.pipe(v.string(), v.check((value) => isExpiryValid(value, now()), expiryMessage)),
        cvc: v.pipe(v.string(), v.trim(), v.regex(/^\d{3,4}$/, cvcMessage)),
      }),
      v.object({ ...fields, card: v.pipe(v.string(), v.nonEmpty()), cardNumber: v.string(), expiry: v.string(), cvc: v.string() }),
    ]),
    { abortPipeEarly: true },
  )
}

/** What the form holds: `card` is `NEW_CARD` or the id of a saved card. */
export interface CheckoutFormValues {
  name: string
  email: string
  phone: string
  address: string
  city: string
  postalCode: string
  /** A code of SHIPPING_COUNTRIES, or '' before one is chosen. */
  country: string
  card: string
  cardNumber: string
  expiry: string
  cvc: string
}

/** The form's values once its rules pass (trimmed, the country a known code). */
export type CheckoutFormOutput = v.InferOutput<ReturnType<typeof createCheckoutFormSchema>>

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
  card: NEW_CARD,
  cardNumber: '',
  expiry: '',
  cvc: '',
}

/**
 * The fields the account fills in: each one the visitor has left blank (what they typed before the
 * account arrived wins), and the first saved card that has not expired, unless a card is being typed.
 */
export function accountPrefill(values: CheckoutFormValues, account: CheckoutAccount, now: Date): Partial<CheckoutFormValues> {
  const saved: Partial<CheckoutFormValues> = { name: account.name, email: account.email }
  if (account.address !== null) {
    const { phone, address, city, postalCode, country } = account.address
    Object.assign(saved, { phone, address, city, postalCode }, country === null ? {} : { country })
  }
  const prefill: Partial<CheckoutFormValues> = {}
  for (const [name, value] of Object.entries(saved) as Array<[keyof CheckoutFormValues, string]>) {
    if (values[name].trim() === '' && value.trim() !== '') prefill[name] = value
  }
  const card = account.cards.find((candidate) => isCardUsable(candidate, now))
  const typingCard = values.cardNumber !== '' || values.expiry !== '' || values.cvc !== ''
  if (card !== undefined && values.card === NEW_CARD && !typingCard) prefill.card = card.id
  return prefill
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(max))

/**
 * Body of POST api/v1/Shop/Order/Create: the lines and the contact and shipping fields. Strict:
 * anything else, a card number above all, makes it a bad request.
 */
export const OrderRequestSchema = v.strictObject({
  lines: v.pipe(
    v.array(
      v.strictObject({
        productId: ProductIdSchema,
        quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_LINE_QUANTITY)),
        /** The size and colour chosen, where the product offers a choice (the shop checks them). */
        choice: v.optional(v.strictObject({ size: v.optional(ChoiceIdSchema), color: v.optional(ChoiceIdSchema) })),
      }),
    ),
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
    country: ShippingCountrySchema,
  }),
  delivery: v.picklist(DELIVERY_METHODS),
})
export type OrderRequest = v.InferOutput<typeof OrderRequestSchema>

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/** A line of an order the shop cannot sell as asked: its place in the order, its product, and how many the shop has (0: none). */
export const OrderShortageSchema = v.object({ line: count, productId: ProductIdSchema, available: count })
export type OrderShortage = v.InferOutput<typeof OrderShortageSchema>

/**
 * The shop's answer to an order it refuses (HTTP 400): the issues for a developer, and the lines
 * short of stock, which the checkout names to the visitor.
 */
export const OrderRefusalSchema = v.object({
  success: v.literal(false),
  errors: v.array(v.string()),
  shortages: v.optional(v.array(OrderShortageSchema)),
})
export type OrderRefusal = v.InferOutput<typeof OrderRefusalSchema>

export const OrderResponseSchema = v.object({ orderNumber: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,32}$/)) })
export type OrderResponse = v.InferOutput<typeof OrderResponseSchema>

type OrderFields = Pick<CheckoutFormOutput, 'name' | 'email' | 'phone' | 'address' | 'city' | 'postalCode' | 'country'>

/** What is sent for an order: never the card's details. */
export function toOrderRequest(
  values: OrderFields,
  lines: ReadonlyArray<{ productId: OrderRequest['lines'][number]['productId']; quantity: number; choice?: LineChoice }>,
  delivery: DeliveryMethod,
): OrderRequest {
  return {
    lines: lines.map((line) => {
      const size = line.choice?.size
      const color = line.choice?.color
      const choice = { ...(size === undefined ? {} : { size }), ...(color === undefined ? {} : { color }) }
      return { productId: line.productId, quantity: line.quantity, ...(size === undefined && color === undefined ? {} : { choice }) }
    }),
    contact: { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() },
    shipping: {
      address: values.address.trim(),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      country: values.country,
    },
    delivery,
  }
}
