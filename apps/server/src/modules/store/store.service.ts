// The store's configuration: what shoppers see of it, and how the owner replaces it.
import { DEFAULT_CATEGORIES } from '@store/contract/storefront-reads';
import type { Language, PaymentMethod, StoreInfo, StorePicture } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { paiseToRupees } from '../../kernel/money.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { removeImages } from '../media/index.ts';
import { sanitizePolicyHtml } from './policy-html.ts';
import { wirePicture } from './store-picture-urls.ts';
import { lockStoreSettings, readStoreSettings, writeStoreSettings } from './store.repository.ts';
import {
  isSafeLink,
  PICTURE_KEYS,
  storeSettingsSchema,
  storeSettingsWriteSchema,
  type StoredPicture,
  type StoreSettings,
} from './store-settings.ts';

/** The categories the storefront shows, in the owner's order: theirs, or the fallback list. */
export function shownCategories(s: StoreSettings): string[] {
  return s.categories.length ? s.categories : [...DEFAULT_CATEGORIES];
}

/** The languages the shop offers: English always and first, Hindi when the owner keeps it. */
export function offeredLanguages(s: StoreSettings): Language[] {
  return s.languages.includes('hi') ? ['en', 'hi'] : ['en'];
}

/** What the payments module says the store takes now (its switches and its configuration). */
export interface PaymentsOffer {
  testMode: boolean;
  methods: PaymentMethod[];
  /** UPI goes through the gateway and confirms itself; else the owner confirms it. */
  upiThroughGateway?: boolean;
}

/** The logo's plain URL: the widest WebP at most 640 px, which page previews and JSON-LD read. */
const LOGO_URL_WIDTH = 640;
/** A tile is at most a third of a 1280 px page: its plain URL is the 640 px WebP. */
const TILE_URL_WIDTH = 640;

/**
 * A link as shoppers get it: one saved before saves were checked (store-settings.ts, "what a
 * save must meet") may still say javascript: or data:, and is then left out (no link).
 */
const shownLink = (url: string): string => (isSafeLink(url) ? url : '');

export function toStoreInfo(
  s: StoreSettings,
  offer: PaymentsOffer = { testMode: false, methods: [] },
): StoreInfo {
  const testMode = offer.testMode;
  const logo = s.logo ? wirePicture(s.logo, LOGO_URL_WIDTH) : null;
  const categories = shownCategories(s);
  const tiles: Record<string, StorePicture> = {};
  for (const name of categories) {
    const tile = s.categoryTiles[name];
    if (tile) tiles[name] = wirePicture(tile, TILE_URL_WIDTH);
  }
  return {
    storeName: s.storeName,
    companyName: s.companyName,
    description: s.description,
    companyAddress: s.companyAddress,
    companyPhone: s.companyPhone,
    whatsappNumber: s.whatsappNumber,
    companyEmail: s.companyEmail,
    // An uploaded logo wins over an address typed in before uploads existed.
    companyLogoUrl: logo?.url ?? shownLink(s.companyLogoUrl),
    socialLinks: {
      instagram: shownLink(s.socialLinks.instagram),
      facebook: shownLink(s.socialLinks.facebook),
      twitter: shownLink(s.socialLinks.twitter),
    },
    categories,
    policies: s.policies,
    testMode,
    paymentMethods: offer.methods,
    upiConfirmedBy: offer.upiThroughGateway ? 'gateway' : 'owner',
    shipping: {
      freeAbove: paiseToRupees(s.shipping.freeAbovePaise),
      flatFee: paiseToRupees(s.shipping.flatFeePaise),
    },
    ...(logo ? { logo } : {}),
    ...(Object.keys(tiles).length > 0 ? { categoryTiles: tiles } : {}),
    languages: offeredLanguages(s),
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
 * What shoppers see of the store. Which payment methods it takes and whether they are in test
 * mode is the payments module's to say; the caller passes its answer in, so the two modules do
 * not import each other.
 */
export async function getStoreInfo(
  db: Executor,
  paymentsOffer?: (db: Executor) => Promise<PaymentsOffer>,
  hindiNames?: (db: Executor, categories: string[]) => Promise<Record<string, string>>,
): Promise<StoreInfo> {
  const [settings, offer] = await Promise.all([getStoreSettings(db), paymentsOffer?.(db)]);
  const info = toStoreInfo(settings, offer);
  // Hindi names only where the shop offers Hindi (docs/decisions/032).
  if (!hindiNames || !info.languages?.includes('hi')) return info;
  return { ...info, categoryNames: await hindiNames(db, info.categories) };
}

/** A save checked against the write rules (store-settings.ts storeSettingsWriteSchema). */
function parseSettings(input: unknown): StoreSettings {
  const parsed = storeSettingsWriteSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]).reverse(),
    );
    throw invalid(
      `Invalid store configuration at ${first?.path.join('.')}: ${first?.message}`,
      fields,
    );
  }
  // Policy pages are cleaned on save (policy-html.ts), whichever door the change came through.
  const policies = Object.fromEntries(
    Object.entries(parsed.data.policies).map(([slug, html]) => [slug, sanitizePolicyHtml(html)]),
  );
  return { ...parsed.data, policies };
}

