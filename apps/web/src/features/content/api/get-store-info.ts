import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StoreInfo } from '@store/contract';
import { apiRequest } from '../../../lib/api-client';
import { resolveStoreInfo, type ResolvedStoreInfo } from '../store-defaults';

export const STORE_INFO_ERROR_TOAST = 'Failed to load store information. Please refresh the page.';

export function getStoreInfo(signal?: AbortSignal): Promise<StoreInfo> {
  return apiRequest<StoreInfo>('/storeInfo', { signal });
}

/** Loaded once per visit (SPEC.md section 4); `refetch` refreshes it. */
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

export function useStoreInfo(): UseStoreInfo {
  const query = useQuery(storeInfoQueryOptions);
  const info = useMemo(() => resolveStoreInfo(query.data), [query.data]);
  return {
    info,
    isLoading: query.isPending,
    isSettled: !query.isPending,
    error: query.isError
      ? query.error instanceof Error && query.error.message
        ? 'Failed to load store information'
        : 'An error occurred while loading store information'
      : null,
    refresh: () => void query.refetch(),
  };
}
