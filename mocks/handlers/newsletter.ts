import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { NewsletterRequestSchema } from '~/features/newsletter/schemas'

const ENDPOINT = '*/api/v1/Site/ContactEmail/Create'

/** Email subscription: validates the body like the real API (400 on a missing or malformed Email). */
export const newsletterHandlers = [
  http.post(ENDPOINT, async ({ request }) => {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return HttpResponse.json({ message: 'The request body must be JSON' }, { status: 400 })
    }
    const result = v.safeParse(NewsletterRequestSchema, body)
    if (!result.success) {
      return HttpResponse.json({ message: result.issues[0].message }, { status: 400 })
    }
    return HttpResponse.json({ success: true, email: result.output.Email })
  }),
]

/** Error cases for `server.use(...)` in tests and for manual checks. */
export const newsletterServerError = http.post(ENDPOINT, () =>
  HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
)
export const newsletterNetworkError = http.post(ENDPOINT, () => HttpResponse.error())
export const newsletterNullAnswer = http.post(ENDPOINT, () => HttpResponse.json(null))
