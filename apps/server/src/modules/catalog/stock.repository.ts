// The only code that reads and writes product_stock: units left per product and size. Products
// without sizes keep their units under the size 'One Size'.
import { and, asc, eq, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productStock } from './schema.ts';

/** Units of one product and size, as held by an order or given back by one. */
export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
}

/** Sets the units left of one size; returns the previous count (0 when there was no row). */
export async function setStock(
  tx: Executor,
  productId: number,
  size: string,
  quantity: number,
): Promise<number> {
  const before = await tx
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)))
    .for('update');
  await tx
    .insert(productStock)
    .values({ productId, size, quantity })
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.size],
      set: { quantity },
    });
  return before[0]?.quantity ?? 0;
}

/** The stock rows of a product just created: every size, at the units named or 0. */
export async function insertStockOfNewProduct(
  tx: Executor,
  productId: number,
  sizes: string[],
  stock: Record<string, number>,
): Promise<void> {
  await tx
    .insert(productStock)
    .values(sizes.map((size) => ({ productId, size, quantity: stock[size] ?? 0 })));
}

/**
 * The stock rows of a product rewritten by an import: rows of sizes it no longer has are
 * removed, a size the file names gets that count, one it does not keeps its count (or starts
 * at 0 when new).
 */
export async function replaceStockOfSizes(
  tx: Executor,
  productId: number,
  sizes: string[],
  stock: Record<string, number>,
): Promise<void> {
  await tx
    .delete(productStock)
    .where(and(eq(productStock.productId, productId), notInArray(productStock.size, sizes)));
  for (const size of sizes) {
    const named = stock[size];
    const insert = tx.insert(productStock).values({ productId, size, quantity: named ?? 0 });
    await (named === undefined
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [productStock.productId, productStock.size],
          set: { quantity: named },
        }));
  }
}

/**
 * Takes `quantity` units of one size, only if that many are left, and answers how many are left
 * then (null when there were too few). The row lock this UPDATE holds until commit is what stops
 * two orders from selling the same last unit.
 */
export async function takeStock(
  tx: Executor,
  productId: number,
  size: string,
  quantity: number,
): Promise<number | null> {
  const rows = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} - ${quantity}` })
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.size, size),
        gte(productStock.quantity, quantity),
      ),
    )
    .returning({ quantity: productStock.quantity });
  return rows[0]?.quantity ?? null;
}

export async function stockLeft(db: Executor, productId: number, size: string): Promise<number> {
  const rows = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)))
    .limit(1);
  return rows[0]?.quantity ?? 0;
}

/**
 * Puts units back on the shelf, one statement for all lines. The caller passes one line per
 * product and size, in key order (the order takeStock is called in), so a return and a new
 * order cannot deadlock; a size that has since lost its stock row gets one back.
 */
export async function addStock(tx: Executor, lines: StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(productStock)
    .values(lines)
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.size],
      set: { quantity: sql`${productStock.quantity} + excluded.quantity` },
    });
}

/**
 * Sizes with at most `threshold` units left, fewest first, with their product's title: the
 * owner's restocking list on the admin's Today screen.
 */
export async function findLowStock(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<{ productId: number; title: string; size: string; quantity: number }[]> {
  return db
    .select({
      productId: productStock.productId,
      title: products.title,
      size: productStock.size,
      quantity: productStock.quantity,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(lte(productStock.quantity, threshold))
    .orderBy(asc(productStock.quantity), asc(products.title), asc(productStock.size))
    .limit(limit);
}

export interface StockRow {
  size: string;
  quantity: number;
}

/** A product's stock rows in the order of its sizes, as a JSON array riding along in a product query. */
export function stockOfProduct(): SQL<StockRow[]> {
  return sql<StockRow[]>`coalesce((
    select json_agg(json_build_object('size', s.size, 'quantity', s.quantity)
      order by array_position("products"."sizes", s.size), s.size)
    from product_stock s where s.product_id = "products"."id"
  ), '[]'::json)`;
}
