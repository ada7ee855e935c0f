import { useMutation, useQuery } from '@tanstack/react-query';
import { type CodConfirmResponse, codConfirmResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';

const path = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/confirm-cod`;

/** GET: where the link stands; opening it changes nothing (mail scanners open links too). */
export function useCodLink(orderId: string, token: string) {
  return useQuery({
    queryKey: ['codLink', orderId, token],
    queryFn: ({ signal }) =>
      apiRequest<CodConfirmResponse>(path(orderId), {
        answer: import.meta.env.DEV ? codConfirmResponse : undefined,
        query: { token },
        signal,
      }),
    enabled: orderId !== '' && token !== '',
    retry: false,
  });
}

/** POST: the shopper's yes. */
export function useConfirmCod(orderId: string, token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<CodConfirmResponse>(path(orderId), {
        answer: import.meta.env.DEV ? codConfirmResponse : undefined,
        method: 'POST',
        body: { token },
      }),
  });
}
