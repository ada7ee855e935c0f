import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderListAnswer, type OrderAsRead } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { language } from '../../../lib/i18n';
import { useAuth, USER_QUERY_KEY } from '../../auth';

export function getOrders(signal?: AbortSignal): Promise<OrderAsRead[]> {
  return apiRequest<OrderAsRead[]>('/orders', {
    answer: import.meta.env.DEV ? orderListAnswer : undefined,
    // A Hindi page reads its orders' colours in Hindi (`names`); the lines stay as ordered.
    query: { lang: language() === 'hi' ? 'hi' : undefined },
    signal,
  }).then((list) => (Array.isArray(list) ? list : []));
}

export const ordersQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'orders', token],
    queryFn: ({ signal }) => getOrders(signal),
    enabled: token !== null,
    retry: false,
  });

/** GET /orders: the signed-in shopper's orders, newest first. */
export function useOrders() {
  const { token } = useAuth();
  return useQuery(ordersQueryOptions(token));
}
