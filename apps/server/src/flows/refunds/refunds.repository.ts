// The refunds table's reads and writes (schema.ts).
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refunds } from './schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundState = 'pending' | 'done' | 'failed' | 'payout_due';

export interface RefundLine {
  orderItemId: number;
  quantity: number;
  amountPaise: number;
}

export async function findRefund(db: Executor, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

export async function findRefundByKey(db: Executor, key: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
  return row ?? null;
}

export async function refundsOfOrder(db: Executor, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function insertRefund(
  tx: Executor,
  row: Omit<RefundRow, 'id' | 'createdAt' | 'updatedAt' | 'doneAt' | 'note'> & {
    note?: string | null;
  },
): Promise<RefundRow> {
  const now = new Date();
  const [inserted] = await tx
    .insert(refunds)
    // Times from the process (millisecond precision), so the job's claim can compare them.
    .values({ ...row, createdAt: now, updatedAt: now, doneAt: row.state === 'done' ? now : null })
    .returning();
  return inserted!;
}

/** Moves a refund from one of `from` to `to`; null when it was not in one of them (a race lost). */
export async function setRefundState(
  db: Executor,
  id: number,
  from: RefundState[],
  to: RefundState,
  change: { gatewayRef?: string | null; payoutRef?: string; note?: string | null } = {},
): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({
      state: to,
      ...change,
      updatedAt: new Date(),
      ...(to === 'done' ? { doneAt: new Date() } : {}),
    })
    .where(and(eq(refunds.id, id), inArray(refunds.state, from)))
    .returning();
  return row ?? null;
}

/** Gateway refunds still open, oldest first, last touched before `before`. */
export async function findOpenGatewayRefunds(
  db: Executor,
  before: Date,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.state, 'pending'),
        eq(refunds.destination, 'source'),
        lt(refunds.updatedAt, before),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** Refunds the owner still has to pay out by hand, oldest first. */
export async function findPayoutsDue(db: Executor, limit = 100): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.state, 'payout_due'))
    .orderBy(asc(refunds.id))
    .limit(limit);
}
