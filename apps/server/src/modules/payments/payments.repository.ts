// The only code that reads and writes payments and payment_events. What an order is and where
// it stands is the orders module's: the payments service asks it (modules/orders/index.ts).
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentEvents, payments } from './schema.ts';

export type PaymentRowStatus = 'pending' | 'success' | 'failed';

export interface NewPayment {
  orderId: string;
  method: string;
  amountPaise: number;
  txnId: string;
}

/** Opens a payment row; answers its id. */
export async function insertPayment(db: Executor, p: NewPayment): Promise<string> {
  const [row] = await db.insert(payments).values(p).returning({ id: payments.id });
  return row!.id;
}

/**
 * The rows of the store's own VPA (`upi:<order>`) and of cash on delivery (`cod:<order>`) carry
 * no gateway transaction: a gateway is never asked about them, nor do they hold an order.
 */
const MANUAL_TXN = sql`${payments.txnId} like 'upi:%' or ${payments.txnId} like 'cod:%'`;
const atGateway = sql`not (${MANUAL_TXN})`;

/**
 * Where the latest UPI attempt through the gateway stands, for the payment screen: 'failed'
 * once PayU (or the sandbox) reported it declined, so the screen offers another try.
 */
export async function latestGatewayUpiStatus(
  db: Executor,
  orderId: string,
): Promise<PaymentRowStatus | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'upi'), atGateway))
    .orderBy(sql`${payments.createdAt} desc`)
    .limit(1);
  const status = row?.status;
  return status === 'pending' || status === 'success' || status === 'failed' ? status : null;
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

/**
 * The order's one cash-on-delivery row, at the amount the courier collects (the COD fee
 * included); choosing COD again after withdrawing it brings the same row back up to date.
 */
export async function upsertCodPayment(
  db: Executor,
  orderId: string,
  amountPaise: number,
): Promise<void> {
  await db
    .insert(payments)
    .values({ orderId, method: 'cod', amountPaise, txnId: `cod:${orderId}` })
    .onConflictDoUpdate({
      target: payments.txnId,
      set: { amountPaise, updatedAt: sql`now()` },
    });
}

export interface PaymentRow {
  id: string;
  orderId: string;
  method: string;
  status: string;
  amountPaise: number;
  txnId: string;
}

export async function findPaymentByTxnId(db: Executor, txnId: string): Promise<PaymentRow | null> {
  const rows = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      method: payments.method,
      status: payments.status,
      amountPaise: payments.amountPaise,
      txnId: payments.txnId,
    })
    .from(payments)
    .where(eq(payments.txnId, txnId))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the attempt as one through the sandbox gateway: a simulation, never money. */
export async function flagSandboxPayment(db: Executor, txnId: string): Promise<void> {
  await db.update(payments).set({ sandbox: true }).where(eq(payments.txnId, txnId));
}

/** True when the order was "paid" through the sandbox gateway. */
export async function hasSuccessfulSandboxPayment(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'success'),
        eq(payments.sandbox, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasSuccessfulPayment(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'success')))
    .limit(1);
  return rows.length > 0;
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
  source: 'return' | 'webhook' | 'operator' | 'verify';
  /** Null for events that were not verified: they are kept for the record, never deduplicated. */
  dedupeKey: string | null;
  verified: boolean;
  outcome: string;
  payload: Record<string, string>;
}

/**
 * Unverified events kept per payment. Anyone may post a message naming one of our transactions;
 * past this many, further ones are only counted, on one row per payment (dedupe key
 * `not-stored:<payment id>`, payload `{ count }`). Verified events are never capped: they are
 * deduplicated per transaction and status, so they are few, and dropping one would lose a payment.
 */
export const MAX_UNVERIFIED_EVENTS_PER_PAYMENT = 50;

const notStoredKey = (paymentId: string) => `not-stored:${paymentId}`;

/** Stores an unverified event, or counts it when the payment holds its share already. */
async function insertUnverifiedEvent(
  db: Executor,
  e: NewPaymentEvent & { paymentId: string },
): Promise<number | null> {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, e.paymentId),
        eq(paymentEvents.verified, false),
        isNull(paymentEvents.dedupeKey),
      ),
    );
  if ((held?.n ?? 0) < MAX_UNVERIFIED_EVENTS_PER_PAYMENT) {
    const rows = await db.insert(paymentEvents).values(e).returning({ id: paymentEvents.id });
    return rows[0]?.id ?? null;
  }
  await db
    .insert(paymentEvents)
    .values({
      paymentId: e.paymentId,
      source: e.source,
      dedupeKey: notStoredKey(e.paymentId),
      verified: false,
      outcome: `not stored: over ${MAX_UNVERIFIED_EVENTS_PER_PAYMENT} unverified events`,
      payload: { count: '1' },
    })
    .onConflictDoUpdate({
      target: paymentEvents.dedupeKey,
      set: {
        payload: sql`jsonb_build_object('count', ((${paymentEvents.payload} ->> 'count')::int + 1)::text)`,
        createdAt: new Date(),
      },
    });
  return null;
}

/** Unverified events of a payment that were counted but not stored (over the cap). */
export async function countNotStoredEvents(db: Executor, paymentId: string): Promise<number> {
  const rows = await db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(eq(paymentEvents.dedupeKey, notStoredKey(paymentId)));
  const count = (rows[0]?.payload as { count?: unknown } | undefined)?.count;
  return typeof count === 'string' ? Number(count) : 0;
}

