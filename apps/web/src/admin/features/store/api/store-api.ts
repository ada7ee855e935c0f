import { queryOptions } from '@tanstack/react-query';
import {
  adminStoreDemoDetails,
  type AdminStoreDemoDetails,
  adminStoreSettings,
} from '@store/contract';
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

/** Which of the store's details are still the demo shop's made-up ones. */
export const demoDetailsQuery = queryOptions({
  queryKey: ['admin', 'store-demo-details'],
  queryFn: ({ signal }) =>
    adminRequest<AdminStoreDemoDetails>('/admin/store/demo-details', {
      answer: import.meta.env.DEV ? adminStoreDemoDetails : undefined,
      signal,
    }),
});
