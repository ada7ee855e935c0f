import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  acceptCashOnDelivery,
  cancelExpiredOrders,
  cancelOrder,
  createOrder,
  deliverOrder,
  expireUnpaidOrders,
  findOrderForPayment,
  markOrderPaid,
  parseOrderId,
  shipOrder,
} from './orders.service.ts';
import { address, ageOrder, createProduct, stockOf } from './test-fixtures.ts';

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
async function pendingOrder(quantity = 2): Promise<{ id: string; productId: number }> {
  const p = await createProduct(t.app.db, { stock: { S: 5 } });
  const { body } = await createOrder(t.app.db, shopper, {
    items: [{ productId: p.id, quantity, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
  });
  return { id: body.id, productId: p.id };
}

async function row(id: string) {
  const [r] = await t.app.db.select().from(orders).where(eq(orders.id, id));
  return r!;
}

describe(`order references (${testDbKind})`, () => {
  it('reads references however they are typed, and nothing else', () => {
    expect(parseOrderId('EE-7K2M9Q')).toBe('EE-7K2M9Q');
    expect(parseOrderId(' ee-7k2m9q ')).toBe('EE-7K2M9Q');
    expect(parseOrderId('EE7K2M9Q')).toBe('EE-7K2M9Q');
    expect(parseOrderId('7K2M9Q')).toBe('EE-7K2M9Q');
    for (const bad of ['', 'EE-7K2M9', 'EE-7K2M9QQ', 'EE-0K2M9Q', 'EE-IK2M9Q', '1; drop']) {
      expect(parseOrderId(bad)).toBeNull();
    }
  });
});

describe(`for payments (${testDbKind})`, () => {
  it('finds the order for its owner only, with what a payment needs', async () => {
    const { id } = await pendingOrder();
    const found = await findOrderForPayment(t.app.db, id, shopper.id);
    expect(found).toEqual({
      id,
      userId: shopper.id,
      status: 0,
      totalPaise: 299_800,
      email: shopper.email,
      fullName: 'Asha Verma',
      phone: '+919876543210',
    });
    const stranger = await createTestUser(t.app.db);
    expect(await findOrderForPayment(t.app.db, id, stranger.id)).toBeNull();
    expect(await findOrderForPayment(t.app.db, 'EE-ZZZZZZ', shopper.id)).toBeNull();
  });

  it('markOrderPaid moves Pending to Processing with the method and the time, once', async () => {
    const { id } = await pendingOrder();
    expect(await markOrderPaid(t.app.db, id, { method: 'upi', reference: 'UTR1' })).toBe('paid');
    const paid = await row(id);
    expect(paid.status).toBe(1);
    expect(paid.paymentMethod).toBe('upi');
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await markOrderPaid(t.app.db, id, { method: 'card', reference: 'X' })).toBe(
      'already-paid',
    );
    expect((await row(id)).paymentMethod).toBe('upi');
  });

  it('markOrderPaid called twice at once says paid exactly once', async () => {
    const { id } = await pendingOrder();
    const results = await Promise.all([
      markOrderPaid(t.app.db, id, { method: 'upi', reference: 'A' }),
      markOrderPaid(t.app.db, id, { method: 'upi', reference: 'B' }),
    ]);
    expect(results.sort()).toEqual(['already-paid', 'paid']);
  });

  it('markOrderPaid refuses a cancelled order and an unknown one', async () => {
    const { id } = await pendingOrder();
    await cancelOrder(t.app.db, id);
    expect(await markOrderPaid(t.app.db, id, { method: 'upi', reference: 'late' })).toBe(
      'not-payable',
    );
    expect(await markOrderPaid(t.app.db, 'EE-ZZZZZZ', { method: 'upi', reference: '' })).toBe(
      'not-payable',
    );
  });

  it('acceptCashOnDelivery moves Pending to Processing as cod, without a payment time', async () => {
    const { id } = await pendingOrder();
    expect(await acceptCashOnDelivery(t.app.db, id)).toBe('paid');
    const accepted = await row(id);
    expect(accepted).toMatchObject({ status: 1, paymentMethod: 'cod', paidAt: null });
    expect(await acceptCashOnDelivery(t.app.db, id)).toBe('already-paid');
    expect(await markOrderPaid(t.app.db, id, { method: 'upi', reference: '' })).toBe(
      'already-paid',
    );
  });
});

describe(`status moves (${testDbKind})`, () => {
  it('ships a Processing order with its tracking number, and delivers it', async () => {
    const { id } = await pendingOrder();
    await markOrderPaid(t.app.db, id, { method: 'upi', reference: '' });
    const shipped = await shipOrder(t.app.db, id, ' BLUEDART 123456 ');
    expect(shipped).toMatchObject({
      outcome: 'moved',
      order: { status: 2, trackingNumber: 'BLUEDART 123456' },
    });
    const delivered = await deliverOrder(t.app.db, id);
    expect(delivered).toMatchObject({ outcome: 'moved', order: { status: 3 } });
    expect((await row(id)).deliveredAt).toBeInstanceOf(Date);
  });

  it('records the cash of a cash-on-delivery order when it is delivered', async () => {
    const { id } = await pendingOrder();
    await acceptCashOnDelivery(t.app.db, id);
    await shipOrder(t.app.db, id, 'DTDC123');
    await deliverOrder(t.app.db, id);
    expect((await row(id)).paidAt).toBeInstanceOf(Date);
  });

  it('refuses every move DECISIONS.md section 4 does not allow', async () => {
    const { id } = await pendingOrder();
    expect(await shipOrder(t.app.db, id, 'TRK123')).toEqual({ outcome: 'not-allowed', current: 0 });
    expect(await deliverOrder(t.app.db, id)).toEqual({ outcome: 'not-allowed', current: 0 });
    await markOrderPaid(t.app.db, id, { method: 'upi', reference: '' });
    expect(await deliverOrder(t.app.db, id)).toEqual({ outcome: 'not-allowed', current: 1 });
    await shipOrder(t.app.db, id, 'TRK123');
    expect(await cancelOrder(t.app.db, id)).toEqual({ outcome: 'not-allowed', current: 2 });
    expect(await shipOrder(t.app.db, id, 'TRK999')).toEqual({ outcome: 'not-allowed', current: 2 });
    await deliverOrder(t.app.db, id);
    expect(await cancelOrder(t.app.db, id)).toEqual({ outcome: 'not-allowed', current: 3 });
    expect((await row(id)).trackingNumber).toBe('TRK123');
  });

  it('says not-found for an order that does not exist', async () => {
    expect(await cancelOrder(t.app.db, 'EE-ZZZZZZ')).toEqual({ outcome: 'not-found' });
    expect(await cancelOrder(t.app.db, 'nonsense')).toEqual({ outcome: 'not-found' });
  });

  it('refuses a tracking number that is not one', async () => {
    const { id } = await pendingOrder();
    await markOrderPaid(t.app.db, id, { method: 'upi', reference: '' });
    await expect(shipOrder(t.app.db, id, '<script>')).rejects.toThrow(/tracking number/);
    expect((await row(id)).status).toBe(1);
  });

  it('cancelling a Pending order gives its stock back', async () => {
    const { id, productId } = await pendingOrder(2);
    expect(await stockOf(t.app.db, productId, 'S')).toBe(3);
    expect((await cancelOrder(t.app.db, id)).outcome).toBe('moved');
    expect(await stockOf(t.app.db, productId, 'S')).toBe(5);
    expect((await row(id)).cancelledAt).toBeInstanceOf(Date);
  });

  it('cancelling a Processing order gives its stock back too, and only once', async () => {
    const { id, productId } = await pendingOrder(2);
    await acceptCashOnDelivery(t.app.db, id);
    await cancelOrder(t.app.db, id);
    expect(await cancelOrder(t.app.db, id)).toEqual({ outcome: 'not-allowed', current: 4 });
    expect(await stockOf(t.app.db, productId, 'S')).toBe(5);
  });
});

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
