// The only code that touches the carts module's table (schema.ts). Times are the database's.
import type { OrderLineInput } from '@store/contract';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedCarts } from './schema.ts';

export async function findSavedCart(db: Executor, userId: string) {
  const [row] = await db
    .select({ lines: savedCarts.lines, updatedAt: savedCarts.updatedAt })
    .from(savedCarts)
    .where(eq(savedCarts.userId, userId));
  return row ?? null;
}

/**
 * Keeps the lines. Unchanged lines keep their time (a page load is not a change). Emptying
 * starts a new cart: a new id, not reminded, its old link dead.
 */
export async function saveLines(db: Executor, userId: string, lines: OrderLineInput[]) {
  if (lines.length === 0) {
    await db
      .update(savedCarts)
      .set({
        lines: [],
        cartId: sql`gen_random_uuid()`,
        updatedAt: sql`now()`,
        remindedAt: null,
        restoreTokenHash: null,
        restoreExpiresAt: null,
        restoreUsedAt: null,
      })
      .where(and(eq(savedCarts.userId, userId), sql`jsonb_array_length(${savedCarts.lines}) > 0`));
    return;
  }
  await db
    .insert(savedCarts)
    .values({ userId, lines })
    .onConflictDoUpdate({
      target: savedCarts.userId,
      set: {
        lines,
        updatedAt: sql`case when ${savedCarts.lines} = excluded.lines then ${savedCarts.updatedAt} else now() end`,
      },
    });
}

/** Carts untouched since `before` (but not older than `after`), with lines, never reminded. */
export async function dueCarts(db: Executor, before: Date, after: Date, limit: number) {
  return db
    .select({ userId: savedCarts.userId })
    .from(savedCarts)
    .where(
      and(
        isNull(savedCarts.remindedAt),
        lte(savedCarts.updatedAt, before),
        gt(savedCarts.updatedAt, after),
        sql`jsonb_array_length(${savedCarts.lines}) > 0`,
      ),
    )
    .orderBy(asc(savedCarts.updatedAt))
    .limit(limit);
}

/** The cart again, locked for the reminder's transaction, if it is still due. */
export async function lockDueCart(tx: Executor, userId: string, before: Date) {
  const [row] = await tx
    .select({ cartId: savedCarts.cartId, lines: savedCarts.lines, updatedAt: savedCarts.updatedAt })
    .from(savedCarts)
    .where(
      and(
        eq(savedCarts.userId, userId),
        isNull(savedCarts.remindedAt),
        lte(savedCarts.updatedAt, before),
        sql`jsonb_array_length(${savedCarts.lines}) > 0`,
      ),
    )
    .for('update');
  return row ?? null;
}

export async function markReminded(
  tx: Executor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await tx
    .update(savedCarts)
    .set({
      remindedAt: sql`now()`,
      restoreTokenHash: tokenHash,
      restoreExpiresAt: expiresAt,
      restoreUsedAt: null,
    })
    .where(eq(savedCarts.userId, userId));
}

/** Uses the link once: its cart's lines, or null when unknown, used or expired. */
export async function useRestoreToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(savedCarts)
    .set({ restoreUsedAt: sql`now()` })
    .where(
      and(
        eq(savedCarts.restoreTokenHash, tokenHash),
        isNull(savedCarts.restoreUsedAt),
        gt(savedCarts.restoreExpiresAt, sql`now()`),
      ),
    )
    .returning({ lines: savedCarts.lines });
  return row ?? null;
}
