// The only code that reads and writes back-in-stock alerts (schema.ts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';

/** The size an alert waits for when the shopper named none: any size of the product. */
export const ANY_SIZE = '*';

/** Adds the address to the waiting list; a second sign-up of the same address changes nothing. */
export async function addAlert(
  db: Executor,
  alert: { productId: number; size: string; email: string; userId: string | null },
): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing();
}

/** The product and size pairs someone waits for (a bounded batch). */
export async function waitingPairs(
  db: Executor,
  limit: number,
): Promise<{ productId: number; size: string }[]> {
  return db
    .selectDistinct({ productId: stockAlerts.productId, size: stockAlerts.size })
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt))
    .limit(limit);
}

/**
 * Marks every waiting alert of the pair as told and returns them: the caller queues their mails
 * in the same transaction, so an alert is mailed exactly once even with several processes.
 */
export async function takeWaiting(
  tx: Executor,
  productId: number,
  size: string,
): Promise<{ id: number; email: string }[]> {
  return tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.productId, productId),
        eq(stockAlerts.size, size),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .returning({ id: stockAlerts.id, email: stockAlerts.email });
}
