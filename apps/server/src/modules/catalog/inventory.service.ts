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
  replaceStock,
  setStock,
  stockedPerColour,
  stockLeft,
  takeStock,
  type StockEntry,
  type StockLine,
} from './stock.repository.ts';

export type { ProductForOrder, StockEntry, StockLine };

/**
 * Writes a product's stock rows for the sizes and colours it has now (docs/decisions/033): per
 * colour when the entries named name a colour, not per colour when they name none, and as the
 * product had it when nothing is named. Entries must already be the product's own spellings.
 */
export async function writeStock(
  tx: Executor,
  productId: number,
  sizes: string[],
  colors: string[],
  named: StockEntry[],
): Promise<void> {
  const perColour = named.length
    ? named.some((n) => n.color !== '')
    : await stockedPerColour(tx, productId);
  const variants = sizes.flatMap((size) =>
    perColour ? colors.map((color) => ({ size, color })) : [{ size, color: '' }],
  );
  await replaceStock(tx, productId, variants, named);
}

/**
 * A stock list as the admin or a file gives it ({size, color?, quantity}), checked against the
 * product's sizes and colours and turned into their spellings. Either every entry names a colour
 * or none does.
 */
export function stockEntriesOf(
  sizes: string[],
  colors: string[],
  lines: { size: string; color?: string | undefined; quantity: number }[],
  field = 'stock',
): StockEntry[] {
  const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();
  const seen = new Set<string>();
  const entries = lines.map((line) => {
    const size = sizes.find((s) => same(s, line.size));
    if (!size)
      throw invalid(`${field}: "${line.size}" is not one of the sizes (${sizes.join(', ')})`);
    let color = '';
    if (line.color?.trim()) {
      const found = colors.find((c) => same(c, line.color!));
      if (!found) {
        throw invalid(`${field}: "${line.color}" is not one of the colours (${colors.join(', ')})`);
      }
      color = found;
    }
    const key = JSON.stringify([size, color]);
    if (seen.has(key)) {
      throw invalid(`${field}: size "${size}"${color ? ` in ${color}` : ''} is given twice`);
    }
    seen.add(key);
    return { size, color, quantity: line.quantity };
  });
  if (entries.some((e) => e.color) && entries.some((e) => !e.color)) {
    throw invalid(`${field}: give units for every entry per colour, or for none`);
  }
  return entries;
}

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
    let id = ids.get(fields.sku.toLowerCase());
    if (id === undefined) id = await insertProduct(tx, fields);
    else await updateProduct(tx, id, fields);
    await writeStock(tx, id, fields.sizes, fields.colors, stock);
  }
}

/**
 * Sets the units left of one size (and colour, for a product stocked per colour) of a product;
 * both are matched without regard to case. The audit entry goes in the same transaction
 * (`actor` null is the command line).
 */
export async function setProductStock(
  db: Database,
  productId: number,
  sizeName: string,
  quantity: number,
  actor: AuditActor | null = null,
  colorName = '',
): Promise<{ title: string; size: string; color: string; before: number; after: number }> {
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
    const color = await stockColourFor(tx, productId, product, colorName);
    const before = await setStock(tx, productId, size, color, quantity);
    const key = color ? `${size}/${color}` : size;
    await recordAudit(
      tx,
      actor,
      'product.stock',
      productId,
      { stock: { [key]: before } },
      { stock: { [key]: quantity } },
    );
    await bumpCatalogVersion(tx);
    return { title: product.title, size, color, before, after: quantity };
  });
}

/** The stock row colour `stock:set` writes: the named colour when stock is kept per colour. */
async function stockColourFor(
  tx: Executor,
  productId: number,
  product: { title: string; colors: string[] },
  colorName: string,
): Promise<string> {
  const perColour = await stockedPerColour(tx, productId);
  if (!perColour) {
    if (colorName.trim()) {
      throw invalid(
        `"${product.title}" keeps one count per size for all its colours; leave the colour out`,
      );
    }
    return '';
  }
  const color = product.colors.find((c) => c.toLowerCase() === colorName.trim().toLowerCase());
  if (!color) {
    throw invalid(
      `"${product.title}" keeps stock per colour; name one of: ${product.colors.join(', ')}`,
    );
  }
  return color;
}

