import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isHTTPError } from 'ky'
import * as v from 'valibot'
import { isPublicWebAddress } from './public-address'
import { CONTACT_FIELD_MAX_LENGTH, phoneNumber, WEBSITE_MAX_LENGTH, type ContactFormRequest } from './schemas'

/**
 * The lead forms of the landing pages: a short form whose request is the contact form's (SPEC.md
 * §3), so it reaches the same inbox through the same service; what the visitor asked for is
 * written at the top of the message.
 */
export const LEAD_FIELD_MAX_LENGTH = { ...CONTACT_FIELD_MAX_LENGTH, website: WEBSITE_MAX_LENGTH } as const

export type LeadFieldName = 'website' | 'name' | 'email' | 'number' | 'company'

/** Field order of the form: the first invalid one in this order gets focus. */
export const LEAD_FIELD_NAMES: readonly LeadFieldName[] = ['website', 'name', 'email', 'number', 'company']

/**
 * A web address at all: http or https, a host with a dot (or an IPv6 address), no credentials. Anything else,
 * `javascript:` and `data:` among it, is not a website (whether it is a public one is
 * `isPublicWebAddress`'s question, asked after this one).
 */
export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  const host = url.hostname
  return (url.protocol === 'https:' || url.protocol === 'http:') && (host.includes('.') || host.startsWith('[')) && url.username === '' && url.password === ''
}

/** The address as typed, with `https://` added when the visitor left the scheme out (`example.com`). */
export function withScheme(value: string): string {
  const trimmed = value.trim()
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/** The audit form's error for an address that is not on the public internet (the form's or the service's refusal). */
export function websiteNotPublicMessage(i18n: I18n): string {
  return i18n._(msg`Please enter the address of a public website. We cannot audit a local or private network address, such as localhost, 10.0.0.1 or 192.168.1.1.`)
}

/** The audit form's values, with messages in the language of `i18n`; all field errors appear together. */
export function createAuditFormSchema(i18n: I18n) {
  const tooLong = (max: number) => i18n._(msg`Please use at most ${max} characters`)
  const max = LEAD_FIELD_MAX_LENGTH
  const websiteMessage = i18n._(msg`Please enter your website's address, starting with http:// or https://`)
  const notPublicMessage = websiteNotPublicMessage(i18n)
  const phoneMessage = i18n._(msg`Please enter your phone`)
  const required = (message: string, limit: number) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(limit, tooLong(limit)))
  return v.config(
    v.object({
      website: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(websiteMessage),
        v.maxLength(max.website, tooLong(max.website)),
        v.check((value) => isWebAddress(withScheme(value)), websiteMessage),
        v.check((value) => isPublicWebAddress(withScheme(value)), notPublicMessage),
      ),
      name: required(i18n._(msg`Please enter your name`), max.name),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty(i18n._(msg`Please enter your email`)), v.email(i18n._(msg`Please enter your email`)), v.maxLength(max.email, tooLong(max.email))),
      number: phoneNumber(phoneMessage, tooLong(max.number)),
      company: required(i18n._(msg`Please enter your company`), max.company),
    }),
    { abortPipeEarly: true },
  )
}

export type AuditFormValues = v.InferInput<ReturnType<typeof createAuditFormSchema>>
export const EMPTY_AUDIT_FORM: AuditFormValues = { website: '', name: '', email: '', number: '', company: '' }

/** The contact request of an audit: the address (with its scheme) is its own field and heads the message, in the visitor's language. */
export function toAuditRequest(values: AuditFormValues, i18n: I18n): ContactFormRequest {
  const website = withScheme(values.website)
  return {
    NameSurname: values.name.trim(),
    Email: values.email.trim(),
    Phone: values.number.trim(),
    Company: values.company.trim(),
    Message: i18n._(msg`Free SEO audit requested for ${website}`),
    Website: website,
  }
}

const RefusalSchema = v.object({ errors: v.array(v.string()) })

/**
 * Whether the contact service refused a request for its `Website` (400, `{errors: ["Website: …"]}`,
 * mocks/handlers/contact.ts): the form shows that as the field's error, not as a failed send.
 */
export function serviceRefusedWebsite(error: unknown): boolean {
  if (!isHTTPError(error) || error.response.status !== 400) return false
  const body = v.safeParse(RefusalSchema, error.data)
  return body.success && body.output.errors.some((reason) => reason.startsWith('Website:'))
}
