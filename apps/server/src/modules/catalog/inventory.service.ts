// The catalog's stock and the owner's maintenance of it: products from a checked CSV file
// (products-csv.ts), stock set by hand, and the units orders hold and give back. Whatever here
// can change what shoppers see (a product, a size selling out or coming back) bumps the
// 'catalog' change counter in the same transaction, so every process's read cache notices.
import { ONE_SIZE } from '@store/contract';
import type { Database, Executor } from '../../db/client.ts';
import { invalid, outOfStock } from '../../lib/domain-error.ts';
import { recordAudit, type AuditActor } from './catalog-audit.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { insertProduct, updateProduct, type ImportedProduct } from './catalog.repository.ts';
import {
  findProductSizes,
  findProductsForOrder,
  type ProductForOrder,
} from './order-products.repository.ts';
import { MAX_STOCK } from './products-csv.ts';
import {
  addStock,
  findLowStock,
  insertStockOfNewProduct,
  replaceStockOfSizes,
  setStock,
  stockLeft,
  takeStock,
  type StockLine,
} from './stock.repository.ts';

export type { ProductForOrder, StockLine };

// The size a product without sizes is sold and stocked in lives in the contract.
export { ONE_SIZE };

/**
 * Writes checked products in the caller's transaction: those whose lower-cased sku is in `ids`
 * are rewritten, the others created (as active products, as an import always made them).
 */
export async function writeImportedProducts(
  tx: Executor,
  products: ImportedProduct[],
  ids: Map<string, number>,
): Promise<void> {
  for (const { stock, ...fields } of products) {
    const id = ids.get(fields.sku.toLowerCase());
    if (id === undefined) {
      await insertStockOfNewProduct(tx, await insertProduct(tx, fields), fields.sizes, stock);
    } else {
      await updateProduct(tx, id, fields);
      await replaceStockOfSizes(tx, id, fields.sizes, stock);
    }
  }
}

/**
 * Sets the units left of one size of a product; the size is matched without regard to case.
 * The audit entry goes in the same transaction (`actor` null is the command line).
 */
export async function setProductStock(
  db: Database,
  productId: number,
  sizeName: string,
  quantity: number,
  actor: AuditActor | null = null,
): Promise<{ title: string; size: string; before: number; after: number }> {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_STOCK) {
    throw invalid(`The quantity must be a whole number from 0 to ${MAX_STOCK}`);
  }
  return db.transaction(async (tx) => {
    const product = await findProductSizes(tx, productId);
    if (!product) throw invalid(`There is no product ${productId}`);
    const sizes = product.sizes.length ? product.sizes : [ONE_SIZE];
    const size = sizes.find((s) => s.toLowerCase() === sizeName.trim().toLowerCase());
    if (!size) {
      throw invalid(
        `"${product.title}" has no size "${sizeName}"; its sizes are: ${sizes.join(', ')}`,
      );
    }
    const before = await setStock(tx, productId, size, quantity);
    await recordAudit(
      tx,
      actor,
      'product.stock',
      productId,
      { stock: { [size]: before } },
      { stock: { [size]: quantity } },
    );
    await bumpCatalogVersion(tx);
    return { title: product.title, size, before, after: quantity };
  });
}

/** The products an order names, as the catalog has them now (unknown ids are left out). */
export async function productsForOrder(db: Executor, ids: number[]): Promise<ProductForOrder[]> {
  return findProductsForOrder(db, ids);
}

function describeShortage(title: string, size: string, left: number): string {
  const what = size === ONE_SIZE ? `"${title}"` : `"${title}" in size ${size}`;
  return left > 0
    ? `Not enough stock: only ${left} left of ${what}`
    : `Not enough stock: ${what} is sold out (0 left)`;
}

/** A line the store has too few units of, and the words an order for it would be refused with. */
export interface Shortage {
  left: number;
  message: string;
}

/**
 * The lines placing an order now would be refused for, for want of stock: each line's shortage,
 * or null. Lines of one product and size share its units. Nothing is held: this is the quote's
 * early warning, and the order checks again as it takes the units.
 */
export async function shortagesOf(
  db: Executor,
  lines: (StockLine & { title: string })[],
): Promise<(Shortage | null)[]> {
  const key = (l: StockLine) => JSON.stringify([l.productId, l.size]);
  const wanted = new Map<string, number>();
  for (const l of lines) wanted.set(key(l), (wanted.get(key(l)) ?? 0) + l.quantity);
  const left = new Map<string, number>();
  for (const l of lines) {
    if (!left.has(key(l))) left.set(key(l), await stockLeft(db, l.productId, l.size));
  }
  return lines.map((l) => {
    const have = left.get(key(l))!;
    return wanted.get(key(l))! > have
      ? { left: have, message: describeShortage(l.title, l.size, have) }
      : null;
  });
}

const byKey = (a: StockLine, b: StockLine) =>
  a.productId - b.productId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0);

/**
 * Holds the units of every line, one product and size at a time in a fixed order (so two
 * orders for the same things queue instead of deadlocking). Any shortfall throws a conflict
 * and the caller's transaction takes back everything held so far.
 */
export async function reserveStock(
  tx: Executor,
  lines: (StockLine & { title: string })[],
): Promise<void> {
  const needs = new Map<string, StockLine & { title: string }>();
  for (const l of lines) {
    const key = JSON.stringify([l.productId, l.size]);
    const need = needs.get(key) ?? { ...l, quantity: 0 };
    need.quantity += l.quantity;
    needs.set(key, need);
  }
  let soldOut = false;
  for (const need of [...needs.values()].sort(byKey)) {
    const left = await takeStock(tx, need.productId, need.size, need.quantity);
    if (left === null) {
      const have = await stockLeft(tx, need.productId, need.size);
      throw outOfStock(describeShortage(need.title, need.size, have));
    }
    if (left === 0) soldOut = true;
  }
  // The last unit of a size just went: listings cached on every process must show it sold out.
  // The shared version row is locked last, after every stock row, as returns and imports do
  // too, so that no two transactions wait on each other's locks in opposite order.
  if (soldOut) await bumpCatalogVersion(tx);
}

/** Gives units back (a cancelled or expired order), in the key order reserveStock takes them. */
export async function returnStock(tx: Executor, lines: StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  const merged = new Map<string, StockLine>();
  for (const l of lines) {
    const key = JSON.stringify([l.productId, l.size]);
    const line = merged.get(key) ?? { ...l, quantity: 0 };
    line.quantity += l.quantity;
    merged.set(key, line);
  }
  await addStock(tx, [...merged.values()].sort(byKey));
  // Returned units may bring a sold-out size back; cancellations are rare enough to always tell.
  await bumpCatalogVersion(tx);
}

/** Sizes at or under `threshold` units, fewest first (at most `limit`): what to restock. */
export async function lowStockSizes(db: Executor, threshold: number, limit = 50) {
  return findLowStock(db, threshold, limit);
}
