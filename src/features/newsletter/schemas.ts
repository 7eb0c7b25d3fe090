import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'

// RFC 5321 caps a forward path at 256 octets, so an address longer than 254 cannot be delivered.
const MAX_EMAIL_LENGTH = 254

function emailSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(MAX_EMAIL_LENGTH, message), v.email(message))
}

function newsletterSchema(message: string) {
  return v.object({ Email: emailSchema(message) })
}

/** The subscription form's rules, with the visitor's message in the page's language. */
export function createNewsletterSchema(i18n: I18n) {
  return newsletterSchema(i18n._(msg`Please enter your email`))
}
export type NewsletterSchema = ReturnType<typeof createNewsletterSchema>
export type NewsletterInput = v.InferInput<NewsletterSchema>
export type NewsletterRequest = v.InferOutput<NewsletterSchema>

/** The same rules as the form, for the mock backend, which answers in English like an API. */
export const NewsletterRequestSchema = newsletterSchema('Email is required and must be a valid email address')

/** SPEC.md §7: every answer but null (or an empty body) counts as success; its content is not used. */
export const NewsletterAnswerSchema = v.pipe(
  v.unknown(),
  v.check((answer) => answer !== null && answer !== undefined, 'The subscription service answered with nothing'),
)
