// The only code that reads and writes wishlist entries. The products themselves belong to the
// catalog: the service asks its index.ts for them by id.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { wishlistItems } from './schema.ts';

/** The ids of the user's saved products, the most recently saved first. */
export async function listWishlistProductIds(db: Executor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

export async function isInWishlist(
  db: Executor,
  userId: string,
  productId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

export async function countWishlist(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  return rows[0]?.n ?? 0;
}

/**
 * Saves the product for the user; saving it again keeps the one entry (and its date).
 * False when the product does not exist (deleted since the service looked, say).
 */
export async function addToWishlist(
  db: Executor,
  userId: string,
  productId: number,
): Promise<boolean> {
  try {
    // ON CONFLICT keeps a second save a no-op.
    await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
    return true;
  } catch (error) {
    if (violates(error, 'wishlist_items_product_id_products_id_fk')) return false;
    throw error;
  }
}

/** Whether the error is a breach of that constraint (Drizzle wraps the driver's error in cause). */
function violates(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { constraint?: unknown }).constraint === constraint) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function removeFromWishlist(
  db: Executor,
  userId: string,
  productId: number,
): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
