// Why and by whom orders were cancelled, and the refunds started for them (schema.ts
// order_cancellations; issue 31 item 3).
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderCancellations } from './schema.ts';

export type CancellationRow = typeof orderCancellations.$inferSelect;

/** One row per cancelled order; a second cancellation of the same order changes nothing. */
export async function insertCancellation(
  tx: Executor,
  row: Omit<CancellationRow, 'createdAt'>,
): Promise<void> {
  await tx.insert(orderCancellations).values(row).onConflictDoNothing();
}

export async function findCancellationsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, CancellationRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderCancellations)
    .where(inArray(orderCancellations.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r]));
}
