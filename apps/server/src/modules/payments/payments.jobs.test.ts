// The timer every API process runs: pending card payments are settled with the gateway's
// verify_payment without anyone asking, like the orders' expiry.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { payments } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  createPricedProduct,
  gatewayReply,
  orderRow,
  pay,
  payerFields,
  paymentsOf,
  placeOrder,
} from './payments.test-kit.ts';
import { SANDBOX_MERCHANT_SALT } from './sandbox/sandbox-credentials.ts';

const INTERVAL_MINUTES = 3;

let t: TestApp;

beforeAll(async () => {
  // Only the interval is faked: the database and everything else keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp({
    env: { PAYMENT_VERIFY_INTERVAL_MINUTES: String(INTERVAL_MINUTES), CATALOG_CACHE: 'false' },
  });
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`pending card payments checked on a timer (${testDbKind})`, () => {
  it('asks after 10 minutes, every 5 minutes, by default', () => {
    const config = loadConfig({});
    expect(config.paymentChecks).toEqual({
      afterMinutes: 10,
      intervalMinutes: 5,
      payuVerifyUrl: 'https://info.payu.in/merchant/postservice.php?form=2',
    });
    expect(loadConfig({ PAYU_URL: 'https://test.payu.in/_payment' }).paymentChecks).toMatchObject({
      payuVerifyUrl: 'https://test.payu.in/merchant/postservice.php?form=2',
    });
  });

  it('settles a success and a failure the store never heard of, on its own', async () => {
    const shopper = await createTestUser(t.app.db);
    const kurta = await createPricedProduct(t.app.db, 99_900);
    const attempt = async () => {
      const order = await placeOrder(t.app, shopper.auth, kurta);
      const res = await pay(t.app, shopper.auth, order.id, payerFields('card'));
      return { order, form: res.json().action.formParams.data as Record<string, string> };
    };
    const paid = await attempt();
    const failed = await attempt();
    gatewayReply(paid.form, SANDBOX_MERCHANT_SALT, 'success');
    gatewayReply(failed.form, SANDBOX_MERCHANT_SALT, 'failure');
    await t.app.db
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(mins => 11)` })
      .where(eq(payments.orderId, paid.order.id));
    await t.app.db
      .update(payments)
      .set({ createdAt: sql`now() - make_interval(mins => 11)` })
      .where(eq(payments.orderId, failed.order.id));

    vi.advanceTimersByTime(INTERVAL_MINUTES * 60_000);
    await until(
      async () => (await orderRow(t.app.db, paid.order.id)).status === 1,
      'the paid order to move to Processing',
    );
    await until(
      async () => (await paymentsOf(t.app.db, failed.order.id))[0]!.status === 'failed',
      'the failed payment to be marked failed',
    );
    expect((await orderRow(t.app.db, failed.order.id)).status).toBe(0);
  });
});
