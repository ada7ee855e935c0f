// Reconciliation with the gateway (issue 17, item 5): a card payment whose return and
// notification never arrived is settled by the gateway's verify_payment, a signed success the
// gateway's record contradicts changes nothing, and an order with a payment in flight is
// never expired. The sandbox answers verify_payment from its own record of what the tester
// chose, over real HTTP where the test listens.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import type { createTestUser } from '../../test/harness.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import { cancelExpiredOrders } from '../orders/index.ts';
import {
  eventsOf,
  gatewayReply,
  orderRow,
  pay,
  payerFields,
  paymentsOf,
  paymentsOverHttp,
  placeOrder,
  postForm,
} from './payments.test-kit.ts';
import { fetchTransport, verifyPayuPayment } from './providers/payu.ts';
import {
  gatewayVerifier,
  paymentsInFlight,
  reconcilePendingPayments,
} from './reconcile.service.ts';
import {
  SANDBOX_COMPLETE_PATH,
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
  SANDBOX_PAYMENT_PATH,
  SANDBOX_VERIFY_PATH,
} from './sandbox/sandbox-credentials.ts';

const silent = { warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

let t: TestApp;
let base: string;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  ({ t, base, asha, kurta } = await paymentsOverHttp());
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** A Pending order with a card attempt started: the form the browser would post to PayU. */
async function cardAttempt() {
  const order = await placeOrder(t.app, asha.auth, kurta);
  const res = await pay(t.app, asha.auth, order.id, payerFields('card'));
  const form = res.json().action.formParams.data as Record<string, string>;
  return { order, form };
}

/** The payment's start moved back by `minutes`, as if the shopper had left that long ago. */
async function startedAgo(txnId: string, minutes: number) {
  await db()
    .update(payments)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(payments.txnId, txnId));
}

const reconcile = () =>
  reconcilePendingPayments(db(), gatewayVerifier(t.app), { afterMinutes: 10, log: silent });

describe(`verify_payment against the sandbox over HTTP (${testDbKind})`, () => {
  it('answers what the tester chose, and Not Found for a transaction it never saw', async () => {
    const { form } = await cardAttempt();
    const endpoint = {
      key: SANDBOX_MERCHANT_KEY,
      salt: SANDBOX_MERCHANT_SALT,
      verifyUrl: `${base}${SANDBOX_VERIFY_PATH}?form=2`,
    };
    expect(await verifyPayuPayment(endpoint, form.txnid!, fetchTransport)).toEqual({
      kind: 'not-found',
    });
    gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    expect(await verifyPayuPayment(endpoint, form.txnid!, fetchTransport)).toMatchObject({
      kind: 'success',
      amountPaise: 149_900,
      orderId: form.udf1,
    });
    // A caller without the salt is refused, as PayU refuses a bad hash.
    const forged = await verifyPayuPayment(
      { ...endpoint, salt: 'not-the-sandbox-salt' },
      form.txnid!,
      fetchTransport,
    );
    expect(forged).toMatchObject({ kind: 'unreachable', reason: 'HTTP 400' });
  });
});

