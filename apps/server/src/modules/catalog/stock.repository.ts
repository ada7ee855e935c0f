// The only code that reads and writes product_stock: units left per product, size and colour
// (docs/decisions/033-colour-variants.md). Products without sizes keep their units under the size
// 'One Size'; products whose stock is not kept per colour under the colour ''.
import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productStock } from './schema.ts';

/**
 * Units of one product, size and colour, as held by an order or given back by one. `color` is
 * the colour the shopper chose ('' for none); it names the stock row only when the product's
 * stock is kept per colour, else the size's one row ('' colour) serves every colour.
 */
export interface StockLine {
  productId: number;
  size: string;
  color: string;
  quantity: number;
}

/** One stock row as the owner sets it: colour '' when the product's stock is not per colour. */
export interface StockEntry {
  size: string;
  color: string;
  quantity: number;
}

/**
 * The colour of the stock row a chosen colour draws on: the colour itself when the product keeps
 * stock per colour (it has a row of a colour), else ''. One subquery on the primary key.
 */
function rowColour(productId: number, color: string): SQL<string> {
  return sql<string>`(case when ${color} <> '' and exists (
    select 1 from product_stock x where x.product_id = ${productId} and x.color <> ''
  ) then ${color} else '' end)`;
}

const variantIs = (productId: number, size: string, color: string) =>
  and(
    eq(productStock.productId, productId),
    eq(productStock.size, size),
    eq(productStock.color, rowColour(productId, color)),
  );

/** Sets the units left of one size and colour; returns the previous count (0 when there was no row). */
export async function setStock(
  tx: Executor,
  productId: number,
  size: string,
  color: string,
  quantity: number,
): Promise<number> {
  const before = await tx
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.size, size),
        eq(productStock.color, color),
      ),
    )
    .for('update');
  await tx
    .insert(productStock)
    .values({ productId, size, color, quantity })
    .onConflictDoUpdate({
      target: [productStock.productId, productStock.size, productStock.color],
      set: { quantity },
    });
  return before[0]?.quantity ?? 0;
}

/** Whether a product's stock is kept per colour (it has a row of a colour). */
export async function stockedPerColour(db: Executor, productId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), ne(productStock.color, '')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Makes a product's stock rows exactly the variants it has now: per colour (every size of every
 * colour) or not (every size, colour ''). Rows of other variants go, a variant in `named` gets
 * that count, one not named keeps its count (or starts at 0 when new).
 */
export async function replaceStock(
  tx: Executor,
  productId: number,
  variants: { size: string; color: string }[],
  named: StockEntry[],
): Promise<void> {
  const keep = variants.map((v) => sql`(${v.size}, ${v.color})`);
  await tx
    .delete(productStock)
    .where(
      and(
        eq(productStock.productId, productId),
        sql`(${productStock.size}, ${productStock.color}) not in (${sql.join(keep, sql`, `)})`,
      ),
    );
  // Two statements at most, whatever the number of variants: each fires product_stock's
  // statement triggers (sizes in stock, filter counts) once. With one insert a variant, a
  // 1,500-product import took 29 s on PGlite against 17 s (e2e/probes/owner-heavy-tasks.mjs).
  const count = new Map(named.map((n) => [JSON.stringify([n.size, n.color]), n.quantity]));
  // A variant twice in one upsert is an error ("cannot affect row a second time"); once is enough.
  const unique = [...new Map(variants.map((v) => [JSON.stringify([v.size, v.color]), v])).values()];
  const counted = unique.flatMap(({ size, color }) => {
    const quantity = count.get(JSON.stringify([size, color]));
    return quantity === undefined ? [] : [{ productId, size, color, quantity }];
  });
  const fresh = unique
    .filter(({ size, color }) => !count.has(JSON.stringify([size, color])))
    .map(({ size, color }) => ({ productId, size, color, quantity: 0 }));
  if (counted.length) {
    await tx
      .insert(productStock)
      .values(counted)
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size, productStock.color],
        set: { quantity: sql`excluded.quantity` },
      });
  }
  if (fresh.length) await tx.insert(productStock).values(fresh).onConflictDoNothing();
}

/**
 * Takes `quantity` units of one size and colour, only if that many are left, and answers how
 * many are left then (null when there were too few). The row lock this UPDATE holds until commit
 * is what stops two orders from selling the same last unit.
 */
export async function takeStock(tx: Executor, line: StockLine): Promise<number | null> {
  const rows = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} - ${line.quantity}` })
    .where(
      and(
        variantIs(line.productId, line.size, line.color),
        gte(productStock.quantity, line.quantity),
      ),
    )
    .returning({ quantity: productStock.quantity });
  return rows[0]?.quantity ?? null;
}

/** Units left of a size in a chosen colour (0 when there is no such row). */
export async function stockLeft(
  db: Executor,
  productId: number,
  size: string,
  color: string,
): Promise<number> {
  const rows = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(variantIs(productId, size, color))
    .limit(1);
  return rows[0]?.quantity ?? 0;
}

/**
 * Puts units back on the shelf. The caller passes one line per product, size and colour, in key
 * order (the order takeStock is called in), so a return and a new order cannot deadlock; a
 * variant that has since lost its stock row gets one back.
 */
export async function addStock(tx: Executor, lines: StockLine[]): Promise<void> {
  for (const l of lines) {
    await tx
      .insert(productStock)
      .values({
        productId: l.productId,
        size: l.size,
        color: rowColour(l.productId, l.color),
        quantity: l.quantity,
      })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size, productStock.color],
        set: { quantity: sql`${productStock.quantity} + excluded.quantity` },
      });
  }
}

/**
 * Sizes with at most `threshold` units left, fewest first, with their product's title: the
 * owner's restocking list on the admin's Today screen.
 */
export async function findLowStock(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<{ productId: number; title: string; size: string; color: string; quantity: number }[]> {
  return db
    .select({
      productId: productStock.productId,
      title: products.title,
      size: productStock.size,
      color: productStock.color,
      quantity: productStock.quantity,
    })
    .from(productStock)
    .innerJoin(products, eq(products.id, productStock.productId))
    .where(lte(productStock.quantity, threshold))
    .orderBy(
      asc(productStock.quantity),
      asc(products.title),
      asc(productStock.size),
      asc(productStock.color),
    )
    .limit(limit);
}

export interface StockRow {
  size: string;
  /** '' when the product's stock is not kept per colour. */
  color: string;
  quantity: number;
}

/** A product's stock rows in the order of its sizes, as a JSON array riding along in a product query. */
export function stockOfProduct(): SQL<StockRow[]> {
  return sql<StockRow[]>`coalesce((
    select json_agg(json_build_object('size', s.size, 'color', s.color, 'quantity', s.quantity)
      order by array_position("products"."sizes", s.size), s.size,
        array_position("products"."colors", s.color), s.color)
    from product_stock s where s.product_id = "products"."id"
  ), '[]'::json)`;
}
