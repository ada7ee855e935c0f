// The only code of the payments module that touches the database. It reads the orders table
// (a payment's order total and status, an order's paid time) but never writes it: every change
// to an order goes through the orders service.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys, orders, paymentEvents, payments } from '../../db/schema.ts';

export type PaymentRowStatus = 'pending' | 'success' | 'failed';

export interface NewPayment {
  orderId: string;
  method: string;
  amountPaise: number;
  txnId: string;
}

export async function insertPayment(db: Executor, p: NewPayment): Promise<void> {
  await db.insert(payments).values(p);
}

/** The order's one UPI payment row, created on the first request and reused after. */
export async function ensureUpiPayment(
  db: Executor,
  orderId: string,
  amountPaise: number,
): Promise<void> {
  await db
    .insert(payments)
    .values({ orderId, method: 'upi', amountPaise, txnId: `upi:${orderId}` })
    .onConflictDoNothing({ target: payments.txnId });
}

export interface PaymentWithOrder {
  id: string;
  orderId: string;
  method: string;
  status: string;
  amountPaise: number;
  txnId: string;
  orderTotalPaise: number;
  orderStatus: number;
}

export async function findPaymentByTxnId(
  db: Executor,
  txnId: string,
): Promise<PaymentWithOrder | null> {
  const rows = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      method: payments.method,
      status: payments.status,
      amountPaise: payments.amountPaise,
      txnId: payments.txnId,
      orderTotalPaise: orders.totalPaise,
      orderStatus: orders.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.txnId, txnId))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasSuccessfulPayment(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'success')))
    .limit(1);
  return rows.length > 0;
}

/** When the order was paid (by a gateway, the owner, or cash at delivery), or null. */
export async function findOrderPaidAt(db: Executor, orderId: string): Promise<Date | null> {
  const rows = await db
    .select({ paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return rows[0]?.paidAt ?? null;
}

/**
 * Records what the gateway said. Success is final and wins over an earlier failure (PayU can
 * report a failure and then a late success of one transaction); a failure never undoes one.
 * True when the row changed.
 */
export async function setPaymentOutcome(
  db: Executor,
  paymentId: string,
  status: 'success' | 'failed',
  gatewayRef: string | null,
): Promise<boolean> {
  const from: PaymentRowStatus[] = status === 'success' ? ['pending', 'failed'] : ['pending'];
  const rows = await db
    .update(payments)
    .set({ status, gatewayRef, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, from)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

export interface NewPaymentEvent {
  paymentId: string | null;
  source: 'return' | 'webhook' | 'operator';
  /** Null for events that were not verified: they are kept for the record, never deduplicated. */
  dedupeKey: string | null;
  verified: boolean;
  outcome: string;
  payload: Record<string, string>;
}

/**
 * Inserts the event unless one with the same dedupe key exists. Returns the new id, or null
 * for a repeat: under concurrency the unique index lets exactly one of two inserts through.
 */
export async function insertPaymentEvent(db: Executor, e: NewPaymentEvent): Promise<number | null> {
  const rows = await db
    .insert(paymentEvents)
    .values(e)
    .onConflictDoNothing({ target: paymentEvents.dedupeKey })
    .returning({ id: paymentEvents.id });
  return rows[0]?.id ?? null;
}

export async function setEventOutcome(db: Executor, id: number, outcome: string): Promise<void> {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}

// Idempotency-Key replies of POST /payments, in the shared idempotency_keys table under their
// own scope. Called inside the transaction that does the work, so a key is kept exactly when
// that work was committed.
const IDEMPOTENCY_SCOPE = 'payments';
const keyExpired = sql`now() - make_interval(hours => 24)`;

const keyMatch = (userId: string, key: string) =>
  and(
    eq(idempotencyKeys.userId, userId),
    eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
    eq(idempotencyKeys.key, key),
  );

/**
 * True when this request now owns the key. A concurrent request with the same key waits on the
 * primary key until the first commits, then gets false. The shopper's keys older than a day are
 * dropped first, so they can be used again and do not pile up.
 */
export async function claimPaymentKey(
  tx: Executor,
  userId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE),
        lt(idempotencyKeys.createdAt, keyExpired),
      ),
    );
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, scope: IDEMPOTENCY_SCOPE, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findPaymentKey(
  tx: Executor,
  userId: string,
  key: string,
): Promise<{ requestHash: string; responseBody: unknown } | null> {
  const rows = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(keyMatch(userId, key))
    .limit(1);
  return rows[0] ?? null;
}

export async function savePaymentReply(
  tx: Executor,
  userId: string,
  key: string,
  body: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: 200, responseBody: body })
    .where(keyMatch(userId, key));
}
