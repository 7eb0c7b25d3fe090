import { delay, http, HttpResponse } from 'msw'
import { OrderRequestSchema } from '~/features/shop/checkout'
import { checkJsonBody } from './json-body'

/** Any API host: the base URL comes from configuration. */
export const ORDER_URL = '*/api/v1/Shop/Order/Create'

let nextOrder = 1001

/** Validates the order like the real service: 400 with the issues, else 200 with an order number. */
export const shopHandlers = [
  http.post(ORDER_URL, async ({ request }) => {
    await delay()
    const checked = await checkJsonBody(request, OrderRequestSchema)
    if (!checked.ok) return HttpResponse.json({ success: false, errors: checked.errors }, { status: 400 })
    return HttpResponse.json({ orderNumber: `ST-${nextOrder++}` })
  }),
]

/** The order service fails: HTTP 500. */
export const shopOrderServerError = http.post(ORDER_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)
