import { delay, http, HttpResponse } from 'msw'
import { OrderRequestSchema } from '~/features/shop/checkout'
import { recordOrder } from '../order-store'
import { requestSender } from './auth'
import { checkJsonBody } from './json-body'

/** Any API host: the base URL comes from configuration. */
export const ORDER_URL = '*/api/v1/Shop/Order/Create'

/**
 * Validates the order like the real service: 400 with the issues, 401 for a session token that is
 * no longer valid, else 200 with the order number. The order is recorded for the signed-in user
 * (Bearer token), whose order history then lists it, or as a guest's.
 */
export const shopHandlers = [
  http.post(ORDER_URL, async ({ request }) => {
    await delay()
    const sender = requestSender(request)
    if (sender.kind === 'refused') return HttpResponse.json({ success: false, errors: ['Unauthorised'] }, { status: 401 })
    const checked = await checkJsonBody(request, OrderRequestSchema)
    if (!checked.ok) return HttpResponse.json({ success: false, errors: checked.errors }, { status: 400 })
    const order = recordOrder(checked.value, sender.kind === 'user' ? sender.user.id : null)
    return HttpResponse.json({ orderNumber: order.id })
  }),
]

/** The order service fails: HTTP 500. */
export const shopOrderServerError = http.post(ORDER_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)
