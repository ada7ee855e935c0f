import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type AccountInfoAnswer,
  accountInfoAnswer,
  type AccountInfoResponse,
} from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { useAuth, USER_QUERY_KEY } from '../../auth';

export type AccountInfo = AccountInfoResponse['data'];

/** docs/product/storefront.md section 3: the answer may come wrapped in `data` or as the object itself. */
export function unwrapAccountInfo(body: unknown): AccountInfo {
  const inner =
    body && typeof body === 'object' && 'data' in body && body.data && typeof body.data === 'object'
      ? body.data
      : body;
  const o = (inner ?? {}) as Partial<Record<keyof AccountInfo, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    firstName: text(o.firstName),
    lastName: text(o.lastName),
    email: text(o.email),
    // This store's addition: a server that does not send it has no phone to show.
    phone: typeof o.phone === 'string' && o.phone !== '' ? o.phone : null,
    createdAt: text(o.createdAt),
  };
}

export async function getAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  const answer = await apiRequest<AccountInfoAnswer>('/accountInfo', {
    answer: import.meta.env.DEV ? accountInfoAnswer : undefined,
    signal,
  });
  return unwrapAccountInfo(answer);
}

export const accountInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [USER_QUERY_KEY, 'accountInfo', token],
    queryFn: ({ signal }) => getAccountInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in shopper's account; idle for visitors. */
export function useAccountInfo() {
  const { token } = useAuth();
  return useQuery(accountInfoQueryOptions(token));
}