describe(`a signed return the gateway's record contradicts (${testDbKind})`, () => {
  it('changes nothing when the shopper failed at the gateway and a success is forged', async () => {
    const { order, form } = await cardAttempt();
    gatewayReply(form, SANDBOX_MERCHANT_SALT, 'failure');
    // Signed with the sandbox's public salt, but the sandbox never said success.
    const forged = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success', {}, false, false);
    const res = await postForm(t.app, '/api/v1/payments/payu/return', forged);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${base}/payment?orderId=${order.id}&payment=failed`);
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 0, paidAt: null });
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('pending');
    expect(await eventsOf(db(), order.id)).toEqual([
      {
        source: 'return',
        verified: false,
        outcome: 'rejected: gateway verify says failure',
        dedupeKey: null,
      },
    ]);
  });

  it('changes nothing for a signed success of a transaction the gateway never saw', async () => {
    const { order, form } = await cardAttempt();
    const forged = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success', {}, false, false);
    const res = await postForm(t.app, '/api/v1/payments/payu/notify', forged);
    expect(res.statusCode).toBe(400);
    expect((await orderRow(db(), order.id)).status).toBe(0);
    expect((await eventsOf(db(), order.id))[0]!.outcome).toBe(
      'rejected: gateway verify says not-found',
    );
  });

  it('sends the shopper to wait while the gateway still works on the payment', async () => {
    const { order, form } = await cardAttempt();
    const shown = await postForm(t.app, SANDBOX_PAYMENT_PATH, form);
    expect(shown.statusCode).toBe(200);
    const early = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success', {}, false, false);
    const res = await postForm(t.app, '/api/v1/payments/payu/return', early);
    expect(res.headers.location).toBe(`${base}/payment?orderId=${order.id}&payment=pending`);
    expect((await orderRow(db(), order.id)).status).toBe(0);
  });
});

describe(`the scheduled check of pending card payments (${testDbKind})`, () => {
  it('pays an order whose success never came back to the store', async () => {
    const { order, form } = await cardAttempt();
    // The tester paid at the sandbox; neither the return nor the notification arrived.
    gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    expect((await orderRow(db(), order.id)).status).toBe(0);

    // Not before it has had PAYMENT_VERIFY_AFTER_MINUTES to come back by itself.
    await startedAgo(form.txnid!, 5);
    expect((await reconcile()).paid).not.toContain(form.txnid);
    expect((await orderRow(db(), order.id)).status).toBe(0);

    await startedAgo(form.txnid!, 11);
    expect((await reconcile()).paid).toContain(form.txnid);
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 1, paymentMethod: 'card' });
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('success');
    expect(await eventsOf(db(), order.id, true)).toEqual([
      {
        source: 'verify',
        verified: true,
        outcome: 'order paid',
        dedupeKey: `payu:${form.txnid}:success`,
      },
    ]);

    // The notification arriving late is recognised as the same news.
    const late = await postForm(
      t.app,
      '/api/v1/payments/payu/notify',
      gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success'),
    );
    expect(late.statusCode).toBe(200);
    expect(await eventsOf(db(), order.id, true)).toHaveLength(1);
  });

  it('fails a payment the gateway failed, and the order then expires', async () => {
    const { order, form } = await cardAttempt();
    gatewayReply(form, SANDBOX_MERCHANT_SALT, 'failure');
    await startedAgo(form.txnid!, 11);
    const later = new Date(Date.now() + 31 * 60_000);
    const policy = { holdMinutes: 30, maxHours: 24, paymentsInFlight, now: later };

    // While pending, the payment keeps the order past its 30 minutes...
    expect(await cancelExpiredOrders(db(), policy)).not.toContain(order.id);
    expect((await reconcile()).failed).toContain(form.txnid);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('failed');
    expect((await eventsOf(db(), order.id, true))[0]).toMatchObject({
      source: 'verify',
      outcome: 'payment failed',
    });
    // ...and once the gateway has said it failed, the order goes and its stock is back.
    expect(await cancelExpiredOrders(db(), policy)).toContain(order.id);
    expect((await orderRow(db(), order.id)).status).toBe(4);
  });

  it('fails an attempt that never reached the gateway', async () => {
    const { order, form } = await cardAttempt();
    await startedAgo(form.txnid!, 11);
    expect((await reconcile()).failed).toContain(form.txnid);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('failed');
    expect((await orderRow(db(), order.id)).status).toBe(0);
  });

  it('leaves a payment the gateway still works on for the next run', async () => {
    const { order, form } = await cardAttempt();
    expect((await postForm(t.app, SANDBOX_PAYMENT_PATH, form)).statusCode).toBe(200);
    await startedAgo(form.txnid!, 11);
    expect((await reconcile()).stillPending).toContain(form.txnid);
    expect((await paymentsOf(db(), order.id))[0]!.status).toBe('pending');
  });

  it('pays through the sandbox end to end, the check finding nothing left to do', async () => {
    const { order, form } = await cardAttempt();
    expect((await postForm(t.app, SANDBOX_PAYMENT_PATH, form)).statusCode).toBe(200);
    const done = await postForm(t.app, SANDBOX_COMPLETE_PATH, {
      ...form,
      sandbox_outcome: 'success',
    });
    expect(done.statusCode).toBe(200);
    expect((await orderRow(db(), order.id)).status).toBe(1);
    await startedAgo(form.txnid!, 11);
    const result = await reconcile();
    expect([...result.paid, ...result.failed, ...result.stillPending]).not.toContain(form.txnid);
  });
});

describe(`a card payment starting while the expiry runs (${testDbKind})`, () => {
  it.skipIf(testDbKind !== 'postgres')(
    'either cancels the order and refuses the payment, or keeps the order with its payment',
    async () => {
      const placed: string[] = [];
      for (let i = 0; i < 10; i++) placed.push((await placeOrder(t.app, asha.auth, kurta)).id);
      const policy = {
        holdMinutes: 30,
        maxHours: 24,
        paymentsInFlight,
        now: new Date(Date.now() + 31 * 60_000),
      };
      const [answers, cancelled] = await Promise.all([
        Promise.all(placed.map((id) => pay(t.app, asha.auth, id, payerFields('card')))),
        cancelExpiredOrders(db(), policy),
      ]);
      for (const [i, id] of placed.entries()) {
        const started = answers[i]!.json<{ success: boolean }>().success;
        const rows = await paymentsOf(db(), id);
        const status = (await orderRow(db(), id)).status;
        if (cancelled.includes(id)) {
          expect(status).toBe(4);
          expect(started).toBe(false);
          expect(rows).toEqual([]);
        } else {
          expect(status).toBe(0);
          expect(started).toBe(true);
          expect(rows.map((r) => r.status)).toEqual(['pending']);
        }
      }
    },
  );
});
