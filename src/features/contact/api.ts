import { api } from '~/lib/http'
import type { ContactFormRequest } from './schemas'

export const CONTACT_FORM_PATH = 'api/v1/Site/ContactForm/Create'

/** The service answers `null` when it did not store the message (SPEC.md §7). */
export class ContactFormRejectedError extends Error {
  override name = 'ContactFormRejectedError'
}

/**
 * Sends the contact form. Resolves with the service's answer when it is not null; rejects on a null
 * answer, an HTTP error, a timeout or a network failure. Never retried: a POST is not idempotent.
 */
export async function sendContactForm(body: ContactFormRequest): Promise<unknown> {
  const answer = await api.post(CONTACT_FORM_PATH, { json: body }).json()
  if (answer === null) throw new ContactFormRejectedError('The contact form service answered null')
  return answer
}
