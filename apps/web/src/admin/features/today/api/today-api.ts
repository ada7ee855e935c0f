import { queryOptions } from '@tanstack/react-query';
import type { TodayResponse } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export const todayQuery = queryOptions({
  queryKey: ['admin', 'today'],
  queryFn: ({ signal }) => adminRequest<TodayResponse>('/admin/today', { signal }),
  // The owner leaves Today open on the counter: new orders show up without a reload.
  refetchInterval: 60_000,
});
