import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, order } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { language } from '../../../lib/i18n';
import { useAuth, USER_QUERY_KEY } from '../../auth';

/**
 * GET /orders/{id}: the owner's token, or `contactInfo` (the account's e-mail or the order's
 * phone) for anybody else. A 404 'Order not found or access denied' says nothing more.
 */
export function getOrder(id: string, contactInfo?: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id.trim())}`, {
    answer: import.meta.env.DEV ? order : undefined,
    // A Hindi page reads the colours in Hindi (`names`); the lines stay as ordered.
    query: { contactInfo: contactInfo?.trim(), lang: language() === 'hi' ? 'hi' : undefined },
    signal,
  });
}

/** The signed-in shopper's own order, e.g. for the payment screen's summary. */
export const ownOrderQueryOptions = (token: string | null, id: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'order', token, id],
    queryFn: ({ signal }) => getOrder(id ?? '', undefined, signal),
    enabled: token !== null && Boolean(id),
    retry: false,
  });

export function useOwnOrder(id: string | null) {
  const { token } = useAuth();
  return useQuery(ownOrderQueryOptions(token, id));
}
