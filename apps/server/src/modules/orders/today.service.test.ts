// Today's money is counted by Indian calendar days: midnight in India is 18:30 UTC.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, productStock } from '../../db/schema.ts';
import { createTestDatabase, createTestUser, type TestDatabase } from '../../test/harness.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { address, createProduct } from './test-fixtures.ts';
import { today } from './today.service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const noUpi = { awaitingUpi: async () => 0 };

async function paidAt(at: string, status = 1): Promise<number> {
  const db = database.db;
  const shopper = await createTestUser(db);
  const p = await createProduct(db, { regularPricePaise: 123_456, stock: { S: 5 } });
  const { order } = await createOrder(db, shopper, {
    items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
  });
  await db
    .update(orders)
    .set({ status, paidAt: new Date(at) })
    .where(eq(orders.id, order.id));
  return 123_456;
}

it('puts a payment at 23:59 IST on that day and one at 00:01 IST on the next, paise-exact', async () => {
  await paidAt('2025-01-01T18:29:00Z'); // 1 Jan, 23:59 IST
  await paidAt('2025-01-01T18:31:00Z'); // 2 Jan, 00:01 IST
  await paidAt('2025-01-02T10:00:00Z', 4); // paid, then cancelled: not revenue
  await paidAt('2024-12-01T10:00:00Z'); // 32 days before: outside the 30
  const t = await today(database.db, noUpi, new Date('2025-01-02T12:00:00Z'));
  expect(t.revenue.today).toBe(1234.56);
  expect(t.revenue.last7Days).toBe(2469.12);
  expect(t.revenue.last30Days).toBe(2469.12);
  expect(t.salesPerDay).toHaveLength(30);
  expect(t.salesPerDay.at(-1)).toEqual({ date: '2025-01-02', revenue: 1234.56, orders: 1 });
  expect(t.salesPerDay.at(-2)).toEqual({ date: '2025-01-01', revenue: 1234.56, orders: 1 });
  expect(t.salesPerDay[0]!.date).toBe('2024-12-04');
  expect(t.waiting.shipping).toBe(3);
  expect(t.lowStockThreshold).toBe(3);
});

it('names the colour beside the size in the low-stock list, for a product counted per colour', async () => {
  const db = database.db;
  const shared = await createProduct(db, {
    title: 'Low shared kurta',
    stock: { S: 1, M: 9, L: 9 },
  });
  const perColour = await createProduct(db, {
    title: 'Low colour kurta',
    stock: { S: 9, M: 9, L: 9 },
  });
  await db.delete(productStock).where(eq(productStock.productId, perColour.id));
  await db.insert(productStock).values([
    { productId: perColour.id, size: 'M', color: 'Navy', quantity: 0 },
    { productId: perColour.id, size: 'M', color: 'Maroon', quantity: 8 },
  ]);
  const low = (await today(db, noUpi)).lowStock;
  expect(low.filter((r) => r.productId === perColour.id)).toEqual([
    { productId: perColour.id, title: 'Low colour kurta', size: 'M', color: 'Navy', quantity: 0 },
  ]);
  expect(low.filter((r) => r.productId === shared.id)).toEqual([
    { productId: shared.id, title: 'Low shared kurta', size: 'S', color: '', quantity: 1 },
  ]);
});
