// The only code that reads and writes back-in-stock alerts (schema.ts).
import type { Language } from '@store/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stockAlerts } from './schema.ts';

/** The size an alert waits for when the shopper named none: any size of the product. */
export const ANY_SIZE = '*';
/** The colour an alert waits for when the shopper named none: any colour of the product. */
export const ANY_COLOUR = '';

/** One thing someone waits for: a product in a size ('*' any) and colour ('' any). */
export interface Awaited {
  productId: number;
  size: string;
  color: string;
}

/** Adds the address to the waiting list; a second sign-up of the same address changes nothing. */
export async function addAlert(
  db: Executor,
  alert: Awaited & { email: string; userId: string | null; language: Language },
): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing();
}

/** The product, size and colour combinations someone waits for (a bounded batch). */
export async function waitingCombinations(db: Executor, limit: number): Promise<Awaited[]> {
  return db
    .selectDistinct({
      productId: stockAlerts.productId,
      size: stockAlerts.size,
      color: stockAlerts.color,
    })
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt))
    .limit(limit);
}

/**
 * Marks every waiting alert of the combination as told and returns them: the caller queues their
 * mails in the same transaction, so an alert is mailed exactly once even with several processes.
 */
export async function takeWaiting(
  tx: Executor,
  awaited: Awaited,
): Promise<{ id: number; email: string; language: Language }[]> {
  const told = await tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(stockAlerts.productId, awaited.productId),
        eq(stockAlerts.size, awaited.size),
        eq(stockAlerts.color, awaited.color),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .returning({ id: stockAlerts.id, email: stockAlerts.email, language: stockAlerts.language });
  // The column's check allows only these two.
  return told.map((a) => ({ ...a, language: a.language === 'hi' ? 'hi' : 'en' }));
}
