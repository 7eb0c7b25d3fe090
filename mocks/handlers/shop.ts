import { delay, http, HttpResponse } from 'msw'
import { PRODUCTS } from '~/features/shop/catalog-data'
import { OrderRequestSchema, type OrderRequest } from '~/features/shop/checkout'
import { isChoice, lineKey, recordChoiceOptions, type ChoiceOption } from '~/features/shop/choices'
import { recordOrder } from '../order-store'
import { requestSender } from './auth'
import { checkJsonBody } from './json-body'

/**
 * The lines' choices as the shop checks them: a size and a colour each name one the product offers
 * to choose from and has in stock, and one line per product and choice. A line without a choice
 * (a client from before the shop offered them, or a product without choices) is taken as it is.
 */
export function orderChoiceErrors(order: OrderRequest): string[] {
  const errors: string[] = []
  const seen = new Set<string>()
  order.lines.forEach((line, index) => {
    const options = recordChoiceOptions(PRODUCTS[line.productId])
    const check = (dimension: 'size' | 'color', list: readonly ChoiceOption[]) => {
      const id = line.choice?.[dimension]
      if (id === undefined) return
      const option = isChoice(list) ? list.find((candidate) => candidate.id === id) : undefined
      if (option === undefined) errors.push(`lines.${index}.choice.${dimension}: not an option of ${line.productId}`)
      else if (!option.available) errors.push(`lines.${index}.choice.${dimension}: out of stock`)
    }
    check('size', options.sizes)
    check('color', options.colors)
    const key = lineKey(line.productId, line.choice)
    if (seen.has(key)) errors.push(`lines.${index}: a second line for the same product and choice`)
    seen.add(key)
  })
  return errors
}

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
    const choiceErrors = orderChoiceErrors(checked.value)
    if (choiceErrors.length > 0) return HttpResponse.json({ success: false, errors: choiceErrors }, { status: 400 })
    const order = recordOrder(checked.value, sender.kind === 'user' ? sender.user.id : null)
    return HttpResponse.json({ orderNumber: order.id })
  }),
]

/** The order service fails: HTTP 500. */
export const shopOrderServerError = http.post(ORDER_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)
