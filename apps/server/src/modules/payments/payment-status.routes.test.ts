// GET /payments/status, the owner's confirmation seen by the shopper, and POST /payments
// retried with an Idempotency-Key, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { markOrderPaid } from '../orders/index.ts';
import {
  createPricedProduct,
  DESKTOP_AGENT,
  pay,
  payerFields,
  paymentsOf,
  placeOrder,
  appWithoutGateway,
} from './payments.test-kit.ts';
import type { FastifyInstance } from 'fastify';

let t: TestApp;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let ravi: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createTestUser(t.database.db, { firstName: 'Asha', lastName: 'Verma' });
  ravi = await createTestUser(t.database.db, { firstName: 'Ravi', lastName: 'Iyer' });
  kurta = await createPricedProduct(t.database.db, 149_900);
});
afterAll(async () => {
  await t?.close();
});

describe(`GET /payments/status (${testDbKind})`, () => {
  it('tells the owner whether the order is paid, and no one else', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const url = `/api/v1/payments/status?orderId=${order.id}`;
    const mine = await t.app.inject({ method: 'GET', url, headers: asha.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ orderId: order.id, status: 0, paid: false });
    const theirs = await t.app.inject({ method: 'GET', url, headers: ravi.auth });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/status',
      headers: asha.auth,
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe(`UPI confirmed by the owner (${testDbKind})`, () => {
  // The store's own VPA: the fallback of a store without a gateway.
  let own: FastifyInstance;
  beforeAll(async () => {
    own = await appWithoutGateway(t.database);
  });
  afterAll(async () => {
    await own?.close();
  });

  it('lets the QR screen see the order paid once the owner marks it so', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await pay(own, asha.auth, order.id, payerFields('upi'));
    const url = `/api/v1/payments/status?orderId=${order.id}`;
    const before = await own.inject({ method: 'GET', url, headers: asha.auth });
    expect(before.json()).toEqual({ orderId: order.id, status: 0, paid: false });
    // What `npm run admin -- orders:mark-paid` does once the money shows in the bank.
    await markOrderPaid(t.database.db, order.id, { method: 'upi', reference: 'UTR123456789012' });
    const after = await own.inject({ method: 'GET', url, headers: asha.auth });
    expect(after.json()).toEqual({ orderId: order.id, status: 1, paid: true });
  });
});

describe(`POST /payments with an Idempotency-Key (${testDbKind})`, () => {
  it('answers a retry with the first reply and starts nothing new', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const send = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments',
        headers: {
          ...asha.auth,
          'idempotency-key': `pay-${order.id}`,
          'user-agent': DESKTOP_AGENT,
        },
        payload: { orderId: order.id, fields },
      });
    const first = await send(payerFields('card'));
    const again = await send(payerFields('card'));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await paymentsOf(t.database.db, order.id)).toHaveLength(1);
    const other = await send(payerFields('upi'));
    expect(other.statusCode).toBe(422);
  });
});
