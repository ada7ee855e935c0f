// Cash on delivery reconciled (docs/shipping.md, "Cash on delivery"; issue 32 item 6). A courier
// pays the cash it collected at the door into the shop's bank in remittances, each with a UTR or
// id and the AWBs it pays for. Each line is matched to a delivered COD parcel; a line whose amount
// differs, whose AWB the store does not know, whose parcel is not delivered or not COD, or whose
// parcel another remittance paid already is stored as a problem and counts for nothing. A line is
// stored once per (remittance, AWB): importing the same report again changes nothing.
import type {
  CodLedger,
  RemittanceImportResult,
  RemittanceOutcome,
  RemittanceProblem,
} from '@store/contract';
import { parse } from 'csv-parse/sync';
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { csvUndefused } from '../../lib/csv.ts';
import {
  collectedByCourier,
  findRemittanceLine,
  insertRemittanceLine,
  lockShipmentsByAwb,
  matchedLineOf,
  problemLines,
  remittedByCourier,
  unremittedParcels,
  type RemittanceLineRow,
} from './cod-remittance.repository.ts';

export interface RemittanceLine {
  remittanceId: string;
  awb: string;
  amountPaise: number;
  remittedOn: string | null;
}

export const MAX_REMITTANCE_LINES = 5000;

/** Header names (lower case, words only) accepted for each column of the report. */
const COLUMNS = {
  awb: ['awb', 'awb code', 'awb no', 'awb number', 'tracking number', 'waybill'],
  utr: ['utr', 'utr no', 'utr number', 'bank utr'],
  remittanceId: ['remittance id', 'crf id', 'remittance no', 'remittance number'],
  amount: ['cod amount', 'remitted amount', 'amount', 'cod value', 'collected amount'],
  date: ['remittance date', 'remitted on', 'date', 'payment date'],
} as const;

const headerKey = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cell = (row: string[], at: number) =>
  at < 0 ? '' : csvUndefused((row[at] ?? '').trim()).replace(/^'/, '');

function amountPaiseOf(text: string): number | null {
  const plain = text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/**
 * The remittance report's lines, or every reason it cannot be read (then nothing is imported).
 * The columns are found by their header: the AWB, the UTR or remittance id, the amount, and
 * optionally the remittance date.
 */
export function parseRemittanceCsv(text: string): { lines: RemittanceLine[]; errors: string[] } {
  let rows: string[][];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true });
  } catch (err) {
    return { lines: [], errors: [`The file is not CSV: ${(err as Error).message}`] };
  }
  const header = (rows[0] ?? []).map(headerKey);
  const find = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const at = {
    awb: find(COLUMNS.awb),
    utr: find(COLUMNS.utr),
    id: find(COLUMNS.remittanceId),
    amount: find(COLUMNS.amount),
    date: find(COLUMNS.date),
  };
  const errors: string[] = [];
  if (at.awb < 0) errors.push('No AWB column (a header such as "AWB" or "AWB Code")');
  if (at.utr < 0 && at.id < 0) errors.push('No UTR or remittance id column ("UTR", "CRF ID")');
  if (at.amount < 0) errors.push('No amount column ("COD Amount", "Remitted Amount")');
  if (errors.length) return { lines: [], errors };
  const body = rows.slice(1);
  if (body.length === 0) return { lines: [], errors: ['The file has no lines after its header'] };
  if (body.length > MAX_REMITTANCE_LINES) {
    return { lines: [], errors: [`At most ${MAX_REMITTANCE_LINES} lines in one file`] };
  }
  const lines: RemittanceLine[] = [];
  body.forEach((row, i) => {
    const n = i + 2;
    const awb = cell(row, at.awb);
    const remittanceId = cell(row, at.utr) || cell(row, at.id);
    const amountPaise = amountPaiseOf(cell(row, at.amount));
    if (!/^[A-Za-z0-9-]{4,40}$/.test(awb)) errors.push(`Line ${n}: the AWB "${awb}" is not one`);
    if (!/^[A-Za-z0-9-]{1,60}$/.test(remittanceId)) {
      errors.push(`Line ${n}: no UTR or remittance id`);
    }
    if (amountPaise === null) errors.push(`Line ${n}: the amount is not a number of rupees`);
    const date = cell(row, at.date).slice(0, 40);
    if (amountPaise !== null)
      lines.push({ remittanceId, awb, amountPaise, remittedOn: date || null });
  });
  return errors.length ? { lines: [], errors } : { lines, errors };
}

