import type { CreateOrderRequest, Order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /orders with the attempt's Idempotency-Key: a retry answers the first order. */
export function createOrder(body: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
  return apiRequest<Order>('/orders', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
