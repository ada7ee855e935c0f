// Refunds (issue 31 items 3 and 4, docs/payments.md "Refunds"): a cancelled card order's money
// goes back through the sandbox gateway's refund API and is followed to done; a retried refund
// never pays twice; refunds never pass what was paid, in total or per line; cash on delivery
// and direct UPI refunds wait for the owner's payout and its reference; store credit refunds
// are done at once. Bad input changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  cancelOrder,
  deliverOrder,
  findOrderForPayment,
  markOrderPaid,
} from '../../modules/orders/index.ts';
import { gatewayRefunder } from '../../modules/payments/index.ts';
import { createPricedProduct, placeOrder } from '../../modules/payments/payments.test-kit.ts';
import { adminCaller, createTestStaff } from '../../modules/staff/staff.test-kit.ts';
import { creditBalance, returnRefunds, settleGatewayRefunds } from './index.ts';
import { paidByCard, silent } from './refunds.test-kit.ts';

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
const refundsOf = (orderId: string) =>
  db().select().from(refunds).where(eq(refunds.orderId, orderId));
const settle = () =>
  settleGatewayRefunds(db(), gatewayRefunder(t.app)!, { afterMs: -1000, log: silent });

function refundInput(orderId: string, amountPaise: number, key: string) {
  return {
    orderId,
    returnId: null,
    amountPaise,
    to: 'source' as const,
    lines: [],
    idempotencyKey: key,
    actor: 'test',
  };
}