async function outcomeOf(
  tx: Executor,
  line: RemittanceLine,
): Promise<{ outcome: RemittanceOutcome; shipmentId: number | null; expected: number | null }> {
  const found = await lockShipmentsByAwb(tx, line.awb);
  const shipment = found.length === 1 ? found[0]! : null;
  if (!shipment) return { outcome: 'unknown-awb', shipmentId: null, expected: null };
  const base = { shipmentId: shipment.id, expected: shipment.codPaise };
  if (shipment.codPaise <= 0) return { outcome: 'not-cod', ...base };
  if (shipment.status !== 'delivered') return { outcome: 'not-delivered', ...base };
  if (await matchedLineOf(tx, shipment.id)) return { outcome: 'already-remitted', ...base };
  if (line.amountPaise !== shipment.codPaise) return { outcome: 'amount-differs', ...base };
  return { outcome: 'matched', ...base };
}

const problemOf = (
  row: Pick<RemittanceLineRow, keyof RemittanceLine | 'outcome' | 'expectedPaise'>,
): RemittanceProblem => ({
  remittanceId: row.remittanceId,
  awb: row.awb,
  outcome: row.outcome as RemittanceOutcome,
  amount: row.amountPaise / 100,
  expected: row.expectedPaise === null ? null : row.expectedPaise / 100,
  remittedOn: row.remittedOn,
});

/** Matches and stores the lines in one transaction; lines stored before are left as they are. */
export async function importRemittance(
  db: Executor,
  lines: RemittanceLine[],
  actor: AuditActor | null,
): Promise<RemittanceImportResult> {
  return db.transaction(async (tx) => {
    const result: RemittanceImportResult = {
      lines: lines.length,
      matched: 0,
      alreadyImported: 0,
      problems: [],
    };
    const seen = new Set<string>();
    let stored = 0;
    for (const line of lines) {
      const key = `${line.remittanceId}\u0000${line.awb}`;
      if (seen.has(key)) {
        result.problems.push(
          problemOf({ ...line, outcome: 'repeated-in-file', expectedPaise: null }),
        );
        continue;
      }
      seen.add(key);
      if (await findRemittanceLine(tx, line.remittanceId, line.awb)) {
        result.alreadyImported += 1;
        continue;
      }
      const { outcome, shipmentId, expected } = await outcomeOf(tx, line);
      const row = { ...line, outcome, shipmentId, expectedPaise: expected };
      if (!(await insertRemittanceLine(tx, row))) {
        result.alreadyImported += 1;
        continue;
      }
      stored += 1;
      if (outcome === 'matched') result.matched += 1;
      else result.problems.push(problemOf(row));
    }
    if (stored > 0) {
      await recordAudit(tx, {
        actor,
        action: 'shipping.cod-remittance',
        entity: 'store',
        entityId: 'cod-remittance',
        after: { ...result, problems: result.problems.length },
      });
    }
    return result;
  });
}

const DAY_MS = 86_400_000;

/** Per courier: collected (delivered COD), remitted, still owed; the parcels still owed for. */
export async function codLedgerOf(db: Executor, now = new Date()): Promise<CodLedger> {
  const remitted = new Map((await remittedByCourier(db)).map((r) => [r.courier, Number(r.paise)]));
  const couriers = (await collectedByCourier(db))
    .map((c) => {
      const collected = Number(c.paise);
      const paid = remitted.get(c.courier) ?? 0;
      return {
        courier: c.courier,
        deliveredParcels: Number(c.parcels),
        collected: collected / 100,
        remitted: paid / 100,
        owed: (collected - paid) / 100,
      };
    })
    .sort((a, b) => a.courier.localeCompare(b.courier));
  const unremitted = (await unremittedParcels(db, 500))
    .map((p) => {
      const delivered = p.deliveredAt ? new Date(p.deliveredAt) : p.createdAt;
      return {
        orderId: p.orderId,
        awb: p.awb,
        courier: p.courier,
        codAmount: p.codPaise / 100,
        deliveredAt: delivered.toISOString(),
        ageDays: Math.max(0, Math.floor((now.getTime() - delivered.getTime()) / DAY_MS)),
      };
    })
    .sort((a, b) => b.ageDays - a.ageDays);
  const problems = (await problemLines(db, 50)).map(problemOf);
  return { couriers, unremitted, problems };
}
