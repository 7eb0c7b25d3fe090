import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { OrderRequestSchema } from '~/features/shop/checkout'

/** Any API host: the base URL comes from configuration. */
export const ORDER_URL = '*/api/v1/Shop/Order/Create'

let nextOrder = 1001

/** Validates the order like the real service: 400 with the issues, else 200 with an order number. */
export const shopHandlers = [
  http.post(ORDER_URL, async ({ request }) => {
    await delay()
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return HttpResponse.json({ success: false, errors: ['Body is not JSON'] }, { status: 400 })
    }
    const result = v.safeParse(OrderRequestSchema, body)
    if (!result.success) {
      const errors = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
      return HttpResponse.json({ success: false, errors }, { status: 400 })
    }
    return HttpResponse.json({ orderNumber: `ST-${nextOrder++}` })
  }),
]

/** The order service fails: HTTP 500. */
export const shopOrderServerError = http.post(ORDER_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)
