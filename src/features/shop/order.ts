import { mutationOptions, useMutation } from '@tanstack/react-query'
import { isHTTPError } from 'ky'
import * as v from 'valibot'
import { api } from '~/lib/http'
import { OrderResponseSchema, type OrderRequest, type OrderResponse } from './checkout'

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

/** The shop refused the session token (expired or revoked): the visitor is no longer signed in. */
export function isSessionRefused(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 401
}

export const orderMutationOptions = () =>
  mutationOptions({
    mutationKey: ['shop', 'order', 'create'],
    mutationFn: placeOrder,
  })

export function useOrderMutation() {
  return useMutation(orderMutationOptions())
}
