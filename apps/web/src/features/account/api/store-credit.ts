// GET /account/store-credit: the signed-in shopper's store credit (docs/payments.md, "Store
// credit"), for her account page and the checkout's "Use store credit" box.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeCreditResponse, type StoreCreditResponse } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

const answer = import.meta.env.DEV ? storeCreditResponse : undefined;

export const storeCreditQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'store-credit', token],
    queryFn: ({ signal }) =>
      apiRequest<StoreCreditResponse>('/account/store-credit', { signal, answer }),
    enabled: token !== null,
    retry: false,
  });

export function useStoreCredit() {
  const { token } = useAuth();
  return useQuery(storeCreditQueryOptions(token));
}
