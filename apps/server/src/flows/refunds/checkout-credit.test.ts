// Store credit spent at checkout (issue 31 item 6): the ticked box pays what the balance can;
// the order's total (the invoice's value) is unchanged and only what is left is collected, by
// the gateway or the courier; an order paid in full by credit is Processing at once; a cancelled
// order's credit goes back, once, and an unpaid order that expired gets it back from the job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { cancelOrder } from '../../modules/orders/index.ts';
import { createPricedProduct, pay, payerFields } from '../../modules/payments/payments.test-kit.ts';
import { creditBalance, moveCredit } from './index.ts';
import { giveBackCreditOfCancelledOrders } from './cancellation-refunds.ts';

let t: TestApp;
let kurta: number;
beforeAll(async () => {
  t = await createTestApp();
  kurta = await createPricedProduct(t.app.db, 149_900);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.app.db;

async function withCredit(paise: number) {
  const shopper = await createTestUser(db());
  await db().transaction((tx) =>
    moveCredit(tx, { userId: shopper.id, amountPaise: paise, kind: 'adjustment', actor: 't' }),
  );
  return shopper;
}

async function order(auth: { authorization: string }, useStoreCredit: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: auth,
    payload: {
      items: [{ productId: kurta, quantity: 1, size: 'M', color: 'Maroon' }],
      shippingAddress: {
        fullName: 'Asha Verma',
        address: '12, Linking Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        postalCode: '400050',
        phone: '98765 43210',
      },
      useStoreCredit,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

describe(`store credit at checkout (${testDbKind})`, () => {
  it('pays part: the total stays, the gateway is asked for the rest', async () => {
    const shopper = await withCredit(50_000);
    const placed = await order(shopper.auth, true);
    expect(placed.storeCredit).toBe(500);
    expect(placed.status).toBe(0);
    expect(await creditBalance(db(), shopper.id)).toBe(0);
    const res = await pay(t.app, shopper.auth, placed.id, payerFields('card'));
    const form = res.json().action.formParams.data as Record<string, string>;
    expect(Number(form.amount) * 100).toBe(Math.round(placed.total * 100) - 50_000);
    // Cancelled before paying: the credit goes back, once.
    await cancelOrder(db(), placed.id);
    expect(await creditBalance(db(), shopper.id)).toBe(50_000);
    await giveBackCreditOfCancelledOrders(db());
    expect(await creditBalance(db(), shopper.id)).toBe(50_000);
  });

  it('pays all: Processing at once, paid by store credit; unticked, nothing is spent', async () => {
    const shopper = await withCredit(1_000_000);
    const placed = await order(shopper.auth, true);
    expect(placed).toMatchObject({ status: 1, paymentMethod: 'store_credit' });
    expect(placed.storeCredit).toBe(placed.total);
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 1, paymentMethod: 'store_credit' });
    expect(row!.totalPaise).toBe(Math.round(placed.total * 100));
    const before = await creditBalance(db(), shopper.id);
    const plain = await order(shopper.auth, false);
    expect(plain.storeCredit ?? 0).toBe(0);
    expect(await creditBalance(db(), shopper.id)).toBe(before);
  });

  it('an expired unpaid order that spent credit gets it back from the job', async () => {
    const shopper = await withCredit(10_000);
    const placed = await order(shopper.auth, true);
    // An expiry cancels without the cancellation port (a bulk update): simulated here.
    await db().update(orders).set({ status: 4 }).where(eq(orders.id, placed.id));
    expect(await creditBalance(db(), shopper.id)).toBe(0);
    expect(await giveBackCreditOfCancelledOrders(db())).toBeGreaterThanOrEqual(1);
    expect(await creditBalance(db(), shopper.id)).toBe(10_000);
  });
});
