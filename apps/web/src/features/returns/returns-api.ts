// The shopper's returns calls (docs/returns.md): what of a delivered order may go back, and a
// request with its photos (multipart). Type-only contract imports: no zod on the orders page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OrderReturns,
  ReturnReason,
  ReturnRequest,
  ReturnRequestInput,
  ReturnWant,
} from '@store/contract';
import { apiRequest } from '../../lib/api-client';
import { USER_QUERY_KEY } from '../auth';

export const REASONS: [ReturnReason, string][] = [
  ['too_small', 'Too small'],
  ['too_large', 'Too large'],
  ['damaged', 'Damaged or defective'],
  ['not_as_pictured', 'Not as pictured'],
  ['quality', 'Quality'],
  ['changed_mind', 'Changed my mind'],
  ['other', 'Other'],
];

export const WANT_LABELS: Record<ReturnWant, string> = {
  exchange: 'Another size',
  source: 'Refund to where I paid',
  store_credit: 'Refund as store credit',
  upi: 'Refund to my UPI ID',
  bank: 'Refund to my bank account',
};

/** What she reads for each state of a request. */
export function stateText(r: ReturnRequest): string {
  if (r.state === 'requested') return 'Requested: the store will look at it soon';
  if (r.state === 'approved') {
    return r.exchangeOrderId
      ? `Approved: your new size is on its way (order ${r.exchangeOrderId})`
      : r.pickup && r.pickup !== 'shopper ships'
        ? `Approved: a courier will pick it up (${r.pickup})`
        : 'Approved: please send the pieces back to the store';
  }
  if (r.state === 'rejected') return `Not accepted: ${r.rejectReason ?? ''}`;
  if (r.state === 'received') {
    return r.refundState === 'payout_due'
      ? 'Received: your refund is being paid'
      : 'Received: the store is sending your refund or new size';
  }
  return r.exchangeOrderId ? `Done: new size sent as order ${r.exchangeOrderId}` : 'Done: refunded';
}

const returnsPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/returns`;

export function useOrderReturns(orderId: string, delivered: boolean) {
  return useQuery({
    queryKey: [USER_QUERY_KEY, 'returns', orderId],
    queryFn: ({ signal }) => apiRequest<OrderReturns>(returnsPath(orderId), { signal }),
    enabled: delivered,
    retry: false,
  });
}

export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, photos }: { input: ReturnRequestInput; photos: File[] }) => {
      const form = new FormData();
      form.append('request', JSON.stringify(input));
      for (const photo of photos) form.append('photo', photo);
      return apiRequest<ReturnRequest>(returnsPath(orderId), { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [USER_QUERY_KEY] }),
  });
}
