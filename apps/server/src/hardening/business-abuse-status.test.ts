// Business abuse, order status: whatever sequence of calls a shopper, a stranger, a forger of
// gateway replies and the owner's own commands make, no order reaches Processing without a
// believed payment or cash on delivery. (Prices, totals, quantities and owner are
// business-abuse-prices.test.ts.)
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, paymentEvents, payments } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { canTransition } from '../modules/orders/order-status.ts';
import {
  cancelExpiredOrders,
  cancelOrder,
  deliverOrder,
  shipOrder,
} from '../modules/orders/index.ts';
import { markPaidByOwner } from '../modules/payments/index.ts';
import { ageOrder, createProduct } from '../modules/orders/test-fixtures.ts';
import { gatewayReply } from '../modules/payments/payments.test-kit.ts';
import {
  SANDBOX_MERCHANT_KEY,
  SANDBOX_MERCHANT_SALT,
} from '../modules/payments/sandbox/sandbox-credentials.ts';
import { call, orderBody } from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let stranger: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
  stranger = await createTestUser(t.app.db);
  kurta = (await createProduct(t.app.db, { stock: { S: 10_000, M: 10_000, L: 10_000 } })).id;
});
afterAll(async () => {
  await t?.close();
});

const postOrder = (json: unknown) => call(t.app, 'POST', '/orders', { token: shopper.token, json });

type Step =
  | 'startCard'
  | 'gatewaySuccess'
  | 'gatewayFailure'
  | 'forgedSuccess'
  | 'tamperedAmount'
  | 'unknownTransaction'
  | 'replayLast'
  | 'startUpi'
  | 'cashOnDelivery'
  | 'strangerCashOnDelivery'
  | 'clientSetsStatus'
  | 'ownerMarksPaid'
  | 'ship'
  | 'deliver'
  | 'cancel'
  | 'expire';
const steps: Step[] = [
  'startCard',
  'gatewaySuccess',
  'gatewayFailure',
  'forgedSuccess',
  'tamperedAmount',
  'unknownTransaction',
  'replayLast',
  'startUpi',
  'cashOnDelivery',
  'strangerCashOnDelivery',
  'clientSetsStatus',
  'ownerMarksPaid',
  'ship',
  'deliver',
  'cancel',
  'expire',
];

const payer = (method: string) => ({
  method,
  payerName: 'Asha Verma',
  payerEmail: 'asha@example.in',
  payerPhone: '+919876543210',
});
const postForm = (url: string, fields: Record<string, string>) =>
  call(t.app, 'POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    raw: new URLSearchParams(fields).toString(),
  });

