// Returns and size exchanges (issue 31 items 4, 5 and 9): a shopper asks from a delivered order
// inside the window; the size she wants is kept aside; the owner approves, receives, refunds or
// sends the exchange as a ₹0 order. Two requests for the same units, or two owners on one step:
// one wins. Bad input changes nothing.
import type { OrderReturns, ReturnRequest, ReturnsReport } from '@store/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders } from '../../db/schema.ts';
import { createOrder } from '../../flows/checkout/index.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { photoPixels } from '../catalog/photos.test-kit.ts';
import { deliverOrder, markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct, orderRow, stockOf } from '../orders/test-fixtures.ts';
import { adminCaller, staffToken } from '../staff/staff.test-kit.ts';
import { gatewayRefunder } from '../payments/index.ts';
import { createPricedProduct } from '../payments/payments.test-kit.ts';
import { settleGatewayRefunds } from '../../flows/refunds/index.ts';
import { paidByCard, silent } from '../../flows/refunds/refunds.test-kit.ts';
import { returnRefundsSettled } from './index.ts';
import { returnForm } from './returns.test-kit.ts';

let t: TestApp;
let owner: string;
let photo: Buffer;
let admin: ReturnType<typeof adminCaller>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await staffToken(t.app, 'owner');
  admin = adminCaller(t.app);
  photo = await (await photoPixels(400, 300)).jpeg().toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** A product with S, M, L (5 each) and a delivered order of `quantity` S, paid by `method`. */
async function deliveredOrder(shopper: Shopper, quantity = 2, method = 'card') {
  const p = await createProduct(t.app.db, { stock: { S: 5, M: 5, L: 5 } });
  const { order } = await createOrder(t.app.db, shopper, {
    items: [{ productId: p.id, quantity, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
  });
  await markOrderPaid(t.app.db, order.id, { method, reference: 'test' });
  await shipOrder(t.app.db, order.id, 'AWB12345');
  await deliverOrder(t.app.db, order.id);
  const view = await returnsOf(order.id, shopper);
  return { orderId: order.id, productId: p.id, itemId: view.lines[0]!.orderItemId };
}

async function returnsOf(orderId: string, shopper: Shopper): Promise<OrderReturns> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${orderId}/returns`,
    headers: shopper.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderReturns>();
}

function ask(orderId: string, shopper: Shopper, request: unknown, photos: Buffer[] = []) {
  const f = returnForm(request, photos);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/returns`,
    headers: { ...f.headers, ...shopper.auth },
    payload: f.payload,
  });
}

const step = (id: number, name: string, body: unknown = {}) =>
  admin('POST', `/returns/${id}/${name}`, body, { token: owner });

describe(`returns and exchanges (${testDbKind})`, () => {
  it('a size exchange: M kept aside at the request, approved once, received, sent as ₹0', async () => {
    const shopper = await createTestUser(t.app.db);
    const o = await deliveredOrder(shopper);
    const before = await returnsOf(o.orderId, shopper);
    expect(before).toMatchObject({ open: true, refundTo: ['source', 'store_credit'] });
    expect(before.lines[0]).toMatchObject({ returnable: 2, exchangeSizes: ['M', 'L'] });

    const made = await ask(o.orderId, shopper, {
      lines: [{ orderItemId: o.itemId, quantity: 1, exchangeSize: 'M' }],
      reason: 'too_small',
      want: 'exchange',
    });
    expect(made.statusCode, made.body).toBe(201);
    const r = made.json<ReturnRequest>();
    expect(r).toMatchObject({ state: 'requested', want: 'exchange', refund: 0 });
    expect(await stockOf(t.app.db, o.productId, 'M')).toBe(4);

    // Two owners approve at once: one does, the other is told it is approved already.
    const both = await Promise.all([step(r.id, 'approve'), step(r.id, 'approve')]);
    expect(both.map((x) => x.status).sort()).toEqual([200, 409]);
    const approved = both.find((x) => x.status === 200)!.body as unknown as ReturnRequest;
    expect(approved.pickup).toBe('shopper ships');

    const received = await step(r.id, 'receive');
    expect(received.status, received.raw).toBe(200);
    expect(await stockOf(t.app.db, o.productId, 'S')).toBe(4);

    const sent = await step(r.id, 'exchange', { trackingNumber: 'AWB-EX-1', courier: 'Delhivery' });
    expect(sent.status, sent.raw).toBe(200);
    const done = sent.body as unknown as ReturnRequest;
    expect(done.state).toBe('closed');
    const ex = await orderRow(t.app.db, done.exchangeOrderId!);
    expect(ex).toMatchObject({
      totalPaise: 0,
      status: 2,
      paymentMethod: 'exchange',
      trackingNumber: 'AWB-EX-1',
    });
    // M was taken at the request, not again for the exchange order.
    expect(await stockOf(t.app.db, o.productId, 'M')).toBe(4);
    expect((await step(r.id, 'exchange')).status).toBe(409);

    const mails = await t.app.db
      .select({ event: mailOutbox.event })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `return:${r.id}:%`));
    expect(mails.map((m) => m.event).sort()).toEqual(
      ['return-approved', 'return-exchange-sent', 'return-received', 'return-requested'].sort(),
    );
    const audit = await t.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, String(r.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['return.approve', 'return.exchange', 'return.receive', 'return.request'].sort(),
    );
  });
});

