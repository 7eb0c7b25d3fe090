import { delay, http, HttpResponse } from 'msw'
import { OrderRequestSchema, type OrderRefusal, type OrderRequest, type OrderShortage } from '~/features/shop/checkout/checkout'
import { availableFor, isChoice, lineKey, recordChoiceOptions, type ChoiceOption } from '~/features/shop/choices'
import { STOCK, type StockRecord } from '~/features/shop/stock'
import type { ProductId } from '~/site/product-ids'
import { recordOrder } from '../order-store'
import { requestSender } from './auth'
import { checkJsonBody } from './json-body'

/** What the shop has of a product: its sizes, colours and stock. */
type StockOf = (productId: ProductId) => StockRecord

/**
 * The lines' choices as the shop checks them: a size and a colour each name one the product offers
 * to choose from, and one line per product and choice. A line without a choice (a client from
 * before the shop offered them, or a product without choices) is taken as it is. Whether the
 * choice is in stock is `orderShortages`' question.
 */
export function orderChoiceErrors(order: OrderRequest, stockOf: StockOf = (id) => STOCK[id]): string[] {
  const errors: string[] = []
  const seen = new Set<string>()
  order.lines.forEach((line, index) => {
    const options = recordChoiceOptions(stockOf(line.productId))
    const check = (dimension: 'size' | 'color', list: readonly ChoiceOption[]) => {
      const id = line.choice?.[dimension]
      if (id === undefined) return
      if (!isChoice(list) || !list.some((candidate) => candidate.id === id)) errors.push(`lines.${index}.choice.${dimension}: not an option of ${line.productId}`)
    }
    check('size', options.sizes)
    check('color', options.colors)
    const key = lineKey(line.productId, line.choice)
    if (seen.has(key)) errors.push(`lines.${index}: a second line for the same product and choice`)
    seen.add(key)
  })
  return errors
}

/**
 * The lines that ask for more than the shop has: a product out of stock, a size or colour sold out
 * (none of it), or more pieces than are in stock.
 */
export function orderShortages(order: OrderRequest, stockOf: StockOf = (id) => STOCK[id]): OrderShortage[] {
  return order.lines.flatMap((line, index) => {
    const record = stockOf(line.productId)
    const available = availableFor(recordChoiceOptions(record), record.stock, line.choice)
    return line.quantity > available ? [{ line: index, productId: line.productId, available }] : []
  })
}

/** Any API host: the base URL comes from configuration. */
export const ORDER_URL = '*/api/v1/Shop/Order/Create'

const refuse = (refusal: Omit<OrderRefusal, 'success'>) => HttpResponse.json<OrderRefusal>({ success: false, ...refusal }, { status: 400 })

/**
 * The order service with this stock. It validates the order like the real service: 400 with the
 * issues (and the lines short of stock, which the checkout names), 401 for a session token that is
 * no longer valid, else 200 with the order number. The order is recorded for the signed-in user
 * (Bearer token), whose order history then lists it, or as a guest's.
 */
function orderHandler(stockOf: StockOf) {
  return http.post(ORDER_URL, async ({ request }) => {
    await delay()
    const sender = requestSender(request)
    if (sender.kind === 'refused') return HttpResponse.json({ success: false, errors: ['Unauthorised'] }, { status: 401 })
    const checked = await checkJsonBody(request, OrderRequestSchema)
    if (!checked.ok) return refuse({ errors: checked.errors })
    const choiceErrors = orderChoiceErrors(checked.value, stockOf)
    if (choiceErrors.length > 0) return refuse({ errors: choiceErrors })
    const shortages = orderShortages(checked.value, stockOf)
    if (shortages.length > 0) {
      const errors = shortages.map(({ line, productId, available }) => `lines.${line}.quantity: ${available} of ${productId} in stock`)
      return refuse({ errors, shortages })
    }
    const order = recordOrder(checked.value, sender.kind === 'user' ? sender.user.id : null)
    return HttpResponse.json({ orderNumber: order.id })
  })
}

export const shopHandlers = [orderHandler((id) => STOCK[id])]

/** The order service fails: HTTP 500. */
export const shopOrderServerError = http.post(ORDER_URL, () =>
  HttpResponse.json({ success: false, errors: ['Internal Server Error'] }, { status: 500 }),
)

/**
 * Everything sold out since the page was loaded: the service refuses every line of an order for
 * its stock (the page's catalog still says it is in stock).
 */
export const shopOrderSoldOut = orderHandler((id) => ({ ...STOCK[id], stock: 0 }))
