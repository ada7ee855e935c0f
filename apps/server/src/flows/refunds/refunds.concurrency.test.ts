// Money races that only a real PostgreSQL can run (PGlite's one connection makes transactions
// take turns): refunds of one order started at the same moment never add up past what was
// paid, and two checkouts spending the same store credit at once: one wins, the balance never
// goes below zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { createPricedProduct, placeOrder } from '../../modules/payments/payments.test-kit.ts';
import { creditBalance, moveCredit, returnRefunds } from './index.ts';
import { paidByCard } from './refunds.test-kit.ts';

let t: TestApp;
let kurta: number;
beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  t = await createTestApp();
  kurta = await createPricedProduct(t.app.db, 149_900);
});
afterAll(async () => {
  await t?.close();
});

describe('refunds and store credit under concurrency (postgres)', () => {
  it.skipIf(testDbKind !== 'postgres')(
    '10 refunds of the whole order at once: exactly one is taken',
    async () => {
      const shopper = await createTestUser(t.app.db);
      const order = await paidByCard(t.app, shopper.auth, kurta);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          t.app.db.transaction((tx) =>
            returnRefunds.refund(tx, {
              orderId: order.id,
              returnId: null,
              amountPaise: order.total * 100,
              to: i % 2 ? 'store_credit' : 'source',
              lines: [],
              idempotencyKey: `race:${order.id}:${i}`,
              actor: 'race',
            }),
          ),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.filter((o) => o.status === 'rejected');
      for (const r of refused) expect(r.reason).toMatchObject({ kind: 'conflict' });
    },
  );

  it.skipIf(testDbKind !== 'postgres')(
    'the same idempotency key sent 10 times at once: one refund',
    async () => {
      const shopper = await createTestUser(t.app.db);
      const order = await paidByCard(t.app, shopper.auth, kurta);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          t.app.db.transaction((tx) =>
            returnRefunds.refund(tx, {
              orderId: order.id,
              returnId: null,
              amountPaise: 10_000,
              to: 'store_credit',
              lines: [],
              idempotencyKey: `same:${order.id}`,
              actor: 'race',
            }),
          ),
        ),
      );
      const ids = new Set(
        outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.refundId] : [])),
      );
      expect(ids.size).toBe(1);
      expect(await creditBalance(t.app.db, shopper.id)).toBe(10_000);
    },
  );

  it.skipIf(testDbKind !== 'postgres')(
    'two checkouts spending the same credit at once: one wins, never below zero',
    async () => {
      const shopper = await createTestUser(t.app.db);
      await t.app.db.transaction((tx) =>
        moveCredit(tx, { userId: shopper.id, amountPaise: 50_000, kind: 'adjustment', actor: 't' }),
      );
      const orders = await Promise.all([
        placeOrder(t.app, shopper.auth, kurta),
        placeOrder(t.app, shopper.auth, kurta),
      ]);
      const outcomes = await Promise.allSettled(
        orders.map((o) =>
          t.app.db.transaction((tx) =>
            moveCredit(tx, {
              userId: shopper.id,
              amountPaise: -40_000,
              kind: 'checkout',
              orderId: o.id,
              actor: 'shopper',
            }),
          ),
        ),
      );
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await creditBalance(t.app.db, shopper.id)).toBe(10_000);
    },
  );
});
