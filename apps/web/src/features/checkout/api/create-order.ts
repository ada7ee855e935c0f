import { type CreateOrderRequest, type Order, order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /orders with the attempt's Idempotency-Key: a retry answers the first order. */
export function createOrder(body: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
  return apiRequest<Order>('/orders', {
    answer: import.meta.env.DEV ? order : undefined,
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
