import { queryOptions } from '@tanstack/react-query';
import { adminStoreSettings } from '@store/contract';
import { adminRequest } from '../../../lib/admin-api';

/**
 * The whole store configuration as GET /admin/store answers it. The contract types it as an open
 * record (adminStoreSettings): the server's settings schema is the one rule, and other features
 * add their own sections, which this screen must send back untouched.
 */
export type StoreSettingsRecord = Record<string, unknown>;

export const storeSettingsQuery = queryOptions({
  queryKey: ['admin', 'store-settings'],
  queryFn: ({ signal }) =>
    adminRequest<StoreSettingsRecord>('/admin/store', {
      answer: import.meta.env.DEV ? adminStoreSettings : undefined,
      signal,
    }),
});

export function saveStoreSettings(body: StoreSettingsRecord) {
  return adminRequest<StoreSettingsRecord>('/admin/store', {
    answer: import.meta.env.DEV ? adminStoreSettings : undefined,
    method: 'PUT',
    body,
  });
}
