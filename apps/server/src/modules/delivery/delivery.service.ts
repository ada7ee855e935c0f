// PIN codes and the delivery promise (docs/delivery.md): where a PIN is, whether the store
// serves it and with cash on delivery, and when a parcel ordered now arrives there.
import {
  cityAgreesWithPin,
  cityMismatchMessage,
  deliveryWindow,
  deliveryZone,
  istClock,
  PIN_RANGE_PATTERN,
  type DeliveryEstimate,
  type DeliverySettings,
  type DeliveryZone,
  type PinCodeAnswer,
  type PinRule,
  type PinRuleKind,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/domain-error.ts';
import { parseIndianState, parsePinCode } from '../../lib/india.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { getStoreSettings } from '../store/index.ts';
import {
  clearRuleRange,
  countPincodes,
  findPincode,
  hasPincodes,
  insertRule,
  listRules,
  lockPincodes,
  lockRules,
  ruleForPin,
  upsertPincodes,
  type PincodeRow,
  type PinRuleRow,
} from './delivery.repository.ts';
import { readBundledDirectory, type PinDirectoryRow } from './pin-directory-source.ts';

export type PinLookup = PinCodeAnswer;

async function deliverySettings(db: Executor): Promise<DeliverySettings> {
  return (await getStoreSettings(db)).delivery;
}

/** The zone a parcel from the store's dispatch PIN to `place` travels in. */
async function zoneFor(
  db: Executor,
  settings: DeliverySettings,
  place: PincodeRow,
): Promise<DeliveryZone> {
  const origin = settings.dispatchPin ? await findPincode(db, Number(settings.dispatchPin)) : null;
  // Without a known dispatch PIN nothing is near: every parcel is promised as rest of India
  // (or slower, for the far regions).
  if (!origin) return deliveryZone({ district: '', state: '' }, place);
  return deliveryZone(origin, place);
}

function estimateOf(settings: DeliverySettings, zone: DeliveryZone, now: Date): DeliveryEstimate {
  const w = deliveryWindow(now, {
    handlingDays: settings.handlingDays,
    cutoffTime: settings.cutoffTime,
    holidays: settings.holidays,
    transit: settings.zones[zone],
  });
  return { minDays: w.minDays, maxDays: w.maxDays, from: w.from, to: w.to };
}

function serviceOf(rule: PinRuleRow | null): { serviceable: boolean; cod: boolean } {
  const serviceable = rule?.kind !== 'blocked';
  return { serviceable, cod: serviceable && rule?.kind !== 'noCod' };
}

/**
 * Where a PIN is, whether the store serves it (and with cash on delivery), and the promise for
 * an order placed at `now`; null for a PIN the directory does not hold (or a text that is not
 * a PIN). The `cod` flag is the PIN's own: order value and earlier returns are the offers'.
 */
export async function lookupPin(
  db: Executor,
  pin: string,
  now: Date = new Date(),
): Promise<PinLookup | null> {
  const parsed = parsePinCode(pin);
  if (parsed === null) return null;
  const place = await findPincode(db, Number(parsed));
  if (!place) return null;
  const [settings, rule] = await Promise.all([deliverySettings(db), ruleForPin(db, place.pin)]);
  const service = serviceOf(rule);
  return {
    pin: parsed,
    city: place.city,
    district: place.district,
    state: place.state,
    ...service,
    estimate: service.serviceable
      ? estimateOf(settings, await zoneFor(db, settings, place), now)
      : null,
  };
}

/**
 * Whether the store serves a PIN and takes cash on delivery there, from the owner's rules alone:
 * it answers for any well-formed PIN, with the directory loaded or not.
 */
export async function pinServiceability(
  db: Executor,
  pin: string,
): Promise<{ serviceable: boolean; cod: boolean }> {
  const parsed = parsePinCode(pin);
  if (parsed === null) return { serviceable: false, cod: false };
  return serviceOf(await ruleForPin(db, Number(parsed)));
}

/** The promise for a parcel to `pin` ordered at `now`; null when unknown or not served. */
export async function deliveryEstimate(
  db: Executor,
  pin: string,
  now: Date = new Date(),
): Promise<DeliveryEstimate | null> {
  return (await lookupPin(db, pin, now))?.estimate ?? null;
}

/**
 * The delivery check of an order's address: the PIN must be one India Post knows (once the
 * directory is loaded), lie in the address's state, be served, and be in the address's city.
 * The messages name the field, as the web shows them under it.
 */
export async function checkDeliveryAddress(
  db: Executor,
  address: { postalCode: string; state: string; city: string },
): Promise<void> {
  const pin = Number(address.postalCode);
  const rule = await ruleForPin(db, pin);
  if (!serviceOf(rule).serviceable) {
    throw invalid(
      `shippingAddress.postalCode: sorry, we do not deliver to PIN code ${address.postalCode} yet`,
    );
  }
  const place = await findPincode(db, pin);
  if (!place) {
    if (!(await hasPincodes(db))) return;
    throw invalid(
      `shippingAddress.postalCode: PIN code ${address.postalCode} does not exist; please check it`,
    );
  }
  const state = parseIndianState(address.state) ?? address.state;
  if (place.state !== state && !place.otherStates.includes(state)) {
    throw invalid(
      `shippingAddress.postalCode: PIN code ${address.postalCode} is in ${place.state}, not ${state}; check the PIN code or the state`,
    );
  }
  refuseOtherCity(place, address.postalCode, address.city, 'shippingAddress.city');
}

/**
 * The city must be where the PIN code is (issue 36): a parcel for "Mumbai" with a Bengaluru
 * PIN goes astray. Unknown PINs and a store without a directory are left to the checks above.
 * `field` prefixes the message, as the caller's body names the city.
 */
export async function checkCityForPin(
  db: Executor,
  postalCode: string,
  city: string,
  field: string,
): Promise<void> {
  const place = await findPincode(db, Number(postalCode));
  if (place) refuseOtherCity(place, postalCode, city, field);
}

function refuseOtherCity(
  place: { city: string; district: string },
  postalCode: string,
  city: string,
  field: string,
): void {
  if (cityAgreesWithPin(city, place)) return;
  const pinCity = place.city || place.district;
  throw invalid(`${field}: ${cityMismatchMessage(postalCode, pinCity, city)}`);
}

// ---- the directory ----

export interface DirectoryLoad {
  pins: number;
  milliseconds: number;
}

/**
 * Loads (or reloads) the PIN directory in one transaction; idempotent. The catalog counter
 * moves so that cached PIN answers are dropped.
 */
export async function loadPinDirectory(
  db: Executor,
  rows: readonly PinDirectoryRow[] = readBundledDirectory(),
): Promise<DirectoryLoad> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await lockPincodes(tx);
    await upsertPincodes(tx, rows);
    await bumpCatalogVersion(tx);
  });
  return { pins: rows.length, milliseconds: Date.now() - started };
}