/** The products an order names, as the catalog has them now (unknown ids are left out). */
export async function productsForOrder(db: Executor, ids: number[]): Promise<ProductForOrder[]> {
  return findProductsForOrder(db, ids);
}

function describeShortage(title: string, size: string, color: string, left: number): string {
  const parts = [size === ONE_SIZE ? '' : `size ${size}`, color].filter(Boolean);
  const what = parts.length ? `"${title}" in ${parts.join(', ')}` : `"${title}"`;
  return left > 0
    ? `Not enough stock: only ${left} left of ${what}`
    : `Not enough stock: ${what} is sold out (0 left)`;
}

/** A line the store has too few units of, and the words an order for it would be refused with. */
/** A line's stock as the quote tells it: units left of its row, and why an order would fail. */
export interface LineStock {
  left: number;
  /** The words an order for the line would be refused with, or null when there are enough. */
  shortage: string | null;
}

/**
 * Each line's units left and, when placing an order now would be refused for want of stock,
 * its shortage. Lines of one product, size and colour (or of one size, for a product whose stock
 * is not kept per colour) share its units. Nothing is held: this is the quote's early warning
 * and the cart's quantity limit, and the order checks again as it takes the units.
 */
export async function stockOfLines(
  db: Executor,
  lines: (StockLine & { title: string })[],
): Promise<LineStock[]> {
  const rows = await onStockRows(db, lines);
  const key = (l: StockLine) => JSON.stringify([l.productId, l.size, l.color]);
  const wanted = new Map<string, number>();
  for (const l of rows) wanted.set(key(l), (wanted.get(key(l)) ?? 0) + l.quantity);
  const left = new Map<string, number>();
  for (const l of rows) {
    if (!left.has(key(l))) left.set(key(l), await stockLeft(db, l.productId, l.size, l.color));
  }
  return rows.map((l) => {
    const have = left.get(key(l))!;
    return {
      left: have,
      shortage:
        wanted.get(key(l))! > have ? describeShortage(l.title, l.size, l.color, have) : null,
    };
  });
}

/**
 * The lines with the colour of the stock row each draws on: its own colour for a product whose
 * stock is kept per colour, else '' (lines of one size in different colours then share the
 * size's units, and a shortage names the size alone).
 */
async function onStockRows<L extends StockLine>(db: Executor, lines: L[]): Promise<L[]> {
  const perColour = new Map<number, boolean>();
  for (const id of new Set(lines.map((l) => l.productId))) {
    perColour.set(id, await stockedPerColour(db, id));
  }
  return lines.map((l) => (perColour.get(l.productId) ? l : { ...l, color: '' }));
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byKey = (a: StockLine, b: StockLine) =>
  a.productId - b.productId || cmp(a.size, b.size) || cmp(a.color, b.color);

/**
 * Holds the units of every line, one product, size and colour at a time in a fixed order (so two
 * orders for the same things queue instead of deadlocking). Any shortfall throws a conflict
 * and the caller's transaction takes back everything held so far.
 */
export async function reserveStock(
  tx: Executor,
  lines: (StockLine & { title: string })[],
): Promise<void> {
  const needs = new Map<string, StockLine & { title: string }>();
  for (const l of await onStockRows(tx, lines)) {
    const key = JSON.stringify([l.productId, l.size, l.color]);
    const need = needs.get(key) ?? { ...l, quantity: 0 };
    need.quantity += l.quantity;
    needs.set(key, need);
  }
  let soldOut = false;
  for (const need of [...needs.values()].sort(byKey)) {
    const left = await takeStock(tx, need);
    if (left === null) {
      const have = await stockLeft(tx, need.productId, need.size, need.color);
      throw outOfStock(describeShortage(need.title, need.size, need.color, have));
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
  for (const l of await onStockRows(tx, lines)) {
    const key = JSON.stringify([l.productId, l.size, l.color]);
    const line = merged.get(key) ?? { ...l, quantity: 0 };
    line.quantity += l.quantity;
    merged.set(key, line);
  }
  await addStock(tx, [...merged.values()].sort(byKey));
  // Returned units may bring a sold-out size back; cancellations are rare enough to always tell.
  await bumpCatalogVersion(tx);
}

/** Sizes (of a colour) at or under `threshold` units, fewest first (at most `limit`): what to restock. */
export async function lowStockSizes(db: Executor, threshold: number, limit = 50) {
  return findLowStock(db, threshold, limit);
}
