import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { isPublicWebAddress } from './public-address'

/** Longest accepted value per field; the inputs carry the same limits as `maxLength`. */
export const CONTACT_FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  number: 30,
  company: 150,
  message: 2000,
} as const

export type ContactFieldName = keyof typeof CONTACT_FIELD_MAX_LENGTH

/** Field order of the form: the first invalid one in this order gets focus. */
export const CONTACT_FIELD_NAMES: readonly ContactFieldName[] = ['name', 'email', 'number', 'company', 'message']

/** Longest accepted website address of a lead form (the SEO audit's). */
export const WEBSITE_MAX_LENGTH = 300

// Digits, spaces and the usual separators of a written phone number, with at least 7 digits.
const PHONE_PATTERN = /^\+?[\d\s().-]*$/
const MIN_PHONE_DIGITS = 7

/** A written phone number (already trimmed): the usual separators and at least seven digits. */
export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS
}

/** A written phone number: the usual separators, at least seven digits, within the field's length. */
export function phoneNumber(message: string, tooLong: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message),
    v.check(isPhoneNumber, message),
    v.maxLength(CONTACT_FIELD_MAX_LENGTH.number, tooLong),
  )
}

/** Empty, or a written phone number as `phoneNumber` accepts it (the field's length still counts). */
export function optionalPhoneNumber(message: string, tooLong: string) {
  const phone = phoneNumber(message, tooLong)
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(CONTACT_FIELD_MAX_LENGTH.number, tooLong),
    v.check((value) => value === '' || v.is(phone, value), message),
  )
}

function requiredText(message: string, max: number, tooLong: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong))
}

/**
 * The contact form's values, with messages in the language of `i18n`. Every rule lives here and
 * runs as one form-level validator, so all field errors appear together; each field reports its
 * first failed rule only. Name, email and message are required; phone and company may stay empty.
 */
export function createContactFormSchema(i18n: I18n) {
  const tooLong = (max: number) => i18n._(msg`Please use at most ${max} characters`)
  const max = CONTACT_FIELD_MAX_LENGTH
  const nameMessage = i18n._(msg`Please enter your name`)
  const emailMessage = i18n._(msg`Please enter your email`)
  const phoneMessage = i18n._(msg`Please enter a phone number with at least seven digits, or leave the field empty`)
  const messageMessage = i18n._(msg`Please enter your message`)
  return v.config(
    v.object({
      name: requiredText(nameMessage, max.name, tooLong(max.name)),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(emailMessage),
        v.email(emailMessage),
        v.maxLength(max.email, tooLong(max.email)),
      ),
      number: optionalPhoneNumber(phoneMessage, tooLong(max.number)),
      company: v.pipe(v.string(), v.trim(), v.maxLength(max.company, tooLong(max.company))),
      message: requiredText(messageMessage, max.message, tooLong(max.message)),
    }),
    { abortPipeEarly: true },
  )
}

export type ContactFormSchema = ReturnType<typeof createContactFormSchema>
/** What the visitor types, control by control. */
export type ContactFormValues = v.InferInput<ContactFormSchema>

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', number: '', company: '', message: '' }

const requiredField = v.pipe(v.string(), v.trim(), v.nonEmpty())

/** The service's reason for refusing a phone that is not one. */
export const PHONE_INVALID = 'The phone number must have at least 7 digits and only + ( ) . - and spaces besides'

/** The service's reason for refusing an audit address; the audit form shows it as the field's error. */
export const WEBSITE_NOT_PUBLIC = 'The website must be a public web address'

/**
 * Body of POST api/v1/Site/ContactForm/Create (SPEC.md §3, §7); the mock server validates with it.
 * `Website` is the address a lead form asks about (the SEO audit's), a field of its own so that
 * the service checks it before it fetches anything there.
 */
export const ContactFormRequestSchema = v.object({
  NameSurname: v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.name)),
  Email: v.pipe(requiredField, v.email(), v.maxLength(CONTACT_FIELD_MAX_LENGTH.email)),
  // Phone and company are optional (the contact form and a demo request may come without them); when
  // given, they are not blank.
  Phone: v.optional(v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.number), v.check(isPhoneNumber, PHONE_INVALID))),
  Company: v.optional(v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.company))),
  Message: v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.message)),
  Website: v.optional(v.pipe(requiredField, v.maxLength(WEBSITE_MAX_LENGTH), v.check(isPublicWebAddress, WEBSITE_NOT_PUBLIC))),
})
export type ContactFormRequest = v.InferOutput<typeof ContactFormRequestSchema>

/** Maps the form's controls to the API's field names, trimmed; an empty phone or company is not sent. */
export function toContactFormRequest(values: ContactFormValues): ContactFormRequest {
  const phone = values.number.trim()
  const company = values.company.trim()
  return {
    NameSurname: values.name.trim(),
    Email: values.email.trim(),
    ...(phone === '' ? {} : { Phone: phone }),
    ...(company === '' ? {} : { Company: company }),
    Message: values.message.trim(),
  }
}
