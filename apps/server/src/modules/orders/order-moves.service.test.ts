import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { acceptCashOnDelivery as chooseCod } from './cod.service.ts';
import {
  cancelOrder,
  deliverOrder,
  findOrderForPayment,
  markOrderPaid,
  shipOrder,
} from './order-moves.service.ts';
import { orderRow, placePendingOrder, stockOf } from './test-fixtures.ts';

const acceptCashOnDelivery = (db: TestApp['app']['db'], id: string) =>
  db.transaction((tx) => chooseCod(tx, id, { publicUrl: 'http://127.0.0.1' }));

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

describe(`for payments (${testDbKind})`, () => {
  it('finds the order for its owner only, with what a payment needs', async () => {
    const { id } = await pendingOrder();
    const found = await findOrderForPayment(t.app.db, id, shopper.id);
    expect(found).toEqual({
      id,
      userId: shopper.id,
      status: 0,
      totalPaise: 299_800,
      storeCreditPaise: 0,
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
    expect((await acceptCashOnDelivery(t.app.db, id)).outcome).toBe('accepted');
    const accepted = await row(id);
    expect(accepted).toMatchObject({ status: 1, paymentMethod: 'cod', paidAt: null });
    expect((await acceptCashOnDelivery(t.app.db, id)).outcome).toBe('already-paid');
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

  it('refuses every move docs/product/rules.md section 4 does not allow', async () => {
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
