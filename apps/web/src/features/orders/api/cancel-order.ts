import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../auth';

/** POST /orders/{id}/cancel: the shopper cancels her own pending or processing order. */
export function cancelOrder(orderId: string, reason: string): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/** Cancels, then reads her orders again (the list, the order, its stock-backed products). */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => cancelOrder(orderId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY] }),
  });
}
