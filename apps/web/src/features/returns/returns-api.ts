// The shopper's returns calls (docs/returns.md): what of a delivered order may go back, and a
// request with its photos (multipart). Type-only contract imports: no zod on the orders page.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msgid, t, tf } from '../../lib/i18n';
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
  ['too_small', msgid('Too small')],
  ['too_large', msgid('Too large')],
  ['damaged', msgid('Damaged or defective')],
  ['not_as_pictured', msgid('Not as pictured')],
  ['quality', msgid('Quality')],
  ['changed_mind', msgid('Changed my mind')],
  ['other', msgid('Other')],
];

export const WANT_LABELS: Record<ReturnWant, string> = {
  exchange: msgid('Another size'),
  source: msgid('Refund to where I paid'),
  store_credit: msgid('Refund as store credit'),
  upi: msgid('Refund to my UPI ID'),
  bank: msgid('Refund to my bank account'),
};

/** What she reads for each state of a request. */
export function stateText(r: ReturnRequest): string {
  if (r.state === 'requested') return t('Requested: the store will look at it soon');
  if (r.state === 'approved') {
    return r.exchangeOrderId
      ? tf('Approved: your new size is on its way (order {order})', { order: r.exchangeOrderId })
      : r.pickup && r.pickup !== 'shopper ships'
        ? tf('Approved: a courier will pick it up ({pickup})', { pickup: r.pickup })
        : t('Approved: please send the pieces back to the store');
  }
  if (r.state === 'rejected') return tf('Not accepted: {reason}', { reason: r.rejectReason ?? '' });
  if (r.state === 'received') {
    return r.refundState === 'payout_due'
      ? t('Received: your refund is being paid')
      : t('Received: the store is sending your refund or new size');
  }
  return r.exchangeOrderId
    ? tf('Done: new size sent as order {order}', { order: r.exchangeOrderId })
    : t('Done: refunded');
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
