// The delivery promise's rules (docs/delivery.md): which zone a parcel travels in, and which
// calendar dates in India Standard Time it can arrive between. Pure functions with no zod, so
// the storefront can use them without the schemas, and tests can try them on any instant.
import { addDays, IST_OFFSET_MS } from './ist.ts';

/** The zones whose days the owner sets, nearest first. */
export const DELIVERY_ZONES = [
  'sameCity',
  'sameState',
  'metroToMetro',
  'restOfIndia',
  'farRegions',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export interface DayRange {
  minDays: number;
  maxDays: number;
}

/**
 * States and union territories couriers reach slowly: the North-East, the Himalayan union
 * territories and the islands. Names as in INDIAN_STATES.
 */
export const FAR_REGION_STATES: readonly string[] = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/**
 * The eight metros, each by the districts of India Post's directory it spans (upper case, as
 * the directory spells them). Delhi is every district of the Delhi union territory.
 */
export const METRO_DISTRICTS: Readonly<
  Record<string, { state: string; districts: readonly string[] | 'all' }>
> = {
  Delhi: { state: 'Delhi', districts: 'all' },
  Mumbai: { state: 'Maharashtra', districts: ['MUMBAI', 'MUMBAI SUBURBAN'] },
  Kolkata: { state: 'West Bengal', districts: ['KOLKATA'] },
  Chennai: { state: 'Tamil Nadu', districts: ['CHENNAI'] },
  Bengaluru: { state: 'Karnataka', districts: ['BENGALURU URBAN', 'BANGALORE'] },
  Hyderabad: {
    state: 'Telangana',
    districts: ['HYDERABAD', 'MEDCHAL MALKAJGIRI', 'RANGA REDDY', 'RANGAREDDY'],
  },
  Ahmedabad: { state: 'Gujarat', districts: ['AHMADABAD', 'AHMEDABAD'] },
  Pune: { state: 'Maharashtra', districts: ['PUNE'] },
};

/** The metro a district belongs to, or null. */
export function metroOf(place: { district: string; state: string }): string | null {
  const district = place.district.toUpperCase();
  for (const [metro, area] of Object.entries(METRO_DISTRICTS)) {
    if (area.state !== place.state) continue;
    if (area.districts === 'all' || area.districts.includes(district)) return metro;
  }
  return null;
}

export interface Place {
  district: string;
  state: string;
}

/**
 * The zone a parcel from `origin` to `destination` travels in. A metro counts as one city
 * whatever its districts; a far region only counts when the parcel leaves its own state.
 */
export function deliveryZone(origin: Place, destination: Place): DeliveryZone {
  const fromMetro = metroOf(origin);
  const toMetro = metroOf(destination);
  const sameDistrict =
    origin.state === destination.state &&
    origin.district.toUpperCase() === destination.district.toUpperCase();
  if (sameDistrict || (fromMetro !== null && fromMetro === toMetro)) return 'sameCity';
  if (origin.state === destination.state) return 'sameState';
  if (FAR_REGION_STATES.includes(destination.state)) return 'farRegions';
  if (fromMetro !== null && toMetro !== null) return 'metroToMetro';
  return 'restOfIndia';
}

// ---- dates in India Standard Time ----------------------------------------------------------

const DAY_MS = 86_400_000;

/** 'HH:MM', 24-hour. */
export const CUTOFF_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'YYYY-MM-DD'. */
export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The calendar date ('YYYY-MM-DD') and the minutes past midnight of an instant, in IST. */
export function istClock(now: Date): { date: string; minutes: number } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

export { addDays };

/** 0 Sunday .. 6 Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Couriers neither collect nor deliver on Sundays and the store's holidays. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return dayOfWeek(date) !== 0 && !holidays.has(date);
}

/** The working day `count` working days after `date` (count 0: `date` itself, or the next one). */
export function addWorkingDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  // A year of holidays cannot hold more than 366 days in a row, so this always ends.
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

export interface PromiseRules {
  /** Working days the store takes to pack and hand over; 0 ships the day handling starts. */
  handlingDays: number;
  /** 'HH:MM' IST: an order after this time starts its handling the next working day. */
  cutoffTime: string;
  holidays: readonly string[];
  /** The zone's transit, in working days after dispatch. */
  transit: DayRange;
}

export interface DeliveryWindow {
  /** The day the parcel leaves the store. */
  dispatch: string;
  /** The earliest and latest day it arrives ('YYYY-MM-DD', IST). */
  from: string;
  to: string;
  /** Calendar days from today (IST) to `from` and to `to`. */
  minDays: number;
  maxDays: number;
}

function cutoffMinutes(cutoff: string): number {
  const [h, m] = cutoff.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * When an order placed at `now` arrives. Handling starts today when today is a working day and
 * the clock in India has not reached the cut-off, else on the next working day; it takes
 * `handlingDays` working days counting that first one (the parcel leaves on the last of them),
 * and the transit's days are working days after that.
 */
export function deliveryWindow(now: Date, rules: PromiseRules): DeliveryWindow {
  const holidays = new Set(rules.holidays);
  const today = istClock(now);
  const startsToday =
    isWorkingDay(today.date, holidays) && today.minutes < cutoffMinutes(rules.cutoffTime);
  const start = startsToday ? today.date : addWorkingDays(addDays(today.date, 1), 0, holidays);
  const dispatch = addWorkingDays(start, Math.max(0, rules.handlingDays - 1), holidays);
  const from = addWorkingDays(dispatch, rules.transit.minDays, holidays);
  const to = addWorkingDays(
    dispatch,
    Math.max(rules.transit.minDays, rules.transit.maxDays),
    holidays,
  );
  return {
    dispatch,
    from,
    to,
    minDays: daysBetween(today.date, from),
    maxDays: daysBetween(today.date, to),
  };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Thu, 27 Nov' for '2026-11-27': the way the storefront names a delivery day. */
export function shortDeliveryDate(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[dayOfWeek(date)]}, ${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** 'Delivery by Thu, 27 Nov – Sat, 29 Nov' (one date when both ends are the same day). */
export function deliveryPromiseText(window: { from: string; to: string }): string {
  return window.from === window.to
    ? `Delivery by ${shortDeliveryDate(window.from)}`
    : `Delivery by ${shortDeliveryDate(window.from)} – ${shortDeliveryDate(window.to)}`;
}
