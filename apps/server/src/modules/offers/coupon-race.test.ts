// A code's last use under a real race: on PostgreSQL the test pool has 20 connections, so
// these 50 orders really run at the same moment (PGlite takes its transactions in turn).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders } from '../../db/schema.ts';
import {
  createTestApp,
  createTestUser,
  randomIp,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import { createCoupon } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  if (testDbKind === 'postgres') t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('offer codes under concurrency (postgres)', () => {
  it.skipIf(testDbKind !== 'postgres')(
    "50 shoppers racing for a code's last use: exactly one order has it",
    async () => {
      const p = await createProduct(t.app.db, { stock: { M: 100 } });
      const coupon = await createCoupon(t.app.db, {
        code: 'LASTONE',
        flatPaise: 10_000,
        maxUses: 3,
      });
      // Two uses are gone already: one is left.
      await t.app.db.update(coupons).set({ used: 2 }).where(eq(coupons.id, coupon.id));
      const shoppers = await Promise.all(
        Array.from({ length: 50 }, () => createTestUser(t.app.db)),
      );
      const replies = await Promise.all(
        shoppers.map((s) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/orders',
            // Each from an address of its own, so the per-address lock does not queue them.
            remoteAddress: randomIp(),
            headers: s.auth,
            payload: {
              items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
              shippingAddress: address,
              couponCode: 'lastone',
            },
          }),
        ),
      );
      const codes = replies.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      const withCode = await t.app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.couponCode, 'LASTONE'));
      expect(withCode).toHaveLength(1);
      const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row?.used).toBe(3);
      const redemptions = await t.app.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(redemptions).toHaveLength(1);
    },
    60_000,
  );
});
