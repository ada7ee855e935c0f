// Forged gateway posts (issue 17, item 7): counted per client address and refused past the
// limit, while believed ones never count; and the unverified events one payment may store are
// capped, with the rest counted, so that no one can grow payment_events without bound.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestUser,
  randomIp,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { GATEWAY_POSTS_PER_ADDRESS } from './gateway-post-limit.ts';
import {
  countNotStoredEvents,
  findPaymentByTxnId,
  MAX_UNVERIFIED_EVENTS_PER_PAYMENT,
} from './payments.repository.ts';
import { SANDBOX_MERCHANT_SALT, SANDBOX_PAYMENT_PATH } from './sandbox/sandbox-credentials.ts';
import {
  createPricedProduct,
  eventsOf,
  gatewayReply,
  orderRow,
  pay,
  payerFields,
  placeOrder,
} from './payments.test-kit.ts';

const RETURN = '/api/v1/payments/payu/return';
const NOTIFY = '/api/v1/payments/payu/notify';

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

async function cardAttempt() {
  const order = await placeOrder(t.app, asha.auth, kurta);
  const res = await pay(t.app, asha.auth, order.id, payerFields('card'));
  const form = res.json().action.formParams.data as Record<string, string>;
  return { order, form };
}

const postFrom = (app: FastifyInstance, url: string, fields: Record<string, string>, ip: string) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A post naming one of our transactions, signed with a salt that is not ours. */
const forged = (form: Record<string, string>) => gatewayReply(form, 'not-our-salt', 'success');

describe(`forged gateway posts per address (${testDbKind})`, () => {
  it('are refused with a 429 past the limit, on return and notify alike', async () => {
    const { form } = await cardAttempt();
    const ip = randomIp();
    for (let i = 0; i < GATEWAY_POSTS_PER_ADDRESS; i++) {
      const url = i % 2 ? RETURN : NOTIFY;
      expect((await postFrom(t.app, url, forged(form), ip)).statusCode).toBe(i % 2 ? 303 : 400);
    }
    for (const url of [NOTIFY, RETURN]) {
      const limited = await postFrom(t.app, url, forged(form), ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error).toMatch(/^Too many payment messages from your network\./);
    }
    // Another address is not held up by this one.
    expect((await postFrom(t.app, NOTIFY, forged(form), randomIp())).statusCode).toBe(400);
  });

  it('never count the posts that are believed', async () => {
    const { order, form } = await cardAttempt();
    const ip = randomIp();
    const reply = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    for (let i = 0; i < GATEWAY_POSTS_PER_ADDRESS + 5; i++) {
      expect((await postFrom(t.app, NOTIFY, reply, ip)).statusCode).toBe(200);
    }
    expect((await orderRow(t.database.db, order.id)).status).toBe(1);
  });

  it("apply to the sandbox's checkout too", async () => {
    const ip = randomIp();
    const bad = { key: 'nobody', txnid: 'x' };
    for (let i = 0; i < GATEWAY_POSTS_PER_ADDRESS; i++) {
      expect((await postFrom(t.app, SANDBOX_PAYMENT_PATH, bad, ip)).statusCode).toBe(400);
    }
    expect((await postFrom(t.app, SANDBOX_PAYMENT_PATH, bad, ip)).statusCode).toBe(429);
  });
});

describe(`unverified events per payment (${testDbKind})`, () => {
  it(`stores ${MAX_UNVERIFIED_EVENTS_PER_PAYMENT}, counts the rest, and still applies a real payment`, async () => {
    const { order, form } = await cardAttempt();
    const extra = 7;
    for (let i = 0; i < MAX_UNVERIFIED_EVENTS_PER_PAYMENT + extra; i++) {
      // A fresh address each time, as a forger with many addresses would.
      expect((await postFrom(t.app, NOTIFY, forged(form), randomIp())).statusCode).toBe(400);
    }
    expect(await eventsOf(t.database.db, order.id, false)).toHaveLength(
      MAX_UNVERIFIED_EVENTS_PER_PAYMENT + 1,
    );
    const payment = await findPaymentByTxnId(t.database.db, form.txnid!);
    expect(await countNotStoredEvents(t.database.db, payment!.id)).toBe(extra);

    const real = gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success');
    expect((await postFrom(t.app, NOTIFY, real, randomIp())).statusCode).toBe(200);
    expect((await orderRow(t.database.db, order.id)).status).toBe(1);
    expect(await eventsOf(t.database.db, order.id, true)).toHaveLength(1);
  });
});