/** On start: loads the directory when the table is empty, else does nothing. */
export async function ensurePinDirectory(db: Executor): Promise<DirectoryLoad | null> {
  if (await hasPincodes(db)) return null;
  return loadPinDirectory(db);
}

export async function pinDirectorySize(db: Executor): Promise<number> {
  return countPincodes(db);
}

// ---- the owner's serviceability rules ----

const pad = (n: number) => String(n).padStart(6, '0');

function toWireRule(r: PinRuleRow): PinRule {
  return {
    id: r.id,
    from: pad(r.fromPin),
    to: pad(r.toPin),
    kind: r.kind === 'noCod' ? 'noCod' : 'blocked',
    createdAt: r.createdAt.toISOString(),
  };
}

/** '790001-792999' or '560001' as numbers; a DomainError for anything else. */
export function parsePinRange(text: string): { from: number; to: number } {
  const m = PIN_RANGE_PATTERN.exec(text.trim());
  if (!m) throw invalid(`"${text}" is not a PIN code or a range of them like 790001-792999`);
  const from = Number(m[1]);
  const to = Number(m[2] ?? m[1]);
  if (to < from) throw invalid(`The range ${text} ends before it starts`);
  return { from, to };
}

/** Called inside the change's transaction, e.g. to write the admin's audit trail. */
export type RuleChangeHook = (
  tx: Executor,
  change: { before: PinRule[]; after: PinRule[] },
) => Promise<void>;

/**
 * Sets a range to `kind` (not served, or served without cash on delivery), or to the store's
 * normal service when `kind` is null. The latest word about a PIN wins: the range is first
 * cleared of older rules.
 */
export async function setPinRange(
  db: Executor,
  range: string,
  kind: PinRuleKind | null,
  afterChange?: RuleChangeHook,
): Promise<{ rules: PinRule[]; touched: number }> {
  const { from, to } = parsePinRange(range);
  return db.transaction(async (tx) => {
    await lockRules(tx);
    const before = (await listRules(tx)).map(toWireRule);
    const touched = await clearRuleRange(tx, from, to);
    if (kind !== null) await insertRule(tx, { fromPin: from, toPin: to, kind });
    const after = (await listRules(tx)).map(toWireRule);
    await bumpCatalogVersion(tx);
    if (afterChange) await afterChange(tx, { before, after });
    return { rules: after, touched };
  });
}

export async function pinRules(db: Executor): Promise<PinRule[]> {
  return (await listRules(db)).map(toWireRule);
}

/** GET /pincodes/{pin}: the look-up, or a not-found error for a PIN India Post does not list. */
export async function pinCodeAnswerFor(
  db: Executor,
  pin: string,
  now: Date = new Date(),
): Promise<PinCodeAnswer> {
  const answer = await lookupPin(db, pin, now);
  if (!answer) throw notFound(`PIN code ${pin} does not exist`);
  return answer;
}

/**
 * The read cache's key for a PIN's answer. The answer moves with the clock (the cut-off, the
 * date in India), so it is kept for the minute it was made in; settings and rules move the
 * catalog counter, which drops it sooner.
 */
export function pinCacheKey(pin: string, now: Date = new Date()): string {
  const clock = istClock(now);
  return `pincode:${pin}:${clock.date}:${clock.minutes}`;
}
