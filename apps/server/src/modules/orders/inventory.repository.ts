// The store owner's writes to the catalog: stock levels and CSV imports. Every change here
// bumps the 'catalog' change counter (modules/catalog/catalog-version.repository.ts).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productStock, products } from '../../db/schema.ts';
import type { ProductArt } from '../catalog/art/art-types.ts';
export { bumpCatalogVersion, catalogVersion } from '../catalog/catalog-version.repository.ts';

export async function findProductSizes(
  db: Executor,
  id: number,
): Promise<{ id: number; title: string; sizes: string[] } | null> {
  const rows = await db
    .select({ id: products.id, title: products.title, sizes: products.sizes })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows[0] ?? null;
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

export interface ImportedProduct {
  sku: string;
  title: string;
  description: string;
  category: string;
  parentCategory: string;
  subCategory: string;
  masterCategory: string;
  gender: string;
  regularPricePaise: number;
  discountedPricePaise: number | null;
  sizes: string[];
  colors: string[];
  featured: boolean;
  art: ProductArt;
  /** Units per size. Sizes not named keep their count on update and start at 0 on create. */
  stock: Record<string, number>;
}

export async function findProductIdsBySku(
  db: Executor,
  skus: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const CHUNK = 500;
  for (let i = 0; i < skus.length; i += CHUNK) {
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(
        inArray(
          sql`lower(${products.sku})`,
          skus.slice(i, i + CHUNK).map((s) => s.toLowerCase()),
        ),
      );
    for (const r of rows) if (r.sku !== null) found.set(r.sku.toLowerCase(), r.id);
  }
  return found;
}

export async function insertImportedProduct(tx: Executor, p: ImportedProduct): Promise<number> {
  const { stock, ...fields } = p;
  const [row] = await tx.insert(products).values(fields).returning({ id: products.id });
  const id = row!.id;
  await tx
    .insert(productStock)
    .values(p.sizes.map((size) => ({ productId: id, size, quantity: stock[size] ?? 0 })));
  return id;
}

/**
 * Rewrites a product from an import. The revision goes up so image URLs (which carry it)
 * change; stock rows of sizes the product no longer has are removed.
 */
export async function updateImportedProduct(
  tx: Executor,
  id: number,
  p: ImportedProduct,
): Promise<void> {
  const { stock, ...fields } = p;
  await tx
    .update(products)
    .set({ ...fields, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id));
  await tx
    .delete(productStock)
    .where(and(eq(productStock.productId, id), notInArray(productStock.size, p.sizes)));
  for (const size of p.sizes) {
    const named = stock[size];
    const insert = tx.insert(productStock).values({ productId: id, size, quantity: named ?? 0 });
    // A size the file does not mention keeps its count; a new one starts at 0.
    await (named === undefined
      ? insert.onConflictDoNothing()
      : insert.onConflictDoUpdate({
          target: [productStock.productId, productStock.size],
          set: { quantity: named },
        }));
  }
}
