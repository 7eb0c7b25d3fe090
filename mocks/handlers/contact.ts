import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { ContactFormRequestSchema } from '~/features/contact/schemas'

/** Any API host: the base URL comes from configuration. */
export const CONTACT_FORM_URL = '*/api/v1/Site/ContactForm/Create'

let nextId = 1

/** Validates the body like the real service: 400 with the issues, else 200 with the stored id. */
export const contactHandlers = [
  http.post(CONTACT_FORM_URL, async ({ request }) => {
    await delay()
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return HttpResponse.json({ success: false, errors: ['Body is not JSON'] }, { status: 400 })
    }
    const result = v.safeParse(ContactFormRequestSchema, body)
    if (!result.success) {
      const errors = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
      return HttpResponse.json({ success: false, errors }, { status: 400 })
    }
    const id = `contact-${nextId++}`
    return HttpResponse.json({ id, success: true })
  }),
]

/** The service fails: HTTP 500. */
export const contactServerError = http.post(CONTACT_FORM_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)

/** The connection fails before any answer. */
export const contactNetworkError = http.post(CONTACT_FORM_URL, () => HttpResponse.error())

/** The service answers 200 with `null`: the message was not stored (SPEC.md §7). */
export const contactNullAnswer = http.post(CONTACT_FORM_URL, () => HttpResponse.json(null))
