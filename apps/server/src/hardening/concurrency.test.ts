// Money under contention, on PostgreSQL only: PGlite has one connection, so its transactions
// take turns and no race below could ever happen there. The test pool holds 20 connections, so
// these requests really do meet in the database at the same moment.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, paymentEvents, payments } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { countOrders, createProduct, stockOf } from '../modules/orders/test-fixtures.ts';
import { gatewayReply } from '../modules/payments/payments.test-kit.ts';
import { SANDBOX_MERCHANT_SALT } from '../modules/payments/sandbox/sandbox-credentials.ts';
import { call, orderBody, shippingAddress, type Reply } from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;

beforeAll(async () => {
  if (testDbKind === 'postgres') t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;
const shoppers = (n: number) =>
  Promise.all(Array.from({ length: n }, () => createTestUser(t.app.db)));

const payer = (method: string) => ({
  method,
  payerName: 'Asha Verma',
  payerEmail: 'asha@example.in',
  payerPhone: '+919876543210',
});

async function placeOrder(s: Shopper, productId: number): Promise<string> {
  const res = await call(t.app, 'POST', '/orders', { token: s.token, json: orderBody(productId) });
  expect(res.status, res.raw).toBe(201);
  return (res.body as { id: string }).id;
}

async function startCard(s: Shopper, orderId: string): Promise<Record<string, string>> {
  const res = await call(t.app, 'POST', '/payments', {
    token: s.token,
    json: { orderId, fields: payer('card') },
  });
  const body = res.body as { action?: { formParams: { data: Record<string, string> } } };
  if (!body.action) throw new Error(`no card form: ${res.raw}`);
  return body.action.formParams.data;
}

const postForm = (url: string, fields: Record<string, string>) =>
  call(t.app, 'POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    raw: new URLSearchParams(fields).toString(),
  });

const codes = (replies: Reply[]) =>
  replies.reduce<Record<number, number>>(
    (m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }),
    {},
  );

describe.skipIf(testDbKind !== 'postgres')('concurrency and money (postgres)', () => {
  it('50 shoppers racing for the last 5 units get exactly 5 orders', async () => {
    const p = await createProduct(t.app.db, { stock: { M: 5 } });
    const crowd = await shoppers(50);
    const before = await countOrders(t.app.db);
    const replies = await Promise.all(
      crowd.map((s) => call(t.app, 'POST', '/orders', { token: s.token, json: orderBody(p.id) })),
    );
    expect(codes(replies)).toEqual({ 201: 5, 409: 45 });
    for (const r of replies.filter((r) => r.status === 409)) {
      expect((r.body as { error: string }).error).toMatch(/sold out|only \d+ left/);
    }
    expect(await stockOf(t.app.db, p.id, 'M')).toBe(0);
    expect(await countOrders(t.app.db)).toBe(before + 5);
  });

  it('shoppers taking two products in opposite orders neither deadlock nor oversell', async () => {
    const a = await createProduct(t.app.db, { stock: { M: 12 } });
    const b = await createProduct(t.app.db, { stock: { M: 12 } });
    const crowd = await shoppers(30);
    const line = (productId: number) => ({ productId, quantity: 1, size: 'M', color: 'Maroon' });
    const replies = await Promise.all(
      crowd.map((s, i) =>
        call(t.app, 'POST', '/orders', {
          token: s.token,
          json: {
            items: i % 2 ? [line(a.id), line(b.id)] : [line(b.id), line(a.id)],
            shippingAddress,
          },
        }),
      ),
    );
    expect(codes(replies)).toEqual({ 201: 12, 409: 18 });
    expect(await stockOf(t.app.db, a.id, 'M')).toBe(0);
    expect(await stockOf(t.app.db, b.id, 'M')).toBe(0);
  });

  it('orders that sell sizes out while sharing another product all succeed (no deadlock)', async () => {
    // Ids in this order: X products, then the shared one, then Z products. An order for (X, shared)
    // sells X out before it reaches the shared row; an order for (shared, Z) holds the shared row
    // when it sells Z out. Both then want the catalog's version row: it must be taken last.
    const n = 12;
    const xs: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (let i = 0; i < n; i++) xs.push(await createProduct(t.app.db, { stock: { M: 1 } }));
    const shared = await createProduct(t.app.db, { stock: { M: 1000 } });
    const zs: typeof xs = [];
    for (let i = 0; i < n; i++) zs.push(await createProduct(t.app.db, { stock: { M: 1 } }));
    const crowd = await shoppers(2 * n);
    const line = (productId: number) => ({ productId, quantity: 1, size: 'M', color: 'Maroon' });
    const replies = await Promise.all(
      crowd.map((s, i) => {
        const half = Math.floor(i / 2);
        const items =
          i % 2 ? [line(xs[half]!.id), line(shared.id)] : [line(shared.id), line(zs[half]!.id)];
        return call(t.app, 'POST', '/orders', { token: s.token, json: { items, shippingAddress } });
      }),
    );
    expect(codes(replies)).toEqual({ 201: 2 * n });
    for (const p of [...xs, ...zs]) expect(await stockOf(t.app.db, p.id, 'M')).toBe(0);
    expect(await stockOf(t.app.db, shared.id, 'M')).toBe(1000 - 2 * n);
  });
});

