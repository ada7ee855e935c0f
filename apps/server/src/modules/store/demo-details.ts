// Which of a store's details are still the demo shop's made-up ones (GET /admin/store/demo-details):
// a shop started from the demo keeps them until the owner changes them, and shoppers would take
// them for hers (docs/decisions/034).
import type { DemoDetail } from '@store/contract';
import { demoStoreSettings, storeSettingsSchema, type StoreSettings } from './store-settings.ts';

/**
 * The settings a shop of the owner's own starts with (`SEED_DEMO=false`): no name, contact,
 * GSTIN, UPI address or dispatch PIN of anyone's, so nothing made up reaches a shopper as the
 * shop's own; every rule as it is without the owner's say. She fills them in the admin.
 */
export const ownShopSettings: StoreSettings = storeSettingsSchema.parse({});

/** Each demo detail's value in a store's settings. */
const DEMO_DETAIL_VALUES: Record<DemoDetail, (s: StoreSettings) => string> = {
  companyName: (s) => s.companyName,
  companyAddress: (s) => s.companyAddress,
  companyPhone: (s) => s.companyPhone,
  whatsappNumber: (s) => s.whatsappNumber,
  companyEmail: (s) => s.companyEmail,
  website: (s) => s.website,
  gstin: (s) => s.tax.gstin,
};

/** Letters and digits only, lower case: "+91 98290 12345" and "+919829012345" are one number. */
const comparable = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Where the storefront shows its own placeholder when the store gives nothing (the contact page,
 * the footer and the policies keep the product's fallback contact): empty is not the shop's own
 * either.
 */
const PLACEHOLDER_WHEN_EMPTY: readonly DemoDetail[] = [
  'companyAddress',
  'companyPhone',
  'companyEmail',
];

/**
 * The details shoppers would take for the shop's own that are not: still the demo shop's values
 * (made up: shoppers would write, call and send parcels to no one), or empty where the storefront
 * then shows its placeholder.
 */
export function demoDetailsLeft(s: StoreSettings): DemoDetail[] {
  return (Object.keys(DEMO_DETAIL_VALUES) as DemoDetail[]).filter((key) => {
    const value = comparable(DEMO_DETAIL_VALUES[key](s));
    if (value === '') return PLACEHOLDER_WHEN_EMPTY.includes(key);
    return value === comparable(DEMO_DETAIL_VALUES[key](demoStoreSettings));
  });
}
