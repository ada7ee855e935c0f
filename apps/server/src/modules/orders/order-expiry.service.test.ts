import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments } from '../../db/schema.ts';
import { paymentsInFlight } from '../payments/index.ts';
import { appWithoutGateway, pay, payerFields } from '../payments/payments.test-kit.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  cancelExpiredOrders,
  expireUnpaidOrders,
  type ExpiryPolicy,
} from './order-expiry.service.ts';
import { markOrderPaid } from './order-moves.service.ts';
import { ageOrder, orderRow, placePendingOrder, stockOf } from './test-fixtures.ts';

let t: TestApp;
let shopper: { id: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

/** A fresh product with 5 of size S, and a Pending order for `quantity` of it. */
const pendingOrder = (quantity = 2) => placePendingOrder(t.app.db, shopper, quantity);
const row = (id: string) => orderRow(t.app.db, id);

describe(`expiry of unpaid orders (${testDbKind})`, () => {
  it('cancels Pending orders older than the limit and gives their stock back', async () => {
    const old = await pendingOrder(2);
    const fresh = await pendingOrder(1);
    const paid = await pendingOrder(1);
    await markOrderPaid(t.app.db, paid.id, { method: 'upi', reference: '' });
    await ageOrder(t.app.db, old.id, 25);
    await ageOrder(t.app.db, paid.id, 25);

    const cancelled = await cancelExpiredOrders(t.app.db, 24);
    expect(cancelled).toContain(old.id);
    expect(cancelled).not.toContain(fresh.id);
    expect(cancelled).not.toContain(paid.id);
    expect((await row(old.id)).status).toBe(4);
    expect(await stockOf(t.app.db, old.productId, 'S')).toBe(5);
    expect((await row(fresh.id)).status).toBe(0);
    expect(await stockOf(t.app.db, fresh.productId, 'S')).toBe(4);
    expect((await row(paid.id)).status).toBe(1);
    expect(await stockOf(t.app.db, paid.productId, 'S')).toBe(4);
  });

  it('does nothing the second time', async () => {
    const old = await pendingOrder(1);
    await ageOrder(t.app.db, old.id, 48);
    expect(await cancelExpiredOrders(t.app.db, 24)).toContain(old.id);
    expect(await cancelExpiredOrders(t.app.db, 24)).not.toContain(old.id);
    expect(await stockOf(t.app.db, old.productId, 'S')).toBe(5);
  });

  it('uses the hours it is given', async () => {
    const order = await pendingOrder(1);
    await ageOrder(t.app.db, order.id, 3);
    expect(await cancelExpiredOrders(t.app.db, 4)).not.toContain(order.id);
    expect(await cancelExpiredOrders(t.app.db, 2)).toContain(order.id);
  });
});

describe(`clean-up of idempotency keys (${testDbKind})`, () => {
  it('drops the keys of orders and of payments once they are a day old, and no others', async () => {
    const user = await createTestUser(t.app.db);
    const key = (scope: string, name: string, hoursOld: number) => ({
      userId: user.id,
      scope,
      key: name,
      requestHash: 'h',
      responseStatus: 200,
      responseBody: {},
      createdAt: sql`now() - make_interval(hours => ${hoursOld})`,
    });
    await t.app.db
      .insert(idempotencyKeys)
      .values([
        key('orders', 'old-order', 25),
        key('payments', 'old-payment', 25),
        key('orders', 'new-order', 23),
        key('payments', 'new-payment', 23),
      ]);
    const { keysPurged } = await expireUnpaidOrders(t.app.db, 24);
    expect(keysPurged).toBeGreaterThanOrEqual(2);
    const left = await t.app.db
      .select({ scope: idempotencyKeys.scope, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((k) => k.key).sort()).toEqual(['new-order', 'new-payment']);
  });
});

/** A card payment started for the order and not yet settled by the gateway. */
async function startCardPayment(orderId: string, status = 'pending'): Promise<void> {
  await t.app.db.insert(payments).values({
    orderId,
    method: 'card',
    amountPaise: 100,
    txnId: `EETEST${orderId}${Math.random().toString(36).slice(2, 8)}`,
    status,
  });
}

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const policy = (now: Date): ExpiryPolicy => ({
  holdMinutes: 30,
  maxHours: 24,
  paymentsInFlight,
  now,
});

describe(`the 30-minute hold (${testDbKind})`, () => {
  it('keeps an unpaid order for 30 minutes, then cancels it and gives its stock back', async () => {
    const order = await pendingOrder(2);
    expect(await stockOf(t.app.db, order.productId, 'S')).toBe(3);

    expect(await cancelExpiredOrders(t.app.db, policy(minutes(29)))).not.toContain(order.id);
    expect((await row(order.id)).status).toBe(0);
    expect(await stockOf(t.app.db, order.productId, 'S')).toBe(3);

    expect(await cancelExpiredOrders(t.app.db, policy(minutes(31)))).toContain(order.id);
    expect((await row(order.id)).status).toBe(4);
    expect(await stockOf(t.app.db, order.productId, 'S')).toBe(5);
  });

  it('never cancels an order whose card payment is in progress, until the outer bound', async () => {
    const order = await pendingOrder(2);
    await startCardPayment(order.id);

    expect(await cancelExpiredOrders(t.app.db, policy(minutes(31)))).not.toContain(order.id);
    expect(await cancelExpiredOrders(t.app.db, policy(minutes(23 * 60)))).not.toContain(order.id);
    expect((await row(order.id)).status).toBe(0);
    expect(await stockOf(t.app.db, order.productId, 'S')).toBe(3);

    // The gateway never settled it: past UNPAID_ORDER_TTL_HOURS it goes all the same.
    expect(await cancelExpiredOrders(t.app.db, policy(minutes(24 * 60 + 1)))).toContain(order.id);
    expect(await stockOf(t.app.db, order.productId, 'S')).toBe(5);
  });

  it('keeps only the normal hold for a UPI link the shopper was given: nobody can verify it', async () => {
    const buyer = await createTestUser(t.app.db);
    const order = await placePendingOrder(t.app.db, buyer, 2);
    // A store without a gateway: UPI is its own VPA, a link nobody confirms but the owner.
    const own = await appWithoutGateway(t.database);
    try {
      const upi = await pay(own, buyer.auth, order.id, payerFields('upi'));
      expect(upi.statusCode, upi.body).toBe(200);
      expect(upi.json()).toMatchObject({ success: true, action: { type: 'qr' } });
    } finally {
      await own.close();
    }

    expect(await cancelExpiredOrders(t.app.db, policy(minutes(29)))).not.toContain(order.id);
    expect(await cancelExpiredOrders(t.app.db, policy(minutes(31)))).toContain(order.id);
    expect(await stockOf(t.app.db, order.productId, 'S')).toBe(5);
  });

  it('holds the order while a UPI payment through the gateway is open: the gateway will tell', async () => {
    const buyer = await createTestUser(t.app.db);
    const order = await placePendingOrder(t.app.db, buyer, 2);
    const upi = await pay(t.app, buyer.auth, order.id, payerFields('upi'));
    expect(upi.json()).toMatchObject({ success: true, action: { type: 'qr' } });
    expect(await cancelExpiredOrders(t.app.db, policy(minutes(31)))).not.toContain(order.id);
  });

  it('cancels once the payment in progress has failed', async () => {
    const order = await pendingOrder(1);
    await startCardPayment(order.id, 'failed');
    expect(await cancelExpiredOrders(t.app.db, policy(minutes(31)))).toContain(order.id);
  });

  it('keeps going past a full batch of orders with payments in progress', async () => {
    // 200 is one batch: the in-progress ones must not stop the run before the due order.
    const kept: string[] = [];
    for (let i = 0; i < 201; i++) {
      const o = await pendingOrder(1);
      await startCardPayment(o.id);
      kept.push(o.id);
    }
    const due = await pendingOrder(1);
    const cancelled = await cancelExpiredOrders(t.app.db, policy(minutes(31)));
    expect(cancelled).toContain(due.id);
    expect(cancelled.filter((id) => kept.includes(id))).toEqual([]);
    // 202 orders placed one by one: 65 s once on a loaded 2-core machine. The bound guards
    // against a hang, not a speed.
  }, 240_000);
});