/**
 * Inserts the event unless one with the same dedupe key exists. Returns the new id, or null
 * for a repeat: under concurrency the unique index lets exactly one of two inserts through.
 * An unverified event of a payment that holds MAX_UNVERIFIED_EVENTS_PER_PAYMENT of them
 * already is counted instead of stored (null too).
 */
export async function insertPaymentEvent(db: Executor, e: NewPaymentEvent): Promise<number | null> {
  if (!e.verified && e.paymentId !== null && e.dedupeKey === null) {
    return insertUnverifiedEvent(db, { ...e, paymentId: e.paymentId });
  }
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

/**
 * The owner's own confirmation of a payment (mark paid), kept beside the gateways' events so
 * that every confirmation of an order is in one place.
 */
export async function recordOwnerPayment(
  tx: Executor,
  orderId: string,
  payment: { method: string; reference: string | null; amountPaise?: number | undefined },
): Promise<void> {
  await tx.insert(paymentEvents).values({
    paymentId: null,
    source: 'operator',
    verified: true,
    outcome: 'paid',
    payload: {
      orderId,
      method: payment.method,
      reference: payment.reference,
      ...(payment.amountPaise === undefined ? {} : { amountPaise: payment.amountPaise }),
    },
  });
}

export async function findOwnerPayments(
  db: Executor,
  orderId: string,
): Promise<{ method: string; reference: string | null; at: Date }[]> {
  const rows = await db
    .select({ payload: paymentEvents.payload, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.source, 'operator'),
        sql`${paymentEvents.payload} ->> 'orderId' = ${orderId}`,
      ),
    )
    .orderBy(asc(paymentEvents.id));
  return rows.map((r) => {
    const p = r.payload as { method?: unknown; reference?: unknown };
    return {
      method: typeof p.method === 'string' ? p.method : '',
      reference: typeof p.reference === 'string' ? p.reference : null,
      at: r.createdAt,
    };
  });
}

/**
 * Payments started through a gateway that still wait for its word, started between `since`
 * and `before`, oldest first: the ones the scheduled check asks the gateway about.
 */
export async function findPendingGatewayPayments(
  db: Executor,
  methods: readonly string[],
  window: { since: Date; before: Date },
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      method: payments.method,
      status: payments.status,
      amountPaise: payments.amountPaise,
      txnId: payments.txnId,
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.method, [...methods]),
        atGateway,
        gte(payments.createdAt, window.since),
        lt(payments.createdAt, window.before),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Which of these orders have a gateway payment still pending. */
export async function findOrdersWithPendingPayments(
  db: Executor,
  orderIds: string[],
  methods: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, orderIds),
        eq(payments.status, 'pending'),
        inArray(payments.method, [...methods]),
        atGateway,
      ),
    );
  return new Set(rows.map((r) => r.orderId));
}

export interface PaymentHistoryRow {
  at: Date;
  method: string;
  amountPaise: number;
  paymentStatus: string;
  source: string;
  outcome: string;
  verified: boolean;
  sandbox: boolean;
}

/**
 * Every payment attempt of an order with what was heard about it, oldest first, for the admin's
 * order page: an attempt nothing was heard about yet shows as itself ('started').
 */
export async function findPaymentHistory(
  db: Executor,
  orderId: string,
): Promise<PaymentHistoryRow[]> {
  const attempts = await db
    .select({
      at: sql<Date>`coalesce(${paymentEvents.createdAt}, ${payments.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      method: payments.method,
      amountPaise: payments.amountPaise,
      paymentStatus: payments.status,
      source: sql<string>`coalesce(${paymentEvents.source}, 'started')`,
      outcome: sql<string>`coalesce(${paymentEvents.outcome}, ${payments.status})`,
      verified: sql<boolean>`coalesce(${paymentEvents.verified}, false)`,
      sandbox: payments.sandbox,
    })
    .from(payments)
    .leftJoin(paymentEvents, eq(paymentEvents.paymentId, payments.id))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(paymentEvents.id));
  const byOwner = await db
    .select({ payload: paymentEvents.payload, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.source, 'operator'),
        sql`${paymentEvents.payload} ->> 'orderId' = ${orderId}`,
      ),
    )
    .orderBy(asc(paymentEvents.id));
  const owner = byOwner.map((r): PaymentHistoryRow => {
    const p = r.payload as { method?: unknown; amountPaise?: unknown };
    return {
      at: r.createdAt,
      method: typeof p.method === 'string' ? p.method : '',
      amountPaise: typeof p.amountPaise === 'number' ? p.amountPaise : 0,
      paymentStatus: 'success',
      source: 'operator',
      outcome: 'paid',
      verified: true,
      sandbox: false,
    };
  });
  return [...attempts, ...owner].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * How many of these orders have a UPI payment waiting for the owner to see the money: only the
 * store's own VPA; a UPI payment through the gateway confirms itself.
 */
export async function countOrdersWithPendingUpi(db: Executor, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${payments.orderId})::int` })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, orderIds),
        eq(payments.method, 'upi'),
        sql`${payments.txnId} like 'upi:%'`,
        eq(payments.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