describe(`returns: races, refunds and refusals (${testDbKind})`, () => {
  it('two requests for the last units at once: one is taken, the other refused', async () => {
    const shopper = await createTestUser(t.app.db);
    const o = await deliveredOrder(shopper, 1);
    const body = {
      lines: [{ orderItemId: o.itemId, quantity: 1 }],
      reason: 'quality',
      want: 'store_credit',
    };
    const both = await Promise.all([ask(o.orderId, shopper, body), ask(o.orderId, shopper, body)]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    expect((await returnsOf(o.orderId, shopper)).lines[0]!.returnable).toBe(0);
  });

  it('a refund: what the line was paid, recorded as a payout due, paid once with a reference', async () => {
    const shopper = await createTestUser(t.app.db);
    const o = await deliveredOrder(shopper, 2, 'cod');
    const row = await orderRow(t.app.db, o.orderId);
    const bad = await ask(o.orderId, shopper, {
      lines: [{ orderItemId: o.itemId, quantity: 1 }],
      reason: 'changed_mind',
      want: 'bank',
      payout: { bank: { accountName: 'Asha', accountNumber: '12345678901', ifsc: 'SBIN001234' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await ask(o.orderId, shopper, {
          lines: [{ orderItemId: o.itemId, quantity: 1 }],
          reason: 'changed_mind',
          want: 'source',
        })
      ).statusCode,
    ).toBe(400);
    const made = await ask(o.orderId, shopper, {
      lines: [{ orderItemId: o.itemId, quantity: 1 }],
      reason: 'changed_mind',
      want: 'upi',
      payout: { upiId: 'asha@okbank' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const r = made.json<ReturnRequest>();
    const goods = row.totalPaise - row.shippingPaise - row.codFeePaise;
    expect(r.refund * 100).toBe(Math.floor(goods / 2));
    expect((await step(r.id, 'refund')).status).toBe(409);
    expect((await step(r.id, 'approve', { pickup: true })).status).toBe(200);
    expect(
      (
        await step(r.id, 'receive', {
          lines: [{ id: r.lines[0]!.id, restocked: 0, writtenOff: 2 }],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await step(r.id, 'receive', {
          lines: [{ id: r.lines[0]!.id, restocked: 0, writtenOff: 1 }],
        })
      ).status,
    ).toBe(200);
    expect(await stockOf(t.app.db, o.productId, 'S')).toBe(3);
    const refunds = await Promise.all([step(r.id, 'refund'), step(r.id, 'refund')]);
    expect(refunds.map((x) => x.status).sort()).toEqual([200, 409]);
    const due = refunds.find((x) => x.status === 200)!.body as unknown as ReturnRequest;
    expect(due.refundState).toBe('payout_due');
    const queue = await admin('GET', '/returns?state=received', undefined, { token: owner });
    expect(JSON.stringify(queue.body)).toContain('asha@okbank');
    const paid = await step(r.id, 'payout', { reference: 'UTR 1234567' });
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body).toMatchObject({ state: 'closed', refundState: 'done' });
    expect((await step(r.id, 'payout', { reference: 'UTR 1234567' })).status).toBe(409);

    const report = await admin('GET', '/returns/report', undefined, { token: owner });
    const numbers = report.body as unknown as ReturnsReport;
    expect(numbers.byReason.find((x) => x.reason === 'changed_mind')!.units).toBeGreaterThan(0);
    expect(numbers.daysToRefund).not.toBeNull();
    const csv = await admin('GET', '/returns/report.csv', undefined, { token: owner });
    expect(csv.raw).toContain(o.orderId);
  });
});

describe(`a return refunded through the gateway (${testDbKind})`, () => {
  it('a card refund goes back through the sandbox and closes the return once the gateway says done', async () => {
    const shopper = await createTestUser(t.app.db);
    const order = await paidByCard(
      t.app,
      shopper.auth,
      await createPricedProduct(t.app.db, 99_900),
    );
    await shipOrder(t.app.db, order.id, 'AWB-CARD-1');
    await deliverOrder(t.app.db, order.id);
    const view = await returnsOf(order.id, shopper);
    expect(view.refundTo).toContain('source');
    const made = await ask(order.id, shopper, {
      lines: [{ orderItemId: view.lines[0]!.orderItemId, quantity: 1 }],
      reason: 'quality',
      want: 'source',
    });
    expect(made.statusCode, made.body).toBe(201);
    const r = made.json<ReturnRequest>();
    expect((await step(r.id, 'approve', { pickup: false })).status).toBe(200);
    expect((await step(r.id, 'receive', {})).status).toBe(200);
    const refunded = await step(r.id, 'refund');
    expect(refunded.status, refunded.raw).toBe(200);
    expect(refunded.body).toMatchObject({ state: 'received', refundState: 'pending' });
    // The refunds job: sent (cancel_refund_transaction), queued, then done (check_action_status);
    // each run tells the returns module what settled, as the job does through onSettled.
    let done: number[] = [];
    for (let run = 0; run < 4 && done.length === 0; run += 1) {
      const settled = await settleGatewayRefunds(t.app.db, gatewayRefunder(t.app)!, {
        afterMs: -1000,
        log: silent,
      });
      await returnRefundsSettled(t.app.db, settled, 'https://shop.example.in');
      done = settled.done;
    }
    expect(done).toHaveLength(1);
    const after = (await returnsOf(order.id, shopper)).requests[0]!;
    expect(after).toMatchObject({ state: 'closed', refundState: 'done' });
    const mails = await t.app.db
      .select({ event: mailOutbox.event })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `return:${r.id}:refunded`));
    expect(mails).toHaveLength(1);
    // A repeated answer moves nothing and mails nothing again.
    await returnRefundsSettled(t.app.db, { done, failed: [] }, 'https://shop.example.in');
    expect(
      await t.app.db
        .select({ event: mailOutbox.event })
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `return:${r.id}:refunded`)),
    ).toHaveLength(1);
  });
});

describe(`returns refused (${testDbKind})`, () => {
  it('refuses: damaged without a photo, past the window, not returnable, another shopper', async () => {
    const shopper = await createTestUser(t.app.db);
    const o = await deliveredOrder(shopper);
    const line = { orderItemId: o.itemId, quantity: 1 };
    const noPhoto = await ask(o.orderId, shopper, {
      lines: [line],
      reason: 'damaged',
      want: 'source',
    });
    expect(noPhoto.statusCode).toBe(400);
    const withPhoto = await ask(
      o.orderId,
      shopper,
      { lines: [line], reason: 'damaged', want: 'source' },
      [photo],
    );
    expect(withPhoto.statusCode, withPhoto.body).toBe(201);
    expect(withPhoto.json<ReturnRequest>().photos).toHaveLength(1);

    const other = await createTestUser(t.app.db);
    expect(
      (await ask(o.orderId, other, { lines: [line], reason: 'quality', want: 'source' }))
        .statusCode,
    ).toBe(404);

    const mark = await admin(
      'PUT',
      '/returns/not-returnable',
      { kind: 'product', value: String(o.productId), notReturnable: true },
      { token: owner },
    );
    expect(mark.status, mark.raw).toBe(200);
    expect((await returnsOf(o.orderId, shopper)).lines[0]).toMatchObject({
      notReturnable: true,
      returnable: 0,
    });
    expect(
      (await ask(o.orderId, shopper, { lines: [line], reason: 'quality', want: 'source' }))
        .statusCode,
    ).toBe(409);
    await admin(
      'PUT',
      '/returns/not-returnable',
      { kind: 'product', value: String(o.productId), notReturnable: false },
      { token: owner },
    );

    await t.app.db
      .update(orders)
      .set({ deliveredAt: sql`now() - interval '8 days'` })
      .where(eq(orders.id, o.orderId));
    expect((await returnsOf(o.orderId, shopper)).open).toBe(false);
    expect(
      (await ask(o.orderId, shopper, { lines: [line], reason: 'quality', want: 'source' }))
        .statusCode,
    ).toBe(409);
  });

  it('a rejected exchange gives its kept size back, and the shopper reads why', async () => {
    const shopper = await createTestUser(t.app.db);
    const o = await deliveredOrder(shopper);
    const made = await ask(o.orderId, shopper, {
      lines: [{ orderItemId: o.itemId, quantity: 2, exchangeSize: 'L' }],
      reason: 'too_large',
      want: 'exchange',
    });
    const r = made.json<ReturnRequest>();
    expect(await stockOf(t.app.db, o.productId, 'L')).toBe(3);
    const staff = await staffToken(t.app, 'staff');
    expect(
      (await admin('POST', `/returns/${r.id}/reject`, { reason: 'Worn' }, { token: staff })).status,
    ).toBe(403);
    expect((await step(r.id, 'reject', { reason: 'The tags were removed' })).status).toBe(200);
    expect(await stockOf(t.app.db, o.productId, 'L')).toBe(5);
    const view = await returnsOf(o.orderId, shopper);
    expect(view.requests[0]).toMatchObject({
      state: 'rejected',
      rejectReason: 'The tags were removed',
    });
    expect(view.lines[0]!.returnable).toBe(2);
  });
});
