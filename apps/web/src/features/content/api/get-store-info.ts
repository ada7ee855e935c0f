import { QueryClientContext, queryOptions } from '@tanstack/react-query';
import { use, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type StoreInfo, storeInfo } from '@store/contract';
import { peekFirstAnswer } from '../../../lib/first-answers';
import { msgid } from '../../../lib/i18n';
import { resolveStoreInfo, type ResolvedStoreInfo } from '../store-defaults';

export const STORE_INFO_ERROR_TOAST = msgid(
  'Failed to load store information. Please refresh the page.',
);

export async function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  // Loaded with the first request (after the query client) rather than with the first page.
  const { apiRequest } = await import('../../../lib/api-client');
  return apiRequest<StoreInfo>('/storeInfo', {
    answer: import.meta.env.DEV ? storeInfo : undefined,
    signal,
  });
}

/** Loaded once per visit (docs/product/storefront.md section 4); `refetch` refreshes it. */
export const storeInfoQueryOptions = queryOptions({
  queryKey: ['storeInfo'],
  queryFn: ({ signal }) => getStoreInfo(signal),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 1,
  refetchOnWindowFocus: false,
});

export interface UseStoreInfo {
  info: ResolvedStoreInfo;
  isLoading: boolean;
  /** Set once the first load has finished, whether it worked or not. */
  isSettled: boolean;
  error: string | null;
  refresh: () => void;
}

const noop = () => {};

/**
 * What useQuery(storeInfoQueryOptions) would report, read straight from the query cache: the
 * header and footer call this on the first paint, before the query client has loaded (see
 * app/query-provider.tsx), and useQuery would bring TanStack Query's observer into the first
 * page's JavaScript. Until the client is there the information reads as loading.
 */
export function useStoreInfo(): UseStoreInfo {
  const client = use(QueryClientContext);
  const subscribe = useCallback(
    (onChange: () => void) => client?.getQueryCache().subscribe(onChange) ?? noop,
    [client],
  );
  const readState = () => client?.getQueryState<StoreInfo>(storeInfoQueryOptions.queryKey);
  const state = useSyncExternalStore(subscribe, readState, readState);

  // Like a newly mounted useQuery, load unless there is data: after a failure that is a retry.
  useEffect(() => {
    if (client) void client.prefetchQuery(storeInfoQueryOptions);
  }, [client]);
  // Until that retry has failed too, useQuery reports the failure as loading again, not as an error.
  const [failuresBeforeMount] = useState(() => state?.errorUpdateCount ?? 0);
  const failed =
    state?.status === 'error' &&
    (state.data !== undefined || state.errorUpdateCount > failuresBeforeMount);
  const isPending = state?.data === undefined && !failed;

  const data = state?.data;
  const info = useMemo(() => resolveStoreInfo(data, failed), [data, failed]);
  return {
    info,
    isLoading: isPending,
    isSettled: !isPending,
    error: failed
      ? state.error instanceof Error && state.error.message
        ? 'Failed to load store information'
        : 'An error occurred while loading store information'
      : null,
    refresh: () =>
      void client?.refetchQueries({ queryKey: storeInfoQueryOptions.queryKey, exact: true }),
  };
}

/**
 * The store information as useStoreInfo reads it, with what the served page carried standing in
 * until the query client has it: a server-rendered page then paints and hydrates with the
 * store's own details rather than the defaults, and nothing moves when the client arrives.
 */
export function useCarriedStoreInfo(): ResolvedStoreInfo {
  const { info, isLoading } = useStoreInfo();
  const [carried] = useState(() =>
    peekFirstAnswer('/storeInfo', import.meta.env.DEV ? storeInfo : undefined),
  );
  const fallback = useMemo(() => (carried ? resolveStoreInfo(carried) : null), [carried]);
  return isLoading && fallback ? fallback : info;
}
