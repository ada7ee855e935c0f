// PayU's return (browser) and notification (server to server): believed only when signed with
// our salt, about our transaction, for the order's amount; applied once however often it comes.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { cancelOrder } from '../orders/index.ts';
import { confirmPayuPayment } from './payu-confirmation.service.ts';
import { gatewayVerifier } from './reconcile.service.ts';
import { SANDBOX_MERCHANT_SALT } from './sandbox/sandbox-credentials.ts';
import {
  createPricedProduct,
  eventsOf,
  gatewayReply,
  orderRow,
  pay,
  payerFields,
  paymentsOf,
  placeOrder,
  postForm,
} from './payments.test-kit.ts';

const RETURN = '/api/v1/payments/payu/return';
const NOTIFY = '/api/v1/payments/payu/notify';
const STORE = 'http://localhost:8044';

let t: TestApp;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  t = await createTestApp();
  asha = await createTestUser(t.database.db);
  kurta = await createPricedProduct(t.database.db, 149_900);
});
afterAll(async () => {
  await t?.close();
});

/** A Pending order with one card attempt started: the form the browser would post to PayU. */
async function cardAttempt() {
  const order = await placeOrder(t.app, asha.auth, kurta);
  const res = await pay(t.app, asha.auth, order.id, payerFields('card'));
  const form = res.json().action.formParams.data as Record<string, string>;
  return { order, form };
}

const db = () => t.database.db;

/** The order is still unpaid, its one payment pending, and nothing was written to its history. */
async function expectUnchanged(orderId: string) {
  const row = await orderRow(db(), orderId);
  expect(row.status).toBe(0);
  expect(row.paidAt).toBeNull();
  expect((await paymentsOf(db(), orderId)).map((p) => p.status)).toEqual(['pending']);
  expect(await eventsOf(db(), orderId, true)).toEqual([]);
}