/** Evidence in the database that money was believed taken, or cash on delivery chosen. */
async function evidenceOfPayment(orderId: string): Promise<boolean> {
  const card = await t.app.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentEvents, eq(paymentEvents.paymentId, payments.id))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'success'),
        eq(paymentEvents.verified, true),
      ),
    );
  const owner = await t.app.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.source, 'operator'),
        eq(paymentEvents.verified, true),
        sql`${paymentEvents.payload} ->> 'orderId' = ${orderId}`,
      ),
    );
  const [row] = await t.app.db
    .select({ method: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  return card.length > 0 || owner.length > 0 || row?.method === 'cod';
}

/**
 * One random sequence's state: its order, the gateway form the store last handed out, the last
 * form sent to a gateway address (to replay), and whether a real payment or COD was made.
 */
interface Run {
  orderId: string;
  form: Record<string, string> | null;
  last: { url: string; fields: Record<string, string> } | null;
  legitimate: boolean;
}

/** A gateway form of a transaction the store never started. */
const fakeForm = (run: Run): Record<string, string> => ({
  key: SANDBOX_MERCHANT_KEY,
  txnid: `FAKE${Math.floor(Math.random() * 1e9)}`,
  amount: '1499.00',
  productinfo: `Order ${run.orderId}`,
  firstname: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  udf1: run.orderId,
});

const send = async (run: Run, url: string, fields: Record<string, string>) => {
  run.last = { url, fields };
  return postForm(url, fields);
};

/** The steps that start a card payment or answer as the gateway would, or a forger. */
async function gatewayStep(run: Run, step: Step): Promise<void> {
  const { orderId, form } = run;
  switch (step) {
    case 'startCard': {
      const res = await call(t.app, 'POST', '/payments', {
        token: shopper.token,
        json: { orderId, fields: payer('card') },
      });
      expect(res.status).toBe(200);
      const b = res.body as {
        success: boolean;
        action?: { formParams: { data: Record<string, string> } };
      };
      if (b.success && b.action) run.form = b.action.formParams.data;
      break;
    }
    case 'gatewaySuccess':
      if (form) {
        const res = await send(
          run,
          '/payments/payu/return',
          gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success'),
        );
        expect(res.status).toBe(303);
        if (String(res.headers.location).includes('/order-success')) run.legitimate = true;
      }
      break;
    case 'gatewayFailure':
      if (form) {
        await send(
          run,
          '/payments/payu/notify',
          gatewayReply(form, SANDBOX_MERCHANT_SALT, 'failure'),
        );
      }
      break;
    case 'forgedSuccess': {
      const res = await send(
        run,
        '/payments/payu/notify',
        gatewayReply(form ?? fakeForm(run), 'guessed-salt-123', 'success'),
      );
      expect(res.status).toBe(400);
      break;
    }
    case 'tamperedAmount': {
      const res = await send(
        run,
        '/payments/payu/notify',
        gatewayReply(form ?? fakeForm(run), SANDBOX_MERCHANT_SALT, 'success', {
          amount: '1.00',
        }),
      );
      expect(res.status).toBe(400);
      break;
    }
    case 'unknownTransaction': {
      const res = await send(
        run,
        '/payments/payu/notify',
        gatewayReply(fakeForm(run), SANDBOX_MERCHANT_SALT, 'success'),
      );
      expect(res.status).toBe(400);
      break;
    }
    case 'replayLast': {
      const replay = run.last;
      if (replay) await postForm(replay.url, replay.fields);
      break;
    }
  }
}

/** The steps the shopper, a stranger and the owner take. */
async function peopleStep(run: Run, step: Step): Promise<void> {
  const { orderId } = run;
  switch (step) {
    case 'startUpi':
      await call(t.app, 'POST', '/payments', {
        token: shopper.token,
        json: { orderId, fields: payer('upi') },
      });
      break;
    case 'cashOnDelivery': {
      const res = await call(t.app, 'POST', '/payments', {
        token: shopper.token,
        json: { orderId, fields: payer('cod') },
      });
      if ((res.body as { success?: boolean }).success === true) run.legitimate = true;
      break;
    }
    case 'strangerCashOnDelivery': {
      const res = await call(t.app, 'POST', '/payments', {
        token: stranger.token,
        json: { orderId, fields: payer('cod') },
      });
      expect(res.status).toBe(404);
      break;
    }
    case 'clientSetsStatus': {
      const a = await call(t.app, 'POST', '/payments', {
        token: shopper.token,
        json: { orderId, fields: payer('card'), status: 1 },
      });
      expect(a.status).toBe(400);
      const b = await call(t.app, 'PATCH', `/orders/${orderId}`, {
        token: shopper.token,
        json: { status: 1 },
      });
      expect(b.status).toBe(404);
      break;
    }
    case 'ownerMarksPaid':
      if (
        (await markPaidByOwner(t.app.db, orderId, {
          method: 'upi',
          reference: 'UTR123',
        })) === 'paid'
      ) {
        run.legitimate = true;
      }
      break;
    case 'ship':
      await shipOrder(t.app.db, orderId, 'DTDC123456');
      break;
    case 'deliver':
      await deliverOrder(t.app.db, orderId);
      break;
    case 'cancel':
      await cancelOrder(t.app.db, orderId);
      break;
    case 'expire':
      await ageOrder(t.app.db, orderId, 48);
      await cancelExpiredOrders(t.app.db, 24);
      break;
    default:
      await gatewayStep(run, step);
  }
}

describe(`business abuse: properties over random carts (${testDbKind})`, () => {
  it('never reaches Processing without a verified payment or cash on delivery, whatever the sequence', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...steps), { minLength: 1, maxLength: 10 }),
        async (sequence) => {
          const placed = await postOrder(orderBody(kurta));
          expect(placed.status).toBe(201);
          const orderId = (placed.body as { id: string }).id;
          const run: Run = { orderId, form: null, last: null, legitimate: false };
          let previous = 0;

          for (const step of sequence) {
            await peopleStep(run, step);
            const [row] = await t.app.db
              .select({ status: orders.status })
              .from(orders)
              .where(eq(orders.id, orderId));
            const now = row!.status;
            expect(
              now === previous || canTransition(previous, now),
              `${previous} → ${now} after ${step}`,
            ).toBe(true);
            if (now === 1 || now === 2 || now === 3) {
              expect(run.legitimate, `status ${now} after ${sequence.join(', ')}`).toBe(true);
              expect(await evidenceOfPayment(orderId), `evidence after ${step}`).toBe(true);
            }
            previous = now;
          }
        },
      ),
      { numRuns: testDbKind === 'postgres' ? 30 : 20 },
    );
  });
});
