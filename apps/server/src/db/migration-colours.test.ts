// The colour-variants migration (drizzle/0028_colour_variants.sql, docs/decisions/033) on a copy
// of the demo data: a database migrated up to the migration before it holds the demo catalog's
// products and stock per size; after it, every product has exactly the units it had, size by
// size, under the colour '' (one count for all its colours), and the sizes in stock are the same.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { migrationsBefore } from './migrations.test-kit.ts';
import { generateDemoCatalog } from './seed/demo-catalog.ts';

const TAG = /_colour_variants$/;
let client: PGlite;
let before: string;

type StockRow = { product_id: number; size: string; quantity: number; color?: string };

async function stockRows(): Promise<StockRow[]> {
  const r = await client.query<StockRow>(
    'select * from product_stock order by product_id, size, quantity',
  );
  return r.rows;
}

async function sizesInStock(): Promise<{ id: number; sizes_in_stock: string[] }[]> {
  const r = await client.query<{ id: number; sizes_in_stock: string[] }>(
    'select id, sizes_in_stock from products order by id',
  );
  return r.rows;
}

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  before = migrationsBefore(TAG);
  await migrate(drizzle(client), { migrationsFolder: before });
  for (const p of generateDemoCatalog()) {
    const { rows } = await client.query<{ id: number }>(
      `insert into products (title, description, category, parent_category, sub_category,
         master_category, gender, regular_price_paise, discounted_price_paise, sizes, colors,
         featured, art)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        p.title,
        p.description,
        p.category,
        p.parentCategory,
        p.subCategory,
        p.masterCategory,
        p.gender,
        p.regularPricePaise,
        p.discountedPricePaise,
        p.sizes,
        p.colors,
        p.featured,
        JSON.stringify(p.art),
      ],
    );
    for (const size of p.sizes) {
      await client.query(
        'insert into product_stock (product_id, size, quantity) values ($1, $2, $3)',
        [rows[0]!.id, size, p.stock[size] ?? 0],
      );
    }
  }
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('the colour-variants migration on the demo data', () => {
  it('keeps every unit of every size, under the colour for all colours', async () => {
    const stockBefore = await stockRows();
    const inStockBefore = await sizesInStock();
    expect(stockBefore.length).toBeGreaterThan(300);
    expect(stockBefore.some((r) => r.quantity > 0)).toBe(true);

    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

    const after = await stockRows();
    expect(after).toEqual(stockBefore.map((r) => ({ ...r, color: '' })));
    expect(await sizesInStock()).toEqual(inStockBefore);
  });

  it('lists a size in stock once however many of its colours have units', async () => {
    const [first] = await sizesInStock();
    await client.query('delete from product_stock where product_id = $1', [first!.id]);
    await client.query(
      `insert into product_stock (product_id, size, color, quantity)
       values ($1, 'M', 'Red', 2), ($1, 'M', 'Blue', 1), ($1, 'L', 'Red', 0)`,
      [first!.id],
    );
    const { rows } = await client.query<{ sizes_in_stock: string[] }>(
      'select sizes_in_stock from products where id = $1',
      [first!.id],
    );
    expect(rows[0]!.sizes_in_stock).toEqual(['M']);
  });
});
