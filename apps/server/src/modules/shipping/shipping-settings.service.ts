// The courier settings (docs/shipping.md, "Settings"): which provider books parcels, its
// credentials, the pickup address and the default package. Secrets are shown back only as their
// last four characters; a secret left out of an update keeps its stored value.
import {
  pickupAddress,
  type PackageSize,
  type PickupAddress,
  type ShippingSettingsUpdate,
  type ShippingSettingsView,
} from '@store/contract';
import type { AppConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import type { ShippingProvider } from './providers/provider.ts';
import { selfShipProvider } from './providers/self-ship.ts';
import { SHIPROCKET_API_URL, shiprocketProvider } from './providers/shiprocket.ts';
import { readSettingsRow, writeSettingsRow, type SettingsRow } from './shipping.repository.ts';
import { shippingSandboxOn, shiprocketDoubleUrl } from './shipping-config.ts';

export const SHIPPING_WEBHOOK_PATH = '/api/v1/shipping/webhook';

const hint = (secret: string) => (secret ? `••••${secret.slice(-4)}` : null);

export function pickupOf(row: SettingsRow): PickupAddress | null {
  const parsed = pickupAddress.safeParse(row.pickup);
  return parsed.success ? parsed.data : null;
}

export function defaultPackageOf(row: SettingsRow): PackageSize {
  return {
    weightGrams: row.weightGrams,
    lengthCm: row.lengthCm,
    breadthCm: row.breadthCm,
    heightCm: row.heightCm,
  };
}

/**
 * The package a parcel starts with (docs/shipping.md, "Package defaults"): each unit weighs what
 * its product type's package weighs (the shop's default for a type without one), and the box is
 * the largest of those types' boxes. With no units, the shop's default.
 */
export function packageFor(
  row: SettingsRow,
  units: { type: string | null; quantity: number }[],
): PackageSize {
  const fallback = defaultPackageOf(row);
  const byType = new Map(row.typePackages.map((p) => [p.type.trim().toLowerCase(), p]));
  const lines = units.filter((u) => u.quantity > 0);
  if (lines.length === 0) return fallback;
  const packs = lines.map((u) => ({
    units: u.quantity,
    pack: (u.type && byType.get(u.type.trim().toLowerCase())) || fallback,
  }));
  const weight = packs.reduce((g, p) => g + p.units * p.pack.weightGrams, 0);
  return {
    weightGrams: Math.min(50_000, Math.max(10, weight)),
    lengthCm: Math.max(...packs.map((p) => p.pack.lengthCm)),
    breadthCm: Math.max(...packs.map((p) => p.pack.breadthCm)),
    heightCm: Math.max(...packs.map((p) => p.pack.heightCm)),
  };
}

/** Shiprocket's address: the owner's choice, else the double on a test store, else Shiprocket. */
export function shiprocketApiUrlOf(row: SettingsRow, config: AppConfig): string {
  if (row.shiprocketApiUrl) return row.shiprocketApiUrl;
  return shippingSandboxOn(config) ? shiprocketDoubleUrl(config.publicUrl) : SHIPROCKET_API_URL;
}

export function settingsView(row: SettingsRow, config: AppConfig): ShippingSettingsView {
  return {
    provider: row.provider === 'shiprocket' ? 'shiprocket' : 'self',
    pickup: pickupOf(row),
    defaultPackage: defaultPackageOf(row),
    typePackages: row.typePackages,
    selfCourierName: row.selfCourierName,
    shiprocket: {
      email: row.shiprocketEmail,
      passwordSet: row.shiprocketPassword !== '',
      passwordHint: hint(row.shiprocketPassword),
      pickupLocation: row.shiprocketPickupLocation,
      webhookTokenHint: hint(row.shiprocketWebhookToken),
      apiUrl: shiprocketApiUrlOf(row, config),
    },
    webhookUrl: `${config.publicUrl.replace(/\/+$/, '')}${SHIPPING_WEBHOOK_PATH}`,
    sandbox: shippingSandboxOn(config),
  };
}

export async function readShippingSettings(db: Executor, config: AppConfig) {
  return settingsView(await readSettingsRow(db), config);
}

export async function updateShippingSettings(
  db: Executor,
  config: AppConfig,
  update: ShippingSettingsUpdate,
): Promise<ShippingSettingsView> {
  const change: Parameters<typeof writeSettingsRow>[1] = {};
  if (update.provider) change.provider = update.provider;
  if (update.pickup) change.pickup = update.pickup;
  if (update.defaultPackage) {
    change.weightGrams = update.defaultPackage.weightGrams;
    change.lengthCm = update.defaultPackage.lengthCm;
    change.breadthCm = update.defaultPackage.breadthCm;
    change.heightCm = update.defaultPackage.heightCm;
  }
  if (update.typePackages) {
    const seen = new Set<string>();
    for (const p of update.typePackages) {
      const key = p.type.toLowerCase();
      if (seen.has(key)) {
        throw invalid(`typePackages: ${p.type} is listed twice`, {
          typePackages: 'duplicate type',
        });
      }
      seen.add(key);
    }
    change.typePackages = update.typePackages;
  }
  if (update.selfCourierName !== undefined) change.selfCourierName = update.selfCourierName;
  const sr = update.shiprocket;
  if (sr?.email !== undefined) change.shiprocketEmail = sr.email;
  if (sr?.password !== undefined) change.shiprocketPassword = sr.password;
  if (sr?.pickupLocation !== undefined) change.shiprocketPickupLocation = sr.pickupLocation;
  if (sr?.webhookToken !== undefined) change.shiprocketWebhookToken = sr.webhookToken;
  if (sr?.apiUrl !== undefined) change.shiprocketApiUrl = sr.apiUrl;
  if (sr?.apiUrl && config.env === 'production' && !sr.apiUrl.startsWith('https://')) {
    throw invalid('shiprocket.apiUrl: must be https:// in production', {
      'shiprocket.apiUrl': 'must be https:// in production',
    });
  }
  await db.transaction(async (tx) => {
    await writeSettingsRow(tx, change);
    const row = await readSettingsRow(tx);
    if (row.provider === 'shiprocket' && (!row.shiprocketEmail || !row.shiprocketPassword)) {
      throw invalid("Shiprocket needs the API user's email and password", {
        'shiprocket.email': 'required for Shiprocket',
      });
    }
  });
  return readShippingSettings(db, config);
}

/** The provider the settings name, ready to call; null when it cannot book (no pickup address). */
export function providerOf(
  row: SettingsRow,
  config: AppConfig,
  fetcher: typeof fetch = fetch,
): ShippingProvider {
  if (row.provider !== 'shiprocket') return selfShipProvider(row.selfCourierName);
  const pickup = pickupOf(row);
  return shiprocketProvider(
    {
      apiUrl: shiprocketApiUrlOf(row, config),
      email: row.shiprocketEmail,
      password: row.shiprocketPassword,
      pickupLocation: row.shiprocketPickupLocation,
      pickup: pickup ?? { name: '', phone: '', address: '', city: '', state: '', pin: '' },
    },
    fetcher,
  );
}
