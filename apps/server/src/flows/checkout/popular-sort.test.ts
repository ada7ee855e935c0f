// sort=popular orders a listing by units sold in the last 30 days (issue 30, item 5): orders
// placed through the checkout, then paid, shipped or delivered; pending orders and orders older
// than 30 days do not count.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { ageOrder, address, createProduct } from '../../modules/orders/test-fixtures.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createOrder } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`sort=popular (${testDbKind})`, () => {
  it('puts the pieces with the most units in paid, shipped or delivered orders of the last 30 days first', async () => {
    const db = t.database.db;
    const shopper = await createTestUser(db);
    const make = (title: string) => createProduct(db, { title, stock: { S: 100, M: 100 } });
    // Made in this order, so that newest first would answer them the other way round.
    const first = await make('Popular Test First');
    const second = await make('Popular Test Second');
    const pending = await make('Popular Test Unpaid'); // ordered, never paid
    const older = await make('Popular Test Old Seller'); // sold most, but 40 days ago
    const place = async (productId: number, times: number, quantity: number) => {
      const ids: string[] = [];
      for (let i = 0; i < times; i++) {
        const { order } = await createOrder(db, shopper, {
          items: [{ productId, quantity, size: 'S', color: 'Maroon' }],
          shippingAddress: address,
        });
        ids.push(order.id);
      }
      return ids;
    };
    // Paid (1), shipped (2), delivered (3): the payment itself is not what is tested here.
    const paid = async (ids: string[], status: number) =>
      db.update(orders).set({ status }).where(inArray(orders.id, ids));
    await paid(await place(first.id, 3, 4), 1); // 12 units
    await paid(await place(second.id, 1, 4), 2); // 8 units: 4 shipped, 4 delivered
    await paid(await place(second.id, 1, 4), 3);
    await place(pending.id, 4, 5); // 20 units, pending
    const old = await place(older.id, 4, 5); // 20 units, paid 40 days ago
    await paid(old, 3);
    for (const id of old) await ageOrder(db, id, 40 * 24);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?category=men&subCategory=kurta&sort=popular&limit=100',
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { data: { id: number }[] }).data.map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([first.id, second.id]);
    // Nothing counted for the other two: they come after every piece that sold, newest first
    // among the pieces that did not (the old seller is the newer of the two).
    expect(ids.indexOf(older.id)).toBeGreaterThan(1);
    expect(ids.indexOf(pending.id)).toBeGreaterThan(ids.indexOf(older.id));
    // Newest first answers the four the other way round.
    const newest = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?category=men&subCategory=kurta&limit=4',
    });
    const newestIds = (newest.json() as { data: { id: number }[] }).data.map((p) => p.id);
    expect(newestIds).toEqual([older.id, pending.id, second.id, first.id]);
    const counted = await db.execute(sql`select count(*)::int as n from order_items`);
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(13);
  });
});
