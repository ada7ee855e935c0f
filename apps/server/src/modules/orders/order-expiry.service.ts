// Unpaid orders hold stock; past their time they are cancelled and the stock goes back. Safe
// to run from several processes at once (orders.jobs.ts runs it on a timer in each).
import type { Executor } from '../../db/client.ts';
import { purgeExpiredKeys } from './idempotency.service.ts';
import { returnStockOfOrders } from './order-moves.service.ts';
import { cancelPendingCreatedBefore } from './orders.repository.ts';

/**
 * Cancels Pending orders older than `olderThanHours` and gives their stock back, in batches
 * of one transaction each. Returns the ids.
 */
export async function cancelExpiredOrders(db: Executor, olderThanHours: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanHours * 3_600_000);
  const BATCH = 200;
  const cancelled: string[] = [];
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const batch = await cancelPendingCreatedBefore(tx, cutoff, BATCH);
      await returnStockOfOrders(tx, batch);
      return batch;
    });
    cancelled.push(...ids);
    if (ids.length < BATCH) return cancelled;
  }
}

/**
 * The periodic clean-up: expired unpaid orders, and idempotency keys (of orders and of
 * payments) older than a day.
 */
export async function expireUnpaidOrders(
  db: Executor,
  olderThanHours: number,
): Promise<{ cancelled: string[]; keysPurged: number }> {
  const cancelled = await cancelExpiredOrders(db, olderThanHours);
  const keysPurged = await purgeExpiredKeys(db);
  return { cancelled, keysPurged };
}
