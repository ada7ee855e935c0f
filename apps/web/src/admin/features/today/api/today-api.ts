import { queryOptions } from '@tanstack/react-query';
import { type TodayResponse, todayResponse } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const todayQuery = queryOptions({
  queryKey: ['admin', 'today'],
  queryFn: ({ signal }) =>
    adminRequest<TodayResponse>('/admin/today', {
      answer: import.meta.env.DEV ? todayResponse : undefined,
      signal,
    }),
  // The owner leaves Today open on the counter: new orders show up without a reload.
  refetchInterval: 60_000,
});
