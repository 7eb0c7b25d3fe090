import * as v from 'valibot'
import { api } from '~/lib/http'
import { NewsletterAnswerSchema, type NewsletterRequest } from './schemas'

export const NEWSLETTER_PATH = 'api/v1/Site/ContactEmail/Create'

/** Subscribes an address; rejects on an HTTP error, a timeout, a network failure or a null answer. */
export async function subscribeToNewsletter(request: NewsletterRequest): Promise<unknown> {
  const body = await api.post(NEWSLETTER_PATH, { json: { Email: request.Email } }).text()
  const answer: unknown = body.trim() === '' ? null : JSON.parse(body)
  return v.parse(NewsletterAnswerSchema, answer)
}
