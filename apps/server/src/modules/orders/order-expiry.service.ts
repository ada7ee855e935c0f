// Unpaid orders hold stock only for a short window (ORDER_HOLD_MINUTES); past it they are
// cancelled and the stock goes back, unless a payment is in progress at the gateway, which
// keeps the order until the payment settles, at most UNPAID_ORDER_TTL_HOURS. Safe to run from
// several processes at once (orders.jobs.ts runs it on a timer in each).
import type { Executor } from '../../db/client.ts';
import { queueMail } from '../mail/index.ts';
import { purgeExpiredKeys } from './idempotency.service.ts';
import { releaseCancelledOrders } from './order-moves.service.ts';
import {
  cancelPendingOrders,
  lockPendingCreatedBefore,
  type PendingCandidate,
} from './orders.repository.ts';
import { lockUnconfirmedCodBefore } from './cod.repository.ts';

/**
 * Which of these orders have a payment in progress (started, not yet settled by the gateway).
 * The payments module answers it; the orders module only asks, in the expiry's transaction.
 */
export type PaymentsInFlight = (tx: Executor, orderIds: string[]) => Promise<Set<string>>;

export interface ExpiryPolicy {
  /** A Pending order with no payment in progress is cancelled this long after it was placed. */
  holdMinutes: number;
  /** Any Pending order is cancelled this long after it was placed, payment in progress or not. */
  maxHours: number;
  /** Asked about the orders past the hold; without it no order counts as being paid. */
  paymentsInFlight?: PaymentsInFlight | undefined;
  /** The time to measure from; the clock by default. */
  now?: Date | undefined;
}

const BATCH = 200;

/**
 * Cancels the Pending orders the policy says have held their stock long enough, and gives the
 * stock back, one transaction per batch. A number is "older than this many hours", whatever
 * their payments (the owner's orders:expire). Returns the ids.
 */
export async function cancelExpiredOrders(
  db: Executor,
  policy: ExpiryPolicy | number,
): Promise<string[]> {
  const p: ExpiryPolicy =
    typeof policy === 'number' ? { holdMinutes: policy * 60, maxHours: policy } : policy;
  const now = p.now?.getTime() ?? Date.now();
  const holdCutoff = new Date(now - p.holdMinutes * 60_000);
  const maxCutoff = new Date(now - p.maxHours * 3_600_000);
  const cancelled: string[] = [];
  let after: PendingCandidate | null = null;
  for (;;) {
    const { ids, last, full } = await db.transaction(async (tx) => {
      const candidates = await lockPendingCreatedBefore(tx, holdCutoff, BATCH, after);
      // Only orders still inside the outer bound can be kept by a payment in progress.
      const young = candidates.filter((c) => c.createdAt >= maxCutoff).map((c) => c.id);
      const inFlight =
        young.length && p.paymentsInFlight ? await p.paymentsInFlight(tx, young) : new Set();
      const due = candidates.filter((c) => !inFlight.has(c.id)).map((c) => c.id);
      const done = await cancelPendingOrders(tx, due);
      await releaseCancelledOrders(tx, done);
      // Mail (modules/mail): "cancelled, it was not paid", in the cancelling transaction.
      await queueMail(
        tx,
        done.map((orderId) => ({ event: 'order-cancelled', orderId, reason: 'expired' }) as const),
      );
      return { ids: done, last: candidates.at(-1) ?? null, full: candidates.length === BATCH };
    });
    cancelled.push(...ids);
    if (!full || !last) return cancelled;
    after = last;
  }
}

/**
 * Cancels the cash-on-delivery orders whose confirmation link was not used in time
 * (docs/offers.md), with their stock and offer-code uses given back. Returns the ids.
 */
export async function cancelUnconfirmedCod(db: Executor, now: Date = new Date()) {
  const cancelled: string[] = [];
  for (;;) {
    const { ids, full } = await db.transaction(async (tx) => {
      const due = await lockUnconfirmedCodBefore(tx, now, BATCH);
      const done = await cancelPendingOrders(tx, due);
      await releaseCancelledOrders(tx, done);
      return { ids: done, full: due.length === BATCH };
    });
    cancelled.push(...ids);
    if (!full || ids.length === 0) return cancelled;
  }
}

/**
 * The periodic clean-up: expired unpaid orders, unconfirmed cash-on-delivery orders, and idempotency keys (of orders and of
 * payments) older than a day. A number is "older than this many hours", as in
 * cancelExpiredOrders.
 */
export async function expireUnpaidOrders(
  db: Executor,
  policy: ExpiryPolicy | number,
): Promise<{ cancelled: string[]; keysPurged: number }> {
  const cancelled = await cancelExpiredOrders(db, policy);
  const now = typeof policy === 'number' ? undefined : policy.now;
  cancelled.push(...(await cancelUnconfirmedCod(db, now)));
  const keysPurged = await purgeExpiredKeys(db);
  return { cancelled, keysPurged };
}
