import type { QueryClient } from '@tanstack/react-query';
import { storeInfo, type StoreInfo } from '@store/contract';
import { storeInfoQueryOptions } from '../features/content';
import { fixture } from './fixture';

/** A store information answer with every field empty (so every fallback applies) but `fields`. */
export function storeInfoFixture(fields: Partial<StoreInfo> = {}): StoreInfo {
  return fixture(storeInfo, {
    storeName: '',
    companyName: '',
    description: '',
    companyAddress: '',
    companyPhone: '',
    companyEmail: '',
    companyLogoUrl: '',
    socialLinks: { instagram: '', facebook: '', twitter: '' },
    categories: [],
    policies: {},
    ...fields,
  });
}

/**
 * Puts the store information in the client's cache, so that screens reading it (page titles,
 * headings) make no request. Left to load, it is fetched after a dynamic import: a test that
 * ends first has already put the real fetch back, and the request goes to the network.
 */
export function seedStoreInfo(client: QueryClient, fields: Partial<StoreInfo> = {}): QueryClient {
  client.setQueryData(storeInfoQueryOptions.queryKey, storeInfoFixture(fields));
  return client;
}