describe.skipIf(testDbKind !== 'postgres')(
  'concurrency and money: payments and keys (postgres)',
  () => {
    it('a payment return and notification arriving together mark one payment, however many come', async () => {
      const p = await createProduct(t.app.db, { stock: { M: 100 } });
      const [s] = await shoppers(1);
      for (let round = 0; round < 5; round++) {
        const orderId = await placeOrder(s!, p.id);
        const form = await startCard(s!, orderId);
        const reply = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
        const answers = await Promise.all([
          ...Array.from({ length: 5 }, () => postForm('/payments/payu/return', reply)),
          ...Array.from({ length: 5 }, () => postForm('/payments/payu/notify', reply)),
        ]);
        expect(codes(answers)).toEqual({ 303: 5, 200: 5 });
        for (const r of answers.filter((a) => a.status === 303)) {
          expect(String(r.headers.location)).toContain('/order-success');
        }
        const [order] = await t.app.db
          .select({ status: orders.status, method: orders.paymentMethod })
          .from(orders)
          .where(eq(orders.id, orderId));
        expect(order).toEqual({ status: 1, method: 'card' });
        const rows = await t.app.db
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.orderId, orderId));
        expect(rows).toEqual([{ status: 'success' }]);
        const applied = await t.app.db
          .select({ outcome: paymentEvents.outcome })
          .from(paymentEvents)
          .innerJoin(payments, eq(payments.id, paymentEvents.paymentId))
          .where(and(eq(payments.orderId, orderId), eq(paymentEvents.verified, true)));
        expect(applied).toEqual([{ outcome: 'order paid' }]);
      }
    });

    it('a card success and cash on delivery at the same moment: one of them takes the order', async () => {
      const p = await createProduct(t.app.db, { stock: { M: 100 } });
      const [s] = await shoppers(1);
      for (let round = 0; round < 5; round++) {
        const orderId = await placeOrder(s!, p.id);
        const form = await startCard(s!, orderId);
        const [card, cod] = await Promise.all([
          postForm('/payments/payu/notify', gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success')),
          call(t.app, 'POST', '/payments', {
            token: s!.token,
            json: { orderId, fields: payer('cod') },
          }),
        ]);
        expect(card.status).toBe(200);
        const codTook = (cod.body as { success: boolean }).success;
        const [order] = await t.app.db
          .select({ status: orders.status, method: orders.paymentMethod })
          .from(orders)
          .where(eq(orders.id, orderId));
        expect(order).toEqual({ status: 1, method: codTook ? 'cod' : 'card' });
      }
    });

    it('one Idempotency-Key sent 20 times at once makes one order and one payment', async () => {
      const p = await createProduct(t.app.db, { stock: { M: 50 } });
      const [s] = await shoppers(1);
      const orderKey = `hardening-order-${Date.now()}`;
      const orderReplies = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(t.app, 'POST', '/orders', {
            token: s!.token,
            headers: { 'idempotency-key': orderKey },
            json: orderBody(p.id, 2),
          }),
        ),
      );
      // A duplicate that arrives while the first is still being written waits for it and then
      // answers the same order; none may fail or make a second one.
      expect(codes(orderReplies)).toEqual({ 201: 20 });
      const ids = new Set(orderReplies.map((r) => (r.body as { id: string }).id));
      expect(ids.size).toBe(1);
      expect(await countOrders(t.app.db, s!.id)).toBe(1);
      expect(await stockOf(t.app.db, p.id, 'M')).toBe(48);

      const [orderId] = [...ids];
      const payKey = `hardening-pay-${Date.now()}`;
      const payReplies = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(t.app, 'POST', '/payments', {
            token: s!.token,
            headers: { 'idempotency-key': payKey },
            json: { orderId, fields: payer('card') },
          }),
        ),
      );
      expect(codes(payReplies)).toEqual({ 200: 20 });
      const txnIds = new Set(
        payReplies.map(
          (r) =>
            (r.body as { action: { formParams: { data: { txnid: string } } } }).action.formParams
              .data.txnid,
        ),
      );
      expect(txnIds.size).toBe(1);
      const [{ n }] = (await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.orderId, orderId!))) as [{ n: number }];
      expect(n).toBe(1);
    });
  },
);
