// Colours as variants (issue 33 item 1, docs/decisions/033-colour-variants.md): stock per size
// and colour, the product page's variants, orders and the quote per variant, cancellation giving
// units back to the right colour, and two shoppers racing for the last unit of one size and
// colour (PostgreSQL only: PGlite's one connection makes transactions take turns).
import type { Order, Product, QuoteResponse } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStock } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { cancelExpiredOrders } from '../orders/index.ts';
import { address, ageOrder, createProduct } from '../orders/test-fixtures.ts';
import { writeStock } from './inventory.service.ts';
import {
  applyProductImport,
  exportProductsCsv,
  previewProductImport,
} from './product-import.service.ts';
import { HEADER, row } from './products-csv.test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A product in S, M and L, in Maroon and Navy, stocked per colour as given (else 0). */
async function perColourProduct(units: Record<string, number>) {
  const p = await createProduct(t.app.db, { stock: {} });
  const named = Object.entries(units).map(([key, quantity]) => {
    const [size, color] = key.split('/') as [string, string];
    return { size, color, quantity };
  });
  await t.app.db.transaction((tx) =>
    writeStock(tx, p.id, ['S', 'M', 'L'], ['Maroon', 'Navy'], named),
  );
  return p;
}

async function unitsOf(productId: number, size: string, color: string): Promise<number | null> {
  const rows = await t.app.db
    .select({ q: productStock.quantity })
    .from(productStock)
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.size, size),
        eq(productStock.color, color),
      ),
    );
  return rows[0]?.q ?? null;
}

const order = (productId: number, size: string, color: string, quantity = 1) => ({
  items: [{ productId, quantity, size, color }],
  shippingAddress: address,
});

async function place(auth: Record<string, string>, body: ReturnType<typeof order>) {
  return t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: auth, payload: body });
}

describe(`colours as variants (${testDbKind})`, () => {
  it('keeps a row per size and colour, and the product page lists every variant', async () => {
    const p = await perColourProduct({ 'M/Maroon': 3, 'M/Navy': 0, 'L/Navy': 12 });
    expect(await unitsOf(p.id, 'M', 'Maroon')).toBe(3);
    expect(await unitsOf(p.id, 'S', 'Navy')).toBe(0);
    expect(await unitsOf(p.id, 'M', '')).toBeNull();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${p.id}` });
    expect(res.statusCode).toBe(200);
    const wire = res.json<Product>();
    // The spec's shape stays: the attribute lists are still there.
    expect(wire.attributes.find((a) => a.key === 'color')?.value).toEqual(['Maroon', 'Navy']);
    expect(wire.attributes.find((a) => a.key === 'inStockSizes')?.value).toEqual(['M', 'L']);
    expect(wire.variants).toEqual([
      { size: 'S', color: 'Maroon', inStock: false },
      { size: 'S', color: 'Navy', inStock: false },
      { size: 'M', color: 'Maroon', inStock: true, left: 3 },
      { size: 'M', color: 'Navy', inStock: false },
      { size: 'L', color: 'Maroon', inStock: false },
      { size: 'L', color: 'Navy', inStock: true },
    ]);
  });

  it('a product stocked per size gives every colour the size count', async () => {
    const p = await createProduct(t.app.db, { stock: { S: 0, M: 2, L: 40 } });
    const wire = (
      await t.app.inject({ method: 'GET', url: `/api/v1/products/${p.id}` })
    ).json<Product>();
    expect(wire.variants?.filter((v) => v.size === 'M')).toEqual([
      { size: 'M', color: 'Maroon', inStock: true, left: 2 },
      { size: 'M', color: 'Navy', inStock: true, left: 2 },
    ]);
    const shopper = await createTestUser(t.app.db);
    const res = await place(shopper.auth, order(p.id, 'M', 'Navy', 2));
    expect(res.statusCode, res.body).toBe(201);
    expect(await unitsOf(p.id, 'M', '')).toBe(0);
  });

  it('refuses a sold-out colour of a size that another colour still has, and takes the right row', async () => {
    const p = await perColourProduct({ 'M/Maroon': 3, 'M/Navy': 0 });
    const shopper = await createTestUser(t.app.db);
    const refused = await place(shopper.auth, order(p.id, 'M', 'Navy'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain('in size M, Navy is sold out');
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/quote',
      headers: shopper.auth,
      payload: { items: [{ productId: p.id, quantity: 4, size: 'M', color: 'maroon' }] },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<QuoteResponse>().lines[0]).toMatchObject({ left: 3 });

    const res = await place(shopper.auth, order(p.id, 'M', 'Maroon', 2));
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<Order>();
    expect(placed.items[0]).toMatchObject({ size: 'M', color: 'Maroon', quantity: 2 });
    expect(await unitsOf(p.id, 'M', 'Maroon')).toBe(1);
    expect(await unitsOf(p.id, 'M', 'Navy')).toBe(0);

    // An unpaid order that expires gives its units back to its own colour.
    await ageOrder(t.app.db, placed.id, 48);
    await cancelExpiredOrders(t.app.db, 24);
    expect(await unitsOf(p.id, 'M', 'Maroon')).toBe(3);
    expect(await unitsOf(p.id, 'M', 'Navy')).toBe(0);
  });

  it('reads stock per size/colour from a CSV file and writes it back the same', async () => {
    const sku = `COL-${Date.now()}`;
    const csv = [
      HEADER,
      row(sku, {
        sizes: 'S|M',
        colors: 'Ivory|Sky Blue',
        stock: 'S/Ivory:3|S/Sky Blue:0|M/ivory:1|M/Sky Blue:2',
      }),
    ].join('\n');
    const applied = await applyProductImport(t.app.db, null, csv);
    expect(applied).toMatchObject({ created: 1 });
    const exported = await exportProductsCsv(t.app.db);
    const header = exported.split('\r\n')[0]!;
    const line = exported.split('\r\n').find((l) => l.startsWith(`${sku},`))!;
    expect(line).toContain('S/Ivory:3|S/Sky Blue:0|M/Ivory:1|M/Sky Blue:2');
    const again = await previewProductImport(t.app.db, `${header}\n${line}`);
    expect(again).toMatchObject({ errors: [], unchanged: 1 });
    // Mixing entries per colour and per size in one cell is refused.
    const mixed = await previewProductImport(
      t.app.db,
      [HEADER, row(`${sku}-B`, { sizes: 'S|M', stock: 'S:3|M/Ivory:1' })].join('\n'),
    );
    expect(mixed.errors).toEqual([expect.stringMatching(/stock: give units per size\/colour/)]);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'two shoppers buying the last unit of one size and colour at once: one wins',
    async () => {
      const p = await perColourProduct({ 'L/Navy': 1, 'L/Maroon': 5 });
      const [a, b] = await Promise.all([createTestUser(t.app.db), createTestUser(t.app.db)]);
      const replies = await Promise.all(
        [a!, b!].map((s) => place(s.auth, order(p.id, 'L', 'Navy'))),
      );
      expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await unitsOf(p.id, 'L', 'Navy')).toBe(0);
      expect(await unitsOf(p.id, 'L', 'Maroon')).toBe(5);
    },
  );
});