describe(`PayU return (${testDbKind})`, () => {
  it('marks a verified success paid and sends the shopper to the thank-you page', async () => {
    const { order, form } = await cardAttempt();
    const reply = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    const res = await postForm(t.app, RETURN, reply);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${STORE}/order-success?orderId=${order.id}`);
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 1, paymentMethod: 'card' });
    expect((await orderRow(db(), order.id)).paidAt).not.toBeNull();
    expect((await paymentsOf(db(), order.id))[0]).toMatchObject({
      status: 'success',
      gatewayRef: reply.mihpayid,
    });
    expect(await eventsOf(db(), order.id)).toEqual([
      {
        source: 'return',
        verified: true,
        outcome: 'order paid',
        dedupeKey: `payu:${form.txnid}:success`,
      },
    ]);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/status?orderId=${order.id}`,
      headers: asha.auth,
    });
    expect(status.json()).toEqual({ orderId: order.id, status: 1, paid: true });
    // And now the order is refused for another payment.
    const again = await pay(t.app, asha.auth, order.id, payerFields('upi'));
    expect(again.json().success).toBe(false);
  });

  it('records a verified failure and sends the shopper back to pay again', async () => {
    const { order, form } = await cardAttempt();
    const res = await postForm(t.app, RETURN, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'failure'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${STORE}/payment?orderId=${order.id}&payment=failed`);
    expect((await orderRow(db(), order.id)).status).toBe(0);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('failed');
  });

  it('keeps a pending report open and tells the shopper it is still in progress', async () => {
    const { order, form } = await cardAttempt();
    const res = await postForm(t.app, RETURN, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'pending'));
    expect(res.headers.location).toBe(`${STORE}/payment?orderId=${order.id}&payment=pending`);
    expect((await orderRow(db(), order.id)).status).toBe(0);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('pending');
    expect((await eventsOf(db(), order.id))[0]!.outcome).toBe('pending at the gateway');
  });

  it('takes a late success after a failure of the same transaction', async () => {
    const { order, form } = await cardAttempt();
    await postForm(t.app, NOTIFY, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'failure'));
    await postForm(t.app, NOTIFY, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success'));
    // A stale failure arriving after the success does not undo it.
    await postForm(t.app, RETURN, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'failure'));
    expect((await orderRow(db(), order.id)).status).toBe(1);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('success');
  });
});

describe(`PayU return: what it refuses (${testDbKind})`, () => {
  it.each([
    [
      'a forged hash',
      (f: Record<string, string>) =>
        gatewayReply(f, SANDBOX_MERCHANT_SALT, 'success', { hash: 'ab'.repeat(64) }),
    ],
    [
      'a hash made with another salt',
      (f: Record<string, string>) => gatewayReply(f, 'guessed-salt', 'success'),
    ],
    [
      'a failure signature turned into success',
      (f: Record<string, string>) =>
        gatewayReply(f, SANDBOX_MERCHANT_SALT, 'failure', { status: 'success' }),
    ],
    [
      'an amount changed after signing',
      (f: Record<string, string>) =>
        gatewayReply(f, SANDBOX_MERCHANT_SALT, 'success', { amount: '1.00' }),
    ],
    [
      'a signed amount that is not the order total',
      (f: Record<string, string>) =>
        gatewayReply(f, SANDBOX_MERCHANT_SALT, 'success', { amount: '1.00' }, true),
    ],
    [
      'a signed message about another order',
      (f: Record<string, string>) =>
        gatewayReply(f, SANDBOX_MERCHANT_SALT, 'success', { udf1: 'EE-ZZZZZZ' }, true),
    ],
    [
      'another merchant key',
      (f: Record<string, string>) =>
        gatewayReply(f, SANDBOX_MERCHANT_SALT, 'success', { key: 'OTHERKEY' }, true),
    ],
    [
      'no hash at all',
      (f: Record<string, string>) => {
        const { hash: _hash, ...rest } = gatewayReply(f, SANDBOX_MERCHANT_SALT, 'success');
        return rest;
      },
    ],
  ])('changes nothing for %s, and keeps it as unverified', async (_name, forge) => {
    const { order, form } = await cardAttempt();
    const res = await postForm(t.app, RETURN, forge(form));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${STORE}/payment?orderId=${order.id}&payment=failed`);
    const notify = await postForm(t.app, NOTIFY, forge(form));
    expect(notify.statusCode).toBe(400);
    expect(notify.body).toBe('Rejected');
    await expectUnchanged(order.id);
    const kept = await eventsOf(db(), order.id, false);
    expect(kept).toHaveLength(2);
    expect(kept.every((e) => e.dedupeKey === null && e.outcome.startsWith('rejected'))).toBe(true);
  });

  it('changes nothing for a correctly signed message about a transaction it never started', async () => {
    const { order, form } = await cardAttempt();
    const reply = gatewayReply(
      form,
      SANDBOX_MERCHANT_SALT,
      'success',
      { txnid: 'EEUNKNOWN1' },
      true,
    );
    const res = await postForm(t.app, RETURN, reply);
    expect(res.headers.location).toBe(`${STORE}/orders`);
    expect((await postForm(t.app, NOTIFY, reply)).statusCode).toBe(400);
    await expectUnchanged(order.id);
  });

  it('ignores a replayed return: applied once, nothing changes the second time', async () => {
    const { order, form } = await cardAttempt();
    const reply = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    await postForm(t.app, RETURN, reply);
    const before = await orderRow(db(), order.id);
    const replayed = await postForm(t.app, RETURN, reply);
    expect(replayed.statusCode).toBe(303);
    expect(replayed.headers.location).toBe(`${STORE}/order-success?orderId=${order.id}`);
    expect(await orderRow(db(), order.id)).toEqual(before);
    expect(await eventsOf(db(), order.id)).toHaveLength(1);
  });
});

