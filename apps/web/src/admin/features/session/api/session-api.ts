import { queryOptions } from '@tanstack/react-query';
import { noBody, type StaffMe, staffMe } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

export type AdminMe = StaffMe;

export const adminMeQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['admin', 'me', token],
    queryFn: ({ signal }) =>
      adminRequest<StaffMe>('/admin/me', {
        answer: import.meta.env.DEV ? staffMe : undefined,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function adminSignOut(): Promise<void> {
  return adminRequest<void>('/admin/auth/logout', {
    answer: import.meta.env.DEV ? noBody : undefined,
    method: 'POST',
  });
}