const picturesOf = (s: StoreSettings): StoredPicture[] => [
  ...(s.logo ? [s.logo] : []),
  ...Object.values(s.categoryTiles),
];

/**
 * The logo and tile pictures change only through their own routes (store-pictures.service.ts):
 * a whole-settings save keeps the stored ones. It may carry them back unchanged (what
 * `store:show` printed, say) or leave them out; a changed one is refused. Tiles of categories
 * the save takes away are dropped, with their bytes.
 */
function keepPictures(
  input: unknown,
  settings: StoreSettings,
  stored: StoreSettings,
): { settings: StoreSettings; dropped: string[] } {
  const given = input !== null && typeof input === 'object' ? input : {};
  for (const key of PICTURE_KEYS) {
    if (key in given && JSON.stringify(settings[key]) !== JSON.stringify(stored[key])) {
      const message =
        'the logo and category pictures are uploaded and removed in the Store screen (POST and DELETE /api/v1/admin/store/...), not saved with the settings';
      throw invalid(`Invalid store configuration at ${key}: ${message}`, { [key]: message });
    }
  }
  const shown = new Set(shownCategories(settings));
  const categoryTiles = Object.fromEntries(
    Object.entries(stored.categoryTiles).filter(([name]) => shown.has(name)),
  );
  const kept = { ...settings, logo: stored.logo, categoryTiles };
  const keptIds = new Set(picturesOf(kept).map((p) => p.id));
  const dropped = picturesOf(stored)
    .filter((p) => !keptIds.has(p.id))
    .flatMap((p) => p.variants.map((v) => v.key));
  return { settings: kept, dropped };
}

/** Writes a checked configuration over the stored one, in the caller's transaction. */
async function replaceSettings(
  tx: Executor,
  input: unknown,
  parsed: StoreSettings,
): Promise<{ before: StoreSettings; after: StoreSettings }> {
  await lockStoreSettings(tx);
  const before = await getStoreSettings(tx);
  const { settings, dropped } = keepPictures(input, parsed, before);
  await writeStoreSettings(tx, settings);
  if (dropped.length > 0) await removeImages(tx, dropped);
  await bumpCatalogVersion(tx);
  return { before, after: settings };
}

/**
 * Replaces the whole configuration. Store info is served from the catalog read cache, so the
 * catalog's change counter moves with it: every API process drops its copy within a second.
 */
export async function saveStoreSettings(db: Executor, input: unknown): Promise<StoreSettings> {
  const parsed = parseSettings(input);
  return db.transaction(async (tx) => (await replaceSettings(tx, input, parsed)).after);
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
  const parsed = parseSettings(input);
  return db.transaction(async (tx) => {
    const change = await replaceSettings(tx, input, parsed);
    await audit(tx, change);
    return change.after;
  });
}
