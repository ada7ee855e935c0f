// The back-in-stock-per-colour migration (drizzle/0032_stock_alerts_per_colour.sql,
// docs/decisions/033): alerts written before it, waiting or already mailed, keep their product,
// size, address, account and times, and wait for any colour ('') in English, as they did.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import { migrationsBefore } from './migrations.test-kit.ts';

const TAG = /_stock_alerts_per_colour$/;
let client: PGlite;
let before: string;

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  before = migrationsBefore(TAG);
  await migrate(drizzle(client), { migrationsFolder: before });
}, 120_000);

afterAll(async () => {
  await client?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

it('keeps every alert as it was, waiting for any colour in English', async () => {
  const { rows } = await client.query<{ id: number }>(
    `insert into products (title, description, category, parent_category, sub_category,
       master_category, gender, regular_price_paise, sizes, colors, featured, art)
     values ('Kurta', 'A kurta.', 'Men', 'Ethnic Wear', 'Kurta', 'Apparel', 'Men', 149900,
       '{S,M}', '{Maroon,Navy}', false, '{}') returning id`,
  );
  const id = rows[0]!.id;
  await client.query(
    `insert into stock_alerts (product_id, size, email, created_at, notified_at) values
       ($1, 'S', 'a@example.in', '2026-11-01T10:00:00Z', null),
       ($1, '*', 'b@example.in', '2026-11-02T10:00:00Z', null),
       ($1, 'M', 'c@example.in', '2026-11-03T10:00:00Z', '2026-11-04T10:00:00Z')`,
    [id],
  );
  const read = () =>
    client.query<Record<string, unknown>>(
      `select product_id, size, email, user_id, created_at, notified_at from stock_alerts
       order by id`,
    );
  const beforeRows = (await read()).rows;

  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

  expect((await read()).rows).toEqual(beforeRows);
  const { rows: added } = await client.query<{ color: string; language: string }>(
    'select color, language from stock_alerts order by id',
  );
  expect(added).toEqual(Array.from({ length: 3 }, () => ({ color: '', language: 'en' })));
  // Still one waiting alert per address and size; now per colour too.
  await expect(
    client.query(
      `insert into stock_alerts (product_id, size, email) values ($1, 'S', 'A@example.in')`,
      [id],
    ),
  ).rejects.toThrow();
  await client.query(
    `insert into stock_alerts (product_id, size, color, email) values ($1, 'S', 'Navy', 'a@example.in')`,
    [id],
  );
});
