import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { DELIVERY_METHODS } from '~/site/delivery-methods'
import { PRODUCT_IDS } from '~/site/product-ids'

// RFC 5321 caps a forward path at 256 octets, so an address longer than 254 cannot be delivered.
export const MAX_EMAIL_LENGTH = 254
export const MAX_NAME_LENGTH = 100
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

/** The messages a rule set reports: translated for the forms, plain English for the mock API. */
interface Messages {
  name: string
  email: string
  password: string
  passwordRules: string
  passwordRepeat: string
  tooLong: (max: number) => string
}

const API_MESSAGES: Messages = {
  name: 'Name is required',
  email: 'Email is required and must be a valid email address',
  password: 'Password is required',
  passwordRules: `Password must have at least ${MIN_PASSWORD_LENGTH} characters with a letter and a digit`,
  passwordRepeat: 'Passwords do not match',
  tooLong: (max) => `At most ${max} characters`,
}

function formMessages(i18n: I18n): Messages {
  return {
    name: i18n._(msg`Please enter your name`),
    email: i18n._(msg`Please enter your email`),
    password: i18n._(msg`Please enter your password`),
    passwordRules: i18n._(
      msg`Use at least ${MIN_PASSWORD_LENGTH} characters, with at least one letter and one digit`,
    ),
    passwordRepeat: i18n._(msg`The passwords do not match`),
    tooLong: (max) => i18n._(msg`Please use at most ${max} characters`),
  }
}

function emailSchema(m: Messages) {
  return v.pipe(
    v.string(m.email),
    v.trim(),
    v.nonEmpty(m.email),
    v.maxLength(MAX_EMAIL_LENGTH, m.tooLong(MAX_EMAIL_LENGTH)),
    v.email(m.email),
  )
}

function nameSchema(m: Messages) {
  return v.pipe(v.string(m.name), v.trim(), v.nonEmpty(m.name), v.maxLength(MAX_NAME_LENGTH, m.tooLong(MAX_NAME_LENGTH)))
}

/** Any password, for signing in: only required (the rules of new passwords may have changed). */
function passwordSchema(m: Messages) {
  return v.pipe(v.string(m.password), v.nonEmpty(m.password), v.maxLength(MAX_PASSWORD_LENGTH, m.tooLong(MAX_PASSWORD_LENGTH)))
}

/** A new password: 8+ characters with a letter and a digit. */
function newPasswordSchema(m: Messages) {
  return v.pipe(
    v.string(m.password),
    v.nonEmpty(m.password),
    v.minLength(MIN_PASSWORD_LENGTH, m.passwordRules),
    v.regex(/\p{L}/u, m.passwordRules),
    v.regex(/\d/, m.passwordRules),
    v.maxLength(MAX_PASSWORD_LENGTH, m.tooLong(MAX_PASSWORD_LENGTH)),
  )
}

const config = { abortPipeEarly: true } as const

// Every valibot function the app uses ends up in the first load (valibot is one shared module),
// so the answer schemas below keep to a few plain checks.
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))
const isoTimestamp = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/))
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.check((value) => Number.isInteger(value) && value >= min && value <= max))

// ---- Requests (the mock API validates with these) and forms built on the same rules ----

function loginSchema(m: Messages) {
  return v.config(v.object({ email: emailSchema(m), password: passwordSchema(m) }), config)
}
export const LoginRequestSchema = loginSchema(API_MESSAGES)
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>
export const createLoginFormSchema = (i18n: I18n) => loginSchema(formMessages(i18n))
export type LoginFormValues = v.InferInput<typeof LoginRequestSchema>

function signupSchema(m: Messages) {
  return v.config(v.object({ name: nameSchema(m), email: emailSchema(m), password: newPasswordSchema(m) }), config)
}
export const SignupRequestSchema = signupSchema(API_MESSAGES)
export type SignupRequest = v.InferOutput<typeof SignupRequestSchema>

/** The sign-up form: the request's fields plus the repeated password, which must match. */
export function createSignupFormSchema(i18n: I18n) {
  const m = formMessages(i18n)
  return v.config(
    v.pipe(
      v.object({
        name: nameSchema(m),
        email: emailSchema(m),
        password: newPasswordSchema(m),
        passwordRepeat: v.pipe(v.string(m.passwordRepeat), v.nonEmpty(m.passwordRepeat)),
      }),
      v.forward(
        v.partialCheck([['password'], ['passwordRepeat']], (input) => input.password === input.passwordRepeat, m.passwordRepeat),
        ['passwordRepeat'],
      ),
    ),
    config,
  )
}
export type SignupFormValues = v.InferInput<ReturnType<typeof createSignupFormSchema>>

function forgotPasswordSchema(m: Messages) {
  return v.config(v.object({ email: emailSchema(m) }), config)
}
export const ForgotPasswordRequestSchema = forgotPasswordSchema(API_MESSAGES)
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>
export const createForgotPasswordFormSchema = (i18n: I18n) => forgotPasswordSchema(formMessages(i18n))

