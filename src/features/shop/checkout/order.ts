import { mutationOptions, useMutation } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import * as v from 'valibot'
import { api } from '~/lib/http'
import { OrderRefusalSchema, OrderResponseSchema, type OrderRequest, type OrderResponse } from './checkout'
import type { CartItem } from '../schemas'
import type { Shortage } from '../cart/stock-check'

export const ORDER_PATH = 'api/v1/Shop/Order/Create'

/** An order, with the session token of a signed-in visitor (whose order history lists it) or null for a guest. */
export interface PlaceOrderVariables {
  order: OrderRequest
  sessionToken: string | null
}

/** Places an order; resolves with the order number. Never retried: a POST is not idempotent. */
export async function placeOrder({ order, sessionToken }: PlaceOrderVariables): Promise<OrderResponse> {
  const headers = sessionToken === null ? undefined : { authorization: `Bearer ${sessionToken}` }
  return v.parse(OrderResponseSchema, await api.post(ORDER_PATH, { json: order, headers }).json())
}

/**
 * The lines the shop refused the order for (HTTP 400 naming them: its stock changed since the page
 * was loaded), each with what it has in stock now; none for any other failure.
 */
export function refusedShortages(error: unknown, lines: readonly CartItem[]): Shortage[] {
  if (!isHTTPError(error) || error.response.status !== 400) return []
  const refusal = v.safeParse(OrderRefusalSchema, error.data)
  if (!refusal.success) return []
  return (refusal.output.shortages ?? []).flatMap(({ line, productId, available }) => {
    const item = lines[line]
    return item?.productId === productId ? [{ item, available }] : []
  })
}

export const orderMutationOptions = () =>
  mutationOptions({
    mutationKey: ['shop', 'order', 'create'],
    mutationFn: placeOrder,
  })

export function useOrderMutation() {
  return useMutation(orderMutationOptions())
}
