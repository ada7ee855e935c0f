import type { StoreInfo } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { readStoreSettings } from './store.repository.ts';
import { storeSettingsSchema, type StoreSettings } from './store-settings.ts';

/** SPEC.md section 1's fallback list when the owner has named no categories. */
export const DEFAULT_CATEGORIES = ['Men', 'Women', 'Accessories'];

export function toStoreInfo(s: StoreSettings): StoreInfo {
  return {
    storeName: s.storeName,
    companyName: s.companyName,
    description: s.description,
    companyAddress: s.companyAddress,
    companyPhone: s.companyPhone,
    companyEmail: s.companyEmail,
    companyLogoUrl: s.companyLogoUrl,
    socialLinks: s.socialLinks,
    categories: s.categories.length ? s.categories : DEFAULT_CATEGORIES,
    policies: s.policies,
  };
}

export async function getStoreSettings(db: Executor): Promise<StoreSettings> {
  return (await readStoreSettings(db)) ?? storeSettingsSchema.parse({});
}

export async function getStoreInfo(db: Executor): Promise<StoreInfo> {
  return toStoreInfo(await getStoreSettings(db));
}
