import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PinCodeAnswer, pinCodeAnswer } from '@store/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** GET /pincodes/{pin}: the place, whether the store delivers there, and the promise. */
export async function getPincode(pin: string, signal?: AbortSignal): Promise<PinCodeAnswer> {
  return apiRequest<PinCodeAnswer>(`/pincodes/${encodeURIComponent(pin)}`, {
    answer: import.meta.env.DEV ? pinCodeAnswer : undefined,
    signal,
  });
}

export const pincodeQueryOptions = (pin: string | null) =>
  queryOptions({
    queryKey: ['pincode', pin],
    queryFn: ({ signal }) => getPincode(pin ?? '', signal),
    enabled: pin !== null,
    // The promise moves with the clock (the cut-off, the date in India): a minute is fresh.
    staleTime: 60_000,
    // An unknown PIN (404) or a malformed one (400) is an answer, not a fault to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function usePincode(pin: string | null) {
  return useQuery(pincodeQueryOptions(pin));
}