describe(`refunds through the gateway (${testDbKind})`, () => {
  it('a cancelled card order is refunded through the sandbox and followed to done', async () => {
    const shopper = await createTestUser(db());
    const order = await paidByCard(t.app, shopper.auth, kurta);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/cancel`,
      headers: { ...shopper.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'Changed my mind' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    let [row] = await refundsOf(order.id);
    expect(row).toMatchObject({
      amountPaise: order.total * 100,
      destination: 'source',
      state: 'pending',
      gatewayRef: null,
      idempotencyKey: `cancel:${order.id}`,
    });
    // First run: sent (cancel_refund_transaction), queued with PayU's request id.
    await settle();
    [row] = await refundsOf(order.id);
    expect(row!.state).toBe('pending');
    expect(row!.gatewayRef).toMatch(/^\d+$/);
    const requestId = row!.gatewayRef;
    // The sandbox reports it queued once, then successful (check_action_status).
    await settle();
    await settle();
    [row] = await refundsOf(order.id);
    expect(row).toMatchObject({ state: 'done', gatewayRef: requestId });
    expect(row!.doneAt).not.toBeNull();
    // Asked again, nothing is sent twice.
    await settle();
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a retried refund answers the first; the sum never passes what was paid', async () => {
    const shopper = await createTestUser(db());
    const order = await paidByCard(t.app, shopper.auth, kurta);
    const paise = order.total * 100;
    const first = await db().transaction((tx) =>
      returnRefunds.refund(tx, refundInput(order.id, 50_000, `r1:${order.id}`)),
    );
    expect(first.state).toBe('pending');
    const again = await db().transaction((tx) =>
      returnRefunds.refund(tx, refundInput(order.id, 50_000, `r1:${order.id}`)),
    );
    expect(again).toEqual(first);
    // The same key for another amount is a conflict, not a second refund.
    await expect(
      db().transaction((tx) =>
        returnRefunds.refund(tx, refundInput(order.id, 1, `r1:${order.id}`)),
      ),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await expect(
      db().transaction((tx) =>
        returnRefunds.refund(tx, refundInput(order.id, paise - 50_000 + 1, `r2:${order.id}`)),
      ),
    ).rejects.toMatchObject({ kind: 'conflict' });
    const rest = await db().transaction((tx) =>
      returnRefunds.refund(tx, refundInput(order.id, paise - 50_000, `r2:${order.id}`)),
    );
    expect(rest.state).toBe('pending');
    expect(await refundsOf(order.id)).toHaveLength(2);
    await settle();
    await settle();
    await settle();
    const rows = await refundsOf(order.id);
    expect(rows.map((r) => r.state)).toEqual(['done', 'done']);
  });

  it('refuses lines not of the order and more than a line was paid', async () => {
    const shopper = await createTestUser(db());
    const order = await paidByCard(t.app, shopper.auth, kurta, 2);
    const full = await findOrderForPayment(db(), order.id, shopper.id);
    expect(full).not.toBeNull();
    const [item] = await db().query.orderItems.findMany({
      where: (i, { eq: is }) => is(i.orderId, order.id),
    });
    const line = (quantity: number, amountPaise: number) => ({
      ...refundInput(order.id, amountPaise, `line:${order.id}:${quantity}:${amountPaise}`),
      lines: [{ orderItemId: item!.id, quantity, amountPaise }],
    });
    await expect(
      db().transaction((tx) => returnRefunds.refund(tx, line(3, 1000))),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await expect(
      db().transaction((tx) =>
        returnRefunds.refund(tx, {
          ...line(1, 1000),
          lines: [{ orderItemId: 999_999, quantity: 1, amountPaise: 1000 }],
        }),
      ),
    ).rejects.toMatchObject({ kind: 'invalid' });
    const ok = await db().transaction((tx) => returnRefunds.refund(tx, line(1, 149_900)));
    expect(ok.state).toBe('pending');
    await expect(
      db().transaction((tx) => returnRefunds.refund(tx, line(2, 149_900))),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe(`payouts by the owner (${testDbKind})`, () => {
  it('a delivered cash-on-delivery order is refunded to a UPI ID the owner pays and records', async () => {
    const shopper = await createTestUser(db());
    const order = await placeOrder(t.app, shopper.auth, kurta);
    expect(await markOrderPaid(db(), order.id, { method: 'cod', reference: 'cod' })).toBe('paid');
    const upi = (upiId: string, key: string) => ({
      ...refundInput(order.id, 20_000, key),
      to: 'upi' as const,
      payout: { upiId },
    });
    await expect(
      db().transaction((tx) => returnRefunds.refund(tx, upi('not a upi id', `u0:${order.id}`))),
    ).rejects.toMatchObject({ kind: 'invalid' });
    const r = await db().transaction((tx) =>
      returnRefunds.refund(tx, upi('asha@okaxis', `u1:${order.id}`)),
    );
    expect(r.state).toBe('payout_due');
    const bank = {
      ...refundInput(order.id, 10_000, `b1:${order.id}`),
      to: 'bank' as const,
      payout: {
        bank: { accountName: 'Asha Verma', accountNumber: '123456789012', ifsc: 'SBIN0ABC12' },
      },
    };
    await expect(db().transaction((tx) => returnRefunds.refund(tx, bank))).rejects.toMatchObject({
      kind: 'invalid',
    });

    const owner = await createTestStaff(db(), 'owner');
    const staff = await createTestStaff(db(), 'staff');
    const call = adminCaller(t.app);
    const due = await call('GET', '/refunds?state=payout_due', undefined, { token: owner.token });
    expect(due.status).toBe(200);
    expect((due.body.refunds as { id: number }[]).some((x) => x.id === r.refundId)).toBe(true);
    expect((await call('GET', '/refunds', undefined, { token: staff.token })).status).toBe(403);
    const bad = await call(
      'POST',
      `/refunds/${r.refundId}/payout`,
      { reference: '!' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    const paid = await call(
      'POST',
      `/refunds/${r.refundId}/payout`,
      { reference: 'UTR 4123 9988' },
      { token: owner.token },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ state: 'done', payoutRef: 'UTR 4123 9988' });
    // Recording it again with the same reference changes nothing; another reference is refused.
    await db().transaction((tx) =>
      returnRefunds.recordPayout(tx, {
        refundId: r.refundId,
        reference: 'UTR 4123 9988',
        actor: 'x',
      }),
    );
    await expect(
      db().transaction((tx) =>
        returnRefunds.recordPayout(tx, { refundId: r.refundId, reference: 'UTR 0000', actor: 'x' }),
      ),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });
});

describe(`store credit (${testDbKind})`, () => {
  it('a refund to store credit is done at once and shows on the account', async () => {
    const shopper = await createTestUser(db());
    const order = await paidByCard(t.app, shopper.auth, kurta);
    await deliverOrder(db(), order.id).catch(() => undefined);
    const r = await db().transaction((tx) =>
      returnRefunds.refund(tx, {
        ...refundInput(order.id, 30_000, `sc:${order.id}`),
        to: 'store_credit',
      }),
    );
    expect(r.state).toBe('done');
    expect(await creditBalance(db(), shopper.id)).toBe(30_000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account/store-credit',
      headers: shopper.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      balance: 300,
      entries: [{ amount: 300, kind: 'refund', orderId: order.id }],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/account/store-credit' })).statusCode,
    ).toBe(401);
  });

  it('the owner adjusts credit, never below zero; an unpaid order refunds nothing', async () => {
    const shopper = await createTestUser(db());
    const owner = await createTestStaff(db(), 'owner');
    const call = adminCaller(t.app);
    const add = await call(
      'POST',
      '/store-credit',
      { email: shopper.email, amount: 500, note: 'Goodwill' },
      { token: owner.token },
    );
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(add.body).toEqual({ balance: 500 });
    const tooMuch = await call(
      'POST',
      '/store-credit',
      { email: shopper.email, amount: -500.01, note: 'Oops' },
      { token: owner.token },
    );
    expect(tooMuch.status).toBe(409);
    expect(await creditBalance(db(), shopper.id)).toBe(50_000);
    const unknown = await call(
      'POST',
      '/store-credit',
      { email: 'nobody@example.in', amount: 5, note: 'x' },
      { token: owner.token },
    );
    expect(unknown.status).toBe(404);

    const order = await placeOrder(t.app, shopper.auth, kurta);
    await expect(
      db().transaction((tx) =>
        returnRefunds.refund(tx, refundInput(order.id, 100, `unpaid:${order.id}`)),
      ),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await cancelOrder(db(), order.id);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });
});
