// The quote and the placed order are the same order calculator on the same input
// (docs/decisions/014-order-calculator.md): for any cart, offer code, shipping state and payment
// method, what POST /orders/quote answers is what POST /orders charges and stores, through the
// API. The demo store is in Rajasthan (CGST + SGST there, IGST elsewhere), ships free from ₹999
// and charges ₹49 for cash on delivery.
import type { Order } from '@store/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema.ts';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';
import { pay, payerFields } from '../payments/payments.test-kit.ts';
import { cartArbitrary, loadCartPins, quoteAndPlace } from './order-money.test-kit.ts';
import { orderRow } from './test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cartArb = cartArbitrary({ limitedOffers: true });

const rupees = (paise: number) => paise / 100;

describe(`the quote equals the placed order (${testDbKind})`, () => {
  // Twelve carts placed through the API: more than the default 30 s on a busy machine.
  it('for any cart, code, state and payment method', { timeout: 240_000 }, async () => {
    await loadCartPins(t);
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        const { shopper, couponCode, quote: q, order } = await quoteAndPlace(t, cart, 'CALC');
        if (couponCode) expect(q.coupon?.status).toBe('applied');

        expect(order).toMatchObject({
          subtotal: q.subtotal,
          discount: q.discount,
          shippingFee: q.shipping,
        });
        const stored = await t.app.db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id));
        for (const line of q.lines) {
          const item = stored.find((s) => s.productId === line.productId)!;
          expect(rupees(item.discountPaise)).toBe(line.discount);
          const net = item.unitPricePaise * item.quantity - item.discountPaise;
          expect(rupees(net)).toBe(line.net);
          const tax = item.cgstPaise + item.sgstPaise + item.utgstPaise + item.igstPaise;
          expect(item.taxablePaise! + tax).toBe(net);
        }
        const quotedTax = {
          cgst: q.tax!.cgst,
          sgst: q.tax!.sgst,
          utgst: q.tax!.utgst,
          igst: q.tax!.igst,
          totalTax: q.tax!.total,
        };
        if (!cart.cod || !q.cod.offered) {
          expect(order.total).toBe(q.total);
          expect(order.tax).toMatchObject(quotedTax);
          return;
        }
        // Cash on delivery is chosen after placing, at payment: the fee then lands on the total.
        const paid = await pay(t.app, shopper.auth, order.id, payerFields('cod'));
        expect(paid.statusCode, paid.body).toBe(200);
        const row = await orderRow(t.app.db, order.id);
        expect(rupees(row.codFeePaise)).toBe(q.codFee);
        expect(rupees(row.totalPaise)).toBe(q.total);
        // The COD fee is taxed with the goods (docs/tax.md): the order's tax now has its share.
        const again = await t.app.inject({
          method: 'GET',
          url: `/api/v1/orders/${order.id}`,
          headers: shopper.auth,
        });
        expect(again.json<Order>().tax).toMatchObject(quotedTax);
      }),
      { numRuns: 12 },
    );
  });
});
