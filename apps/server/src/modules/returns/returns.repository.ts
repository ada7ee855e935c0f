// The returns module's reads and writes. State changes are conditional UPDATEs: of two owners
// moving one request at once, exactly one finds it in the state it expects.
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import { returnExclusions, returnLines, returnRequests } from './schema.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type NewReturn = typeof returnRequests.$inferInsert;
export type NewReturnLine = Omit<typeof returnLines.$inferInsert, 'returnId'>;
export interface ReturnWithLines extends ReturnRow {
  lines: ReturnLineRow[];
}

/** Serialises requests on one order until the transaction ends (PGlite and PostgreSQL alike). */
export async function lockOrderReturns(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'returns:' + orderId}))`);
}

/** Units (and their refunds) of each line of the order asked back in requests not rejected. */
export async function askedByItem(
  db: Executor,
  orderId: string,
): Promise<Map<number, { units: number; paise: number }>> {
  const rows = await db
    .select({
      item: returnLines.orderItemId,
      units: sql<number>`sum(${returnLines.quantity})::int`,
      paise: sql<number>`sum(${returnLines.refundPaise})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.state, 'rejected')))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((r) => [r.item, { units: Number(r.units), paise: Number(r.paise) }]));
}

/** Takes the refund of a received request for this caller: null when another took it first. */
export async function claimRefund(tx: Executor, id: number): Promise<ReturnRow | null> {
  const rows = await tx
    .update(returnRequests)
    .set({ refundState: 'pending', updatedAt: sql`now()` })
    .where(
      and(
        eq(returnRequests.id, id),
        eq(returnRequests.state, 'received'),
        sql`${returnRequests.refundState} is null`,
        ne(returnRequests.want, 'exchange'),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Moves the requests whose gateway refund was pending to what the gateway answered; returns the
 * ids of those it moved (a request already moved is left alone, so a repeated answer moves once).
 */
export async function settleReturnRefunds(
  tx: Executor,
  refundIds: number[],
  to: 'done' | 'failed',
): Promise<number[]> {
  if (refundIds.length === 0) return [];
  const rows = await tx
    .update(returnRequests)
    .set({
      refundState: to,
      updatedAt: sql`now()`,
      ...(to === 'done' ? { state: 'closed', refundedAt: sql`now()` } : {}),
    })
    .where(
      and(inArray(returnRequests.refundId, refundIds), eq(returnRequests.refundState, 'pending')),
    )
    .returning({ id: returnRequests.id });
  return rows.map((r) => r.id);
}

/** Sets columns of a request without a state condition (after the caller's claim). */
export async function updateReturn(
  tx: Executor,
  id: number,
  set: Partial<NewReturn>,
): Promise<ReturnRow> {
  const rows = await tx
    .update(returnRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(returnRequests.id, id))
    .returning();
  return rows[0]!;
}

export async function insertReturn(
  tx: Executor,
  request: NewReturn,
  lines: NewReturnLine[],
): Promise<ReturnWithLines> {
  const [row] = await tx.insert(returnRequests).values(request).returning();
  const saved = await tx
    .insert(returnLines)
    .values(lines.map((l) => ({ ...l, returnId: row!.id })))
    .returning();
  return { ...row!, lines: saved };
}

async function withLines(db: Executor, rows: ReturnRow[]): Promise<ReturnWithLines[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(returnLines)
    .where(
      inArray(
        returnLines.returnId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(returnLines.id);
  return rows.map((r) => ({ ...r, lines: lines.filter((l) => l.returnId === r.id) }));
}

export async function findReturn(db: Executor, id: number): Promise<ReturnWithLines | null> {
  const rows = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1);
  return (await withLines(db, rows))[0] ?? null;
}

/** The request, its row locked until the caller's transaction ends: an owner's step reads it so. */
export async function lockReturn(tx: Executor, id: number): Promise<ReturnWithLines | null> {
  const rows = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .limit(1)
    .for('update');
  return (await withLines(tx, rows))[0] ?? null;
}

export async function returnsOfOrder(db: Executor, orderId: string): Promise<ReturnWithLines[]> {
  const rows = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.orderId, orderId))
    .orderBy(returnRequests.id);
  return withLines(db, rows);
}

/** The owner's queue, newest first, with the customer's name and address. */
export async function returnsQueue(
  db: Executor,
  state: string | undefined,
  limit = 100,
): Promise<(ReturnWithLines & { customer: string; email: string })[]> {
  const rows = await db
    .select({ r: returnRequests, customer: orders.fullName, email: orders.email })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(state ? eq(returnRequests.state, state) : undefined)
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
    .limit(limit);
  const full = await withLines(
    db,
    rows.map((x) => x.r),
  );
  return full.map((r, i) => ({ ...r, customer: rows[i]!.customer, email: rows[i]!.email }));
}

/** Moves a request from one of `from` to `to` with `set`; null when it was not in `from`. */
export async function moveReturn(
  tx: Executor,
  id: number,
  from: string[],
  to: string,
  set: Partial<NewReturn> = {},
): Promise<ReturnRow | null> {
  const rows = await tx
    .update(returnRequests)
    .set({ ...set, state: to, updatedAt: sql`now()` })
    .where(and(eq(returnRequests.id, id), inArray(returnRequests.state, from)))
    .returning();
  return rows[0] ?? null;
}

export async function setLineReceived(
  tx: Executor,
  lineId: number,
  restocked: number,
  writtenOff: number,
): Promise<void> {
  await tx.update(returnLines).set({ restocked, writtenOff }).where(eq(returnLines.id, lineId));
}

// ---------------------------------------------------------------------------------------------
// Not returnable

export async function listExclusions(db: Executor): Promise<{ kind: string; value: string }[]> {
  return db
    .select({ kind: returnExclusions.kind, value: returnExclusions.value })
    .from(returnExclusions)
    .orderBy(returnExclusions.kind, returnExclusions.value);
}

export async function addExclusion(db: Executor, kind: string, value: string): Promise<boolean> {
  const rows = await db
    .insert(returnExclusions)
    .values({ kind, value })
    .onConflictDoNothing()
    .returning({ kind: returnExclusions.kind });
  return rows.length > 0;
}

export async function removeExclusion(db: Executor, kind: string, value: string): Promise<boolean> {
  const rows = await db
    .delete(returnExclusions)
    .where(and(eq(returnExclusions.kind, kind), eq(returnExclusions.value, value)))
    .returning({ kind: returnExclusions.kind });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The owner's numbers

export async function countAwaitingAction(db: Executor): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(
      sql`${returnRequests.state} in ('requested', 'approved', 'received') or ${returnRequests.refundState} = 'payout_due'`,
    );
  return Number(rows[0]?.n ?? 0);
}

export async function unitsByReason(db: Executor): Promise<{ reason: string; units: number }[]> {
  const rows = await db
    .select({
      reason: returnRequests.reason,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(ne(returnRequests.state, 'rejected'))
    .groupBy(returnRequests.reason)
    .orderBy(sql`2 desc`);
  return rows.map((r) => ({ reason: r.reason, units: Number(r.units) }));
}

export async function unitsByProduct(
  db: Executor,
  limit = 50,
): Promise<{ productId: number; title: string; units: number }[]> {
  const rows = await db
    .select({
      productId: returnLines.productId,
      title: sql<string>`min(${returnLines.title})`,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(ne(returnRequests.state, 'rejected'))
    .groupBy(returnLines.productId)
    .orderBy(sql`3 desc`, returnLines.productId)
    .limit(limit);
  return rows.map((r) => ({ ...r, units: Number(r.units) }));
}

export async function requestTotals(
  db: Executor,
): Promise<{ requests: number; exchanges: number; daysToRefund: number | null }> {
  const rows = await db
    .select({
      requests: sql<number>`count(*)::int`,
      exchanges: sql<number>`count(*) filter (where ${returnRequests.want} = 'exchange')::int`,
      days: sql<
        number | null
      >`avg(extract(epoch from (${returnRequests.refundedAt} - ${returnRequests.createdAt})) / 86400)`,
    })
    .from(returnRequests)
    .where(ne(returnRequests.state, 'rejected'));
  const r = rows[0];
  return {
    requests: Number(r?.requests ?? 0),
    exchanges: Number(r?.exchanges ?? 0),
    daysToRefund: r?.days === null || r?.days === undefined ? null : Number(r.days),
  };
}
