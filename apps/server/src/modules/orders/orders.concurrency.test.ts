// Races that only a real PostgreSQL can run: PGlite has one connection, so its transactions
// take turns and could never show a lost update. On PostgreSQL the test pool has 20
// connections, so these requests really do run at the same moment.
import type { Order } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { cancelExpiredOrders, markOrderPaid } from './index.ts';
import { address, ageOrder, countOrders, createProduct, stockOf } from './test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  if (testDbKind === 'postgres') t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const order = (productId: number) => ({
  items: [{ productId, quantity: 1, size: 'M', color: 'Maroon' }],
  shippingAddress: address,
});

describe('orders under concurrency (postgres)', () => {
  it.skipIf(testDbKind !== 'postgres')(
    '20 shoppers ordering the last unit at once: exactly one order, stock 0',
    async () => {
      const p = await createProduct(t.app.db, { stock: { M: 1 } });
      const shoppers = await Promise.all(
        Array.from({ length: 20 }, () => createTestUser(t.app.db)),
      );
      const before = await countOrders(t.app.db);
      const replies = await Promise.all(
        shoppers.map((s) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/orders',
            headers: s.auth,
            payload: order(p.id),
          }),
        ),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      expect(await stockOf(t.app.db, p.id, 'M')).toBe(0);
      expect(await countOrders(t.app.db)).toBe(before + 1);
    },
  );

  it.skipIf(testDbKind !== 'postgres')(
    '20 identical requests with one Idempotency-Key: one order, the same answer 20 times',
    async () => {
      const p = await createProduct(t.app.db, { stock: { M: 50 } });
      const shopper = await createTestUser(t.app.db);
      const headers = { ...shopper.auth, 'idempotency-key': 'double-click-9c1' };
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({ method: 'POST', url: '/api/v1/orders', headers, payload: order(p.id) }),
        ),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
      const ids = new Set(replies.map((r) => r.json<Order>().id));
      expect(ids.size).toBe(1);
      expect(await countOrders(t.app.db, shopper.id)).toBe(1);
      expect(await stockOf(t.app.db, p.id, 'M')).toBe(49);
    },
  );

  it.skipIf(testDbKind !== 'postgres')(
    'a payment and the expiry racing for one order: one of them wins, stock stays right',
    async () => {
      const p = await createProduct(t.app.db, { stock: { M: 20 } });
      const shopper = await createTestUser(t.app.db);
      const placed: string[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: shopper.auth,
          payload: order(p.id),
        });
        placed.push(res.json<Order>().id);
      }
      for (const id of placed) await ageOrder(t.app.db, id, 30);
      const [payments, cancelled] = await Promise.all([
        Promise.all(
          placed.map((id) => markOrderPaid(t.app.db, id, { method: 'upi', reference: id })),
        ),
        cancelExpiredOrders(t.app.db, 24),
      ]);
      for (const [i, id] of placed.entries()) {
        // Each order is either paid (and kept) or cancelled (and its unit returned), never both.
        expect(payments[i] === 'paid').toBe(!cancelled.includes(id));
      }
      const paidCount = payments.filter((r) => r === 'paid').length;
      expect(await stockOf(t.app.db, p.id, 'M')).toBe(20 - paidCount);
    },
  );
});
