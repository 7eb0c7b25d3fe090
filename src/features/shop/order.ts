import { mutationOptions, useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '~/lib/http'
import { OrderResponseSchema, type OrderRequest, type OrderResponse } from './checkout'

export const ORDER_PATH = 'api/v1/Shop/Order/Create'

/** Places an order; resolves with the order number. Never retried: a POST is not idempotent. */
export async function placeOrder(body: OrderRequest): Promise<OrderResponse> {
  return v.parse(OrderResponseSchema, await api.post(ORDER_PATH, { json: body }).json())
}

export const orderMutationOptions = () =>
  mutationOptions({
    mutationKey: ['shop', 'order', 'create'],
    mutationFn: placeOrder,
  })

export function useOrderMutation() {
  return useMutation(orderMutationOptions())
}