describe(`PayU return: replays and races (${testDbKind})`, () => {
  it('marks the order paid once when the return and the notification arrive together', async () => {
    const { order, form } = await cardAttempt();
    const reply = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    const [ret, note] = await Promise.all([
      postForm(t.app, RETURN, reply),
      postForm(t.app, NOTIFY, reply),
    ]);
    expect(ret.headers.location).toBe(`${STORE}/order-success?orderId=${order.id}`);
    expect(note.statusCode).toBe(200);
    expect(note.body).toBe('OK');
    const events = await eventsOf(db(), order.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.outcome).toBe('order paid');
    expect((await orderRow(db(), order.id)).status).toBe(1);
  });

  it('pays the order once when two attempts both succeed at the same moment', async () => {
    const { order, form } = await cardAttempt();
    const second = (await pay(t.app, asha.auth, order.id, payerFields('card'))).json().action
      .formParams.data as Record<string, string>;
    await Promise.all([
      postForm(t.app, NOTIFY, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success')),
      postForm(t.app, NOTIFY, gatewayReply(second, SANDBOX_MERCHANT_SALT, 'success')),
    ]);
    const outcomes = (await eventsOf(db(), order.id)).map((e) => e.outcome).sort();
    // The second payment is recorded as money taken for an already paid order (a refund).
    expect(outcomes).toEqual(['order already-paid', 'order paid']);
    expect((await orderRow(db(), order.id)).status).toBe(1);
  });

  it('records money taken for an order cancelled meanwhile without reviving it', async () => {
    const { order, form } = await cardAttempt();
    await cancelOrder(db(), order.id);
    await postForm(t.app, NOTIFY, gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success'));
    expect((await orderRow(db(), order.id)).status).toBe(4);
    expect((await eventsOf(db(), order.id))[0]!.outcome).toBe('order not-payable');
  });

  it('accepts form bodies only on these two routes, each field once', async () => {
    const { form } = await cardAttempt();
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { ...asha.auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'orderId=x',
    });
    expect(elsewhere.statusCode).toBe(415);
    const twice = await t.app.inject({
      method: 'POST',
      url: NOTIFY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success'))}&status=failure`,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ error: "Field 'status' was sent twice", code: 'invalid' });
  });
});

describe(`PayU confirmations in the log (${testDbKind})`, () => {
  /** A logger that keeps what it is told, at the levels the service uses. */
  function recordingLog() {
    const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
    const at =
      (level: string) =>
      (fields: Record<string, unknown>, msg = '') =>
        lines.push({ level, fields, msg });
    const log = {
      level: 'info',
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      fatal: at('fatal'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => undefined,
      child: () => log,
    };
    // Only the methods above are called; the cast stands in for pino's full interface.
    return { log: log as unknown as FastifyBaseLogger, lines };
  }

  it('logs every confirmation it refuses, and a replay it does not apply again', async () => {
    const { order, form } = await cardAttempt();
    const { log, lines } = recordingLog();
    const confirm = (fields: Record<string, string>) =>
      confirmPayuPayment(t.database.db, t.config, fields, 'webhook', log, gatewayVerifier(t.app));

    const forged = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success', { hash: 'ab'.repeat(64) });
    const mismatched = gatewayReply(
      form,
      SANDBOX_MERCHANT_SALT,
      'success',
      { amount: '1.00' },
      true,
    );
    const stranger = gatewayReply(
      form,
      SANDBOX_MERCHANT_SALT,
      'success',
      { txnid: 'EEUNKNOWN2' },
      true,
    );
    for (const fields of [forged, mismatched, stranger]) {
      expect((await confirm(fields)).accepted).toBe(false);
    }
    const refusals = lines.filter((l) => l.level === 'warn');
    expect(refusals.map((l) => l.msg)).toEqual(
      Array(3).fill('payment confirmation rejected: nothing changed'),
    );
    expect(refusals.map((l) => l.fields.reason)).toEqual([
      'hash mismatch',
      'amount mismatch',
      'unknown transaction',
    ]);
    expect(refusals[0]!.fields).toMatchObject({ source: 'webhook', orderId: order.id });
    expect((await orderRow(db(), order.id)).status).toBe(0);

    const genuine = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    expect((await confirm(genuine)).accepted).toBe(true);
    expect((await confirm(genuine)).accepted).toBe(true);
    expect(lines.filter((l) => l.msg === 'payment confirmation already applied')).toHaveLength(1);
    expect(await eventsOf(db(), order.id, true)).toHaveLength(1);
  });
});
