// Credit notes of returns under concurrency, which only a real PostgreSQL can run (PGlite's one
// connection makes transactions take turns): refunds of one order's pieces started at the same
// moment, some of them retries, issue one note per refund, numbered one after another with no
// gap, and never more units than the invoice had (docs/tax.md, "Credit notes for returns").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../flows/checkout/index.ts';
import { returnRefunds } from '../../flows/refunds/index.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { getOrderForOwner, markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import type { TaxDocument } from './index.ts';
import { findTaxDocuments } from './tax.repository.ts';

let t: TestApp;
beforeAll(async () => {
  if (testDbKind !== 'postgres') return;
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('credit notes of returns under concurrency (postgres)', () => {
  it.skipIf(testDbKind !== 'postgres')(
    'six refunds of one piece each at once, each sent twice: six notes, consecutive numbers',
    async () => {
      const shopper = await createTestUser(t.app.db);
      const p = await createProduct(t.app.db, { regularPricePaise: 99_900, stock: { S: 10 } });
      const { order } = await createOrder(t.app.db, shopper, {
        items: [{ productId: p.id, quantity: 6, size: 'S', color: 'Maroon' }],
        shippingAddress: address,
      });
      await markOrderPaid(t.app.db, order.id, { method: 'upi', reference: 'UTR-RACE' });
      expect((await shipOrder(t.app.db, order.id, 'DTDC 1')).outcome).toBe('moved');
      const item = (await getOrderForOwner(t.app.db, order.id))!.items[0]!;
      const piece = Math.floor((item.unitPricePaise * 6 - item.discountPaise) / 6);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          t.app.db.transaction((tx) =>
            returnRefunds.refund(tx, {
              orderId: order.id,
              returnId: 500 + (i % 6),
              amountPaise: piece,
              to: 'store_credit',
              lines: [{ orderItemId: item.id, quantity: 1, amountPaise: piece }],
              idempotencyKey: `cn-race:${order.id}:${i % 6}`,
              actor: 'race',
            }),
          ),
        ),
      );
      // A retry racing its first may lose on the unique key; none may pay or credit twice.
      const refundIds = new Set(
        outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.refundId] : [])),
      );
      expect(refundIds.size).toBe(6);
      const notes = (await findTaxDocuments(t.app.db, order.id))
        .filter((d) => d.kind === 'credit-note')
        .map((d) => d.document as TaxDocument);
      expect(notes).toHaveLength(6);
      const numbers = notes.map((n) => Number(n.number.slice(-6))).sort((a, b) => a - b);
      expect(numbers.at(-1)! - numbers[0]!).toBe(5);
      expect(notes.reduce((s, n) => s + n.lines[0]!.quantity, 0)).toBe(6);
      expect(new Set(notes.map((n) => n.refundId)).size).toBe(6);
    },
  );
});
