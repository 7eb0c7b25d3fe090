import { delay, http, HttpResponse } from 'msw'
import { ContactFormRequestSchema } from '~/features/contact/schemas'
import { checkJsonBody } from './json-body'

/** Any API host: the base URL comes from configuration. */
export const CONTACT_FORM_URL = '*/api/v1/Site/ContactForm/Create'

let nextId = 1

/** Validates the body like the real service: 400 with the issues, else 200 with the stored id. */
export const contactHandlers = [
  http.post(CONTACT_FORM_URL, async ({ request }) => {
    await delay()
    const checked = await checkJsonBody(request, ContactFormRequestSchema)
    if (!checked.ok) return HttpResponse.json({ success: false, errors: checked.errors }, { status: 400 })
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
