import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

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

// Digits, spaces and the usual separators of a written phone number, with at least 7 digits.
const PHONE_PATTERN = /^\+?[\d\s().-]*$/
const MIN_PHONE_DIGITS = 7

/** A written phone number: the usual separators, at least seven digits, within the field's length. */
export function phoneNumber(message: string, tooLong: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message),
    v.regex(PHONE_PATTERN, message),
    v.check((value) => value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS, message),
    v.maxLength(CONTACT_FIELD_MAX_LENGTH.number, tooLong),
  )
}

function requiredText(message: string, max: number, tooLong: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong))
}

/**
 * The contact form's values, with messages in the language of `i18n`. Every rule lives here and
 * runs as one form-level validator, so all field errors appear together; each field reports its
 * first failed rule only.
 */
export function createContactFormSchema(i18n: I18n) {
  const tooLong = (max: number) => i18n._(msg`Please use at most ${max} characters`)
  const max = CONTACT_FIELD_MAX_LENGTH
  const nameMessage = i18n._(msg`Please enter your name`)
  const emailMessage = i18n._(msg`Please enter your email`)
  const phoneMessage = i18n._(msg`Please enter your phone`)
  const companyMessage = i18n._(msg`Please enter your company`)
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
      number: phoneNumber(phoneMessage, tooLong(max.number)),
      company: requiredText(companyMessage, max.company, tooLong(max.company)),
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

/** Body of POST api/v1/Site/ContactForm/Create (SPEC.md §3, §7); the mock server validates with it. */
export const ContactFormRequestSchema = v.object({
  NameSurname: v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.name)),
  Email: v.pipe(requiredField, v.email(), v.maxLength(CONTACT_FIELD_MAX_LENGTH.email)),
  Phone: v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.number)),
  Company: v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.company)),
  Message: v.pipe(requiredField, v.maxLength(CONTACT_FIELD_MAX_LENGTH.message)),
})
export type ContactFormRequest = v.InferOutput<typeof ContactFormRequestSchema>

/** Maps the form's controls to the API's field names, trimmed. */
export function toContactFormRequest(values: ContactFormValues): ContactFormRequest {
  return {
    NameSurname: values.name.trim(),
    Email: values.email.trim(),
    Phone: values.number.trim(),
    Company: values.company.trim(),
    Message: values.message.trim(),
  }
}