function profileSchema(m: Messages) {
  return v.config(v.object({ name: nameSchema(m), email: emailSchema(m) }), config)
}
export const ProfileUpdateRequestSchema = profileSchema(API_MESSAGES)
export type ProfileUpdateRequest = v.InferOutput<typeof ProfileUpdateRequestSchema>
export const createProfileFormSchema = (i18n: I18n) => profileSchema(formMessages(i18n))

function passwordChangeSchema(m: Messages) {
  return v.config(v.object({ currentPassword: passwordSchema(m), newPassword: newPasswordSchema(m) }), config)
}
export const PasswordChangeRequestSchema = passwordChangeSchema(API_MESSAGES)
export type PasswordChangeRequest = v.InferOutput<typeof PasswordChangeRequestSchema>

/** The security form: current password, a new one and the new one repeated. */
export function createPasswordChangeFormSchema(i18n: I18n) {
  const m = formMessages(i18n)
  return v.config(
    v.pipe(
      v.object({
        currentPassword: passwordSchema(m),
        newPassword: newPasswordSchema(m),
        passwordRepeat: v.pipe(v.string(m.passwordRepeat), v.nonEmpty(m.passwordRepeat)),
      }),
      v.forward(
        v.partialCheck(
          [['newPassword'], ['passwordRepeat']],
          (input) => input.newPassword === input.passwordRepeat,
          m.passwordRepeat,
        ),
        ['passwordRepeat'],
      ),
    ),
    config,
  )
}
export type PasswordChangeFormValues = v.InferInput<ReturnType<typeof createPasswordChangeFormSchema>>

export const NOTIFICATION_TOPICS = ['orderUpdates', 'productNews', 'securityAlerts'] as const
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number]
export const NotificationSettingsSchema = v.strictObject({
  orderUpdates: v.boolean(),
  productNews: v.boolean(),
  securityAlerts: v.boolean(),
})
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>

/** Deleting the profile takes the account's email address, typed again. */
export const DeleteProfileRequestSchema = v.object({ confirmation: emailSchema(API_MESSAGES) })
export type DeleteProfileRequest = v.InferOutput<typeof DeleteProfileRequestSchema>

/** The delete form: the typed address must be the signed-in account's (case and spaces aside). */
export function createDeleteProfileFormSchema(i18n: I18n, accountEmail: string) {
  const message = i18n._(msg`Type your email address exactly as shown to confirm`)
  return v.object({
    confirmation: v.pipe(
      v.string(message),
      v.trim(),
      v.check((typed) => typed.toLowerCase() === accountEmail.toLowerCase(), message),
    ),
  })
}

// ---- Answers of the API (validated like any outside data) ----

export const UserSchema = v.object({
  id: wholeNumber(0),
  username: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  name: v.string(),
})
export type User = v.InferOutput<typeof UserSchema>

export const SessionAnswerSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()), user: UserSchema })
export type SessionAnswer = v.InferOutput<typeof SessionAnswerSchema>

/** An error answer of the API: `{message}`. */
export const ApiErrorSchema = v.object({ message: v.string() })

export const ProjectSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(['active', 'completed', 'paused']),
  progress: wholeNumber(0, 100),
  updatedAt: isoDay,
})
export type Project = v.InferOutput<typeof ProjectSchema>
export const ProjectListSchema = v.array(ProjectSchema)

export const PaymentMethodSchema = v.object({
  id: v.string(),
  brand: v.picklist(['visa', 'mastercard', 'amex', 'troy']),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expMonth: wholeNumber(1, 12),
  expYear: wholeNumber(2000, 2100),
  holder: v.string(),
})
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>
export const PaymentMethodListSchema = v.array(PaymentMethodSchema)

/** The card brands by the names they print on their cards (the same in every language). */
export const CARD_BRAND_NAMES: Record<PaymentMethod['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  troy: 'Troy',
}

/** A delivery address saved in the account; the country is an ISO 3166-1 alpha-2 code. */
export const AddressSchema = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  postalCode: v.string(),
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
})
export type Address = v.InferOutput<typeof AddressSchema>
export const AddressListSchema = v.array(AddressSchema)

/** Id of a size or colour of a product ('xl', 'indigo'). */
const choiceId = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,16}$/))

/** An order the shop recorded for the account (the demo checkout places them). */
export const OrderSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,32}$/)),
  /** When it was placed: an ISO 8601 timestamp in UTC. */
  placedAt: isoTimestamp,
  status: v.picklist(['processing', 'shipped', 'delivered', 'cancelled']),
  /** The lines; `choice` is the size and colour (ids), absent from orders placed before the shop offered them. */
  items: v.pipe(
    v.array(
      v.object({
        productId: v.picklist(PRODUCT_IDS),
        quantity: wholeNumber(1),
        choice: v.optional(v.object({ size: v.optional(choiceId), color: v.optional(choiceId) })),
      }),
    ),
    v.minLength(1),
  ),
  /** Order total (tax and delivery included) in integer cents of US dollars. */
  totalCents: wholeNumber(0),
  /** How it is delivered; orders placed before the checkout offered a choice have none. */
  delivery: v.optional(v.picklist(DELIVERY_METHODS)),
})
export type Order = v.InferOutput<typeof OrderSchema>
export const OrderListSchema = v.array(OrderSchema)
