// The only code that touches the pincodes and pincode_rules tables.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pincodeRules, pincodes } from './schema.ts';
import type { PinDirectoryRow } from './pin-directory-source.ts';

export interface PincodeRow {
  pin: number;
  office: string;
  city: string;
  district: string;
  state: string;
  otherStates: string[];
}

export interface PinRuleRow {
  id: number;
  fromPin: number;
  toPin: number;
  kind: string;
  createdAt: Date;
}

export async function findPincode(db: Executor, pin: number): Promise<PincodeRow | null> {
  const rows = await db.select().from(pincodes).where(eq(pincodes.pin, pin)).limit(1);
  return rows[0] ?? null;
}

/** Whether any PIN is loaded at all: without a directory no PIN can be called unknown. */
export async function hasPincodes(db: Executor): Promise<boolean> {
  const rows = await db.select({ pin: pincodes.pin }).from(pincodes).limit(1);
  return rows.length > 0;
}

export async function countPincodes(db: Executor): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(pincodes);
  return rows[0]?.n ?? 0;
}

/** Serialises loads of the directory across processes (PGlite has one writer anyway). */
export async function lockPincodes(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(804405)`);
}

/**
 * Writes the rows in batches of one statement each (a row binds 6 parameters, far under
 * PostgreSQL's 65,535). A PIN already there is updated, so loading twice changes nothing.
 */
export async function upsertPincodes(
  tx: Executor,
  rows: readonly PinDirectoryRow[],
  batchSize = 2000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx
      .insert(pincodes)
      .values(rows.slice(i, i + batchSize))
      .onConflictDoUpdate({
        target: pincodes.pin,
        set: {
          office: sql`excluded.office`,
          city: sql`excluded.city`,
          district: sql`excluded.district`,
          state: sql`excluded.state`,
          otherStates: sql`excluded.other_states`,
        },
      });
  }
}

/** The rule covering a PIN, if any (ranges never overlap: see replaceRuleRange). */
export async function ruleForPin(db: Executor, pin: number): Promise<PinRuleRow | null> {
  const rows = await db
    .select()
    .from(pincodeRules)
    .where(and(lte(pincodeRules.fromPin, pin), gte(pincodeRules.toPin, pin)))
    .orderBy(asc(pincodeRules.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listRules(db: Executor): Promise<PinRuleRow[]> {
  return db.select().from(pincodeRules).orderBy(asc(pincodeRules.fromPin));
}

/** Locks the rules table against other writers until the transaction ends. */
export async function lockRules(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(804406)`);
}

/**
 * Takes the range [from, to] out of every rule: rules inside it go, rules across its edges
 * keep what lies outside it. Returns how many rules it touched.
 */
export async function clearRuleRange(tx: Executor, from: number, to: number): Promise<number> {
  const overlapping = await tx
    .delete(pincodeRules)
    .where(and(lte(pincodeRules.fromPin, to), gte(pincodeRules.toPin, from)))
    .returning();
  const kept = overlapping.flatMap((r) => [
    ...(r.fromPin < from ? [{ fromPin: r.fromPin, toPin: from - 1, kind: r.kind }] : []),
    ...(r.toPin > to ? [{ fromPin: to + 1, toPin: r.toPin, kind: r.kind }] : []),
  ]);
  if (kept.length) await tx.insert(pincodeRules).values(kept);
  return overlapping.length;
}

export async function insertRule(
  tx: Executor,
  rule: { fromPin: number; toPin: number; kind: string },
): Promise<PinRuleRow> {
  const [row] = await tx.insert(pincodeRules).values(rule).returning();
  return row!;
}
