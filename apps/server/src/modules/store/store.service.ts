// The store's configuration: what shoppers see of it, and how the owner replaces it.
import type { StoreInfo } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { bumpCatalogVersion } from '../catalog/index.ts';
import { sanitizePolicyHtml } from './policy-html.ts';
import { readStoreSettings, writeStoreSettings } from './store.repository.ts';
import { storeSettingsSchema, type StoreSettings } from './store-settings.ts';

/** docs/product/storefront.md section 1's fallback list when the owner has named no categories. */
export const DEFAULT_CATEGORIES = ['Men', 'Women', 'Accessories'];

export function toStoreInfo(s: StoreSettings, testMode = false): StoreInfo {
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
    testMode,
  };
}

/** The saved configuration, or null when none is saved (or the saved row no longer parses). */
export async function savedStoreSettings(db: Executor): Promise<StoreSettings | null> {
  return readStoreSettings(db);
}

export async function getStoreSettings(db: Executor): Promise<StoreSettings> {
  return (await readStoreSettings(db)) ?? storeSettingsSchema.parse({});
}

/**
 * What shoppers see of the store. Whether payments are in test mode is the payments module's
 * to say; the caller passes its answer in, so the two modules do not import each other.
 */
export async function getStoreInfo(
  db: Executor,
  testMode: (db: Executor) => Promise<boolean> = async () => false,
): Promise<StoreInfo> {
  const [settings, test] = await Promise.all([getStoreSettings(db), testMode(db)]);
  return toStoreInfo(settings, test);
}

function parseSettings(input: unknown): StoreSettings {
  const parsed = storeSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw invalid(`Invalid store configuration at ${first?.path.join('.')}: ${first?.message}`);
  }
  // Policy pages are cleaned on save (policy-html.ts), whichever door the change came through.
  const policies = Object.fromEntries(
    Object.entries(parsed.data.policies).map(([slug, html]) => [slug, sanitizePolicyHtml(html)]),
  );
  return { ...parsed.data, policies };
}

/**
 * Replaces the whole configuration. Store info is served from the catalog read cache, so the
 * catalog's change counter moves with it: every API process drops its copy within a second.
 */
export async function saveStoreSettings(db: Executor, input: unknown): Promise<StoreSettings> {
  const settings = parseSettings(input);
  await writeStoreSettings(db, settings);
  await bumpCatalogVersion(db);
  return settings;
}

/** Records one change in the audit log, in the transaction of the change (the staff module's). */
export type StoreAuditWriter = (
  tx: Executor,
  change: { before: StoreSettings; after: StoreSettings },
) => Promise<void>;

/** The admin's save: the same as saveStoreSettings, with its audit entry in one transaction. */
export async function saveStoreSettingsAudited(
  db: Executor,
  input: unknown,
  audit: StoreAuditWriter,
): Promise<StoreSettings> {
  const settings = parseSettings(input);
  return db.transaction(async (tx) => {
    const before = await getStoreSettings(tx);
    await writeStoreSettings(tx, settings);
    await bumpCatalogVersion(tx);
    await audit(tx, { before, after: settings });
    return settings;
  });
}
