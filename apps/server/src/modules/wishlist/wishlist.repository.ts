// The only code that reads and writes wishlist entries. Products come back in the catalog's row
// shape (the same columns as catalog.repository.ts), so the catalog's wire mapping applies.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import type { ProductRow } from '../catalog/index.ts';

const inStockSizes = sql<string[]>`array(
  select s.size from product_stock s
  where s.product_id = ${products.id} and s.quantity > 0
  order by array_position(${products.sizes}, s.size)
)`;

const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  category: products.category,
  parentCategory: products.parentCategory,
  subCategory: products.subCategory,
  masterCategory: products.masterCategory,
  gender: products.gender,
  regularPricePaise: products.regularPricePaise,
  discountedPricePaise: products.discountedPricePaise,
  sizes: products.sizes,
  colors: products.colors,
  featured: products.featured,
  revision: products.revision,
  createdAt: products.createdAt,
  inStockSizes,
} satisfies Record<keyof ProductRow, unknown>;

/** The user's saved products, the most recently saved first. */
export async function listWishlist(db: Executor, userId: string): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
}

export async function productExists(db: Executor, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return rows.length > 0;
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
 * False when the product does not exist (also when it was deleted a moment ago).
 */
export async function addToWishlist(
  db: Executor,
  userId: string,
  productId: number,
): Promise<boolean> {
  // INSERT ... SELECT inserts nothing for a missing product, instead of failing on the
  // foreign key; ON CONFLICT keeps a second save a no-op.
  const inserted = await db.execute(sql`
    insert into ${wishlistItems} (user_id, product_id)
    select ${userId}::uuid, ${products.id} from ${products} where ${products.id} = ${productId}
    on conflict do nothing
    returning product_id`);
  // Both drivers answer raw statements with { rows }.
  if ((inserted as { rows: unknown[] }).rows.length > 0) return true;
  return productExists(db, productId);
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
