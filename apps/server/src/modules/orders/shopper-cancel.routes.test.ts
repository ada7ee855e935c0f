// POST /orders/{id}/cancel (issue 31 item 3): the shopper cancels her own Pending or Processing
// order with a reason; its stock goes back, money taken is recorded as a refund due, an issued
// invoice gets a credit note, the mail says she asked for it, and the audit log has it. Bad
// input, another shopper's order and a shipped one change nothing.
import type { ErrorBody, Order } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, taxDocuments } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { issueInvoice } from '../tax/index.ts';
import { adminCaller, createTestStaff } from '../staff/staff.test-kit.ts';
import { markOrderPaid, shipOrder } from './order-moves.service.ts';
import { findOrder } from './orders.repository.ts';
import { orderRow, placePendingOrder, stockOf } from './test-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function cancel(id: string, auth: Record<string, string> | null, body?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${id}/cancel`,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(auth ?? {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function mailsOf(orderId: string) {
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.event, 'order-cancelled')));
}

describe(`the shopper cancels her order (${testDbKind})`, () => {
  it('a pending order: cancelled, stock back, nothing due, the mail says she asked', async () => {
    const shopper = await createTestUser(t.app.db);
    const placed = await placePendingOrder(t.app.db, shopper, 2);
    expect(await stockOf(t.app.db, placed.productId, 'S')).toBe(3);

    const res = await cancel(placed.id, shopper.auth, { reason: '  Ordered the wrong size  ' });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<Order>();
    expect(order.status).toBe(4);
    expect(order.cancellation).toMatchObject({
      by: 'shopper',
      reason: 'Ordered the wrong size',
      refundDue: 0,
      refundMethod: null,
    });
    expect(await stockOf(t.app.db, placed.productId, 'S')).toBe(5);
    const mails = await mailsOf(placed.id);
    expect(mails.map((m) => m.data)).toEqual([{ reason: 'shopper' }]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, placed.id), eq(auditLog.action, 'order.cancel-by-shopper')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorEmail).toBe(shopper.email);

    // Her order list says the same.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: shopper.auth,
    });
    expect(list.json<Order[]>().find((o) => o.id === placed.id)?.cancellation?.by).toBe('shopper');
  });

  it('a paid order: the refund of its total is started, the way it was paid', async () => {
    const shopper = await createTestUser(t.app.db);
    const placed = await placePendingOrder(t.app.db, shopper, 1);
    await markOrderPaid(t.app.db, placed.id, { method: 'upi', reference: 'UTR123456789' });
    const total = (await orderRow(t.app.db, placed.id)).totalPaise;

    const res = await cancel(placed.id, shopper.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>().cancellation).toMatchObject({
      by: 'shopper',
      reason: null,
      refundDue: total / 100,
      refundMethod: 'upi',
    });
    expect(await stockOf(t.app.db, placed.productId, 'S')).toBe(5);

    // The owner's order screen: the refund due, who cancelled and why, and by whom in history.
    const owner = (await createTestStaff(t.app.db, 'owner')).token;
    const detail = await adminCaller(t.app)('GET', `/orders/${placed.id}`, undefined, {
      token: owner,
    });
    expect(detail.body).toMatchObject({
      cancellation: { by: 'shopper', refundDue: total / 100, refundMethod: 'upi' },
    });
    const history = (detail.body as { history: { what: string; by: string | null }[] }).history;
    expect(history.find((h) => h.what === 'cancelled')?.by).toBe(shopper.email);
  });

  it('an invoiced order gets a credit note from its own series, naming the invoice', async () => {
    const shopper = await createTestUser(t.app.db);
    const placed = await placePendingOrder(t.app.db, shopper, 1);
    await markOrderPaid(t.app.db, placed.id, { method: 'card', reference: 'PAYU1' });
    // The store invoices at shipping today; an invoice issued while Processing (as a store that
    // invoices at payment would) must be answered by a credit note when she cancels.
    await t.app.db.transaction(async (tx) => {
      await issueInvoice(tx, (await findOrder(tx, placed.id))!);
    });
    const res = await cancel(placed.id, shopper.auth, { reason: 'Changed my mind' });
    expect(res.statusCode, res.body).toBe(200);
    const docs = await t.app.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, placed.id));
    const note = docs.find((d) => d.kind === 'credit-note');
    const invoice = docs.find((d) => d.kind !== 'credit-note');
    expect(note?.number).toMatch(/^CN\/\d\d-\d\d\/\d+$/);
    expect((note!.document as { against: { number: string } }).against.number).toBe(
      invoice!.number,
    );
  });
});

describe(`what the shopper may not cancel, and races (${testDbKind})`, () => {
  it('refuses a shipped order, another shopper’s, no session and bad input, changing nothing', async () => {
    const shopper = await createTestUser(t.app.db);
    const other = await createTestUser(t.app.db);
    const placed = await placePendingOrder(t.app.db, shopper, 1);

    const foreign = await cancel(placed.id, other.auth, { reason: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>()).toMatchObject({
      error: 'Order not found or access denied',
      code: 'not_found',
    });
    expect((await cancel(placed.id, null)).statusCode).toBe(401);
    expect((await cancel('EE-NOSUCH', shopper.auth)).statusCode).toBe(404);
    const long = await cancel(placed.id, shopper.auth, { reason: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().code).toBe('invalid');
    const extra = await cancel(placed.id, shopper.auth, { reason: 'x', refund: 100 });
    expect(extra.statusCode).toBe(400);
    const control = await cancel(placed.id, shopper.auth, { reason: 'a\u0000b' });
    expect(control.statusCode).toBe(400);
    expect((await orderRow(t.app.db, placed.id)).status).toBe(0);

    await markOrderPaid(t.app.db, placed.id, { method: 'upi', reference: 'UTR1' });
    await shipOrder(t.app.db, placed.id, 'AWB123456');
    const shipped = await cancel(placed.id, shopper.auth, { reason: 'late' });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json<ErrorBody>()).toMatchObject({ code: 'conflict' });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(2);
    expect(await stockOf(t.app.db, placed.productId, 'S')).toBe(4);
  });

  it('two cancellations at once: one cancels, the other is told; stock back once', async () => {
    const shopper = await createTestUser(t.app.db);
    const placed = await placePendingOrder(t.app.db, shopper, 2);
    const [a, b] = await Promise.all([
      cancel(placed.id, shopper.auth, { reason: 'tab one' }),
      cancel(placed.id, shopper.auth, { reason: 'tab two' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json<ErrorBody>().error).toBe('This order is already cancelled.');
    expect(await stockOf(t.app.db, placed.productId, 'S')).toBe(5);
    expect(await mailsOf(placed.id)).toHaveLength(1);
  });
});
