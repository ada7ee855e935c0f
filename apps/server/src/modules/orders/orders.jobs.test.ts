// The timer every API process runs: unpaid orders older than UNPAID_ORDER_TTL_HOURS are
// cancelled and their stock returned without anyone running orders:expire.
import type { Order } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { orders, payments } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, ageOrder, createProduct, stockOf } from './test-fixtures.ts';

const TTL_HOURS = 6;
const INTERVAL_MINUTES = 2;

let t: TestApp;

beforeAll(async () => {
  // Only the interval is faked: the database and everything else keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  t = await createTestApp({
    seed: false,
    env: {
      UNPAID_ORDER_TTL_HOURS: String(TTL_HOURS),
      // This test is about the timer and the age it is given: the hold lasts the whole TTL.
      ORDER_HOLD_MINUTES: String(TTL_HOURS * 60),
      ORDER_EXPIRY_INTERVAL_MINUTES: String(INTERVAL_MINUTES),
      CATALOG_CACHE: 'false',
    },
  });
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

async function statusOf(id: string): Promise<number> {
  const [row] = await t.app.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, id));
  return row!.status;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`expiry of unpaid orders on a timer (${testDbKind})`, () => {
  it('defaults to 24 hours, checked every 5 minutes', () => {
    const config = loadConfig({});
    expect(config.unpaidOrderTtlHours).toBe(24);
    expect(config.orders.expiryIntervalMinutes).toBe(5);
  });

  it('cancels unpaid orders past the configured age on its own and returns their stock', async () => {
    const product = await createProduct(t.app.db, { stock: { M: 5 } });
    const shopper = await createTestUser(t.app.db);
    const place = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: {
          items: [{ productId: product.id, quantity: 2, size: 'M', color: 'Navy' }],
          shippingAddress: address,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json<Order>().id;
    };
    const stale = await place();
    const recent = await place();
    await ageOrder(t.app.db, stale, TTL_HOURS + 1);
    await ageOrder(t.app.db, recent, TTL_HOURS - 1);
    expect(await stockOf(t.app.db, product.id, 'M')).toBe(1);

    // Not before the interval has passed...
    vi.advanceTimersByTime(INTERVAL_MINUTES * 60_000 - 1_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await statusOf(stale)).toBe(0);

    // ...and then without being asked.
    vi.advanceTimersByTime(1_000);
    await until(async () => (await statusOf(stale)) === 4, 'the stale order to be cancelled');
    await until(
      async () => (await stockOf(t.app.db, product.id, 'M')) === 3,
      'its two units to be back in stock',
    );
    expect(await statusOf(recent)).toBe(0);
  });
});

describe(`the timer with the default 30-minute hold (${testDbKind})`, () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({
      seed: false,
      env: { ORDER_EXPIRY_INTERVAL_MINUTES: String(INTERVAL_MINUTES), CATALOG_CACHE: 'false' },
    });
  });
  afterAll(async () => {
    await d?.close();
  });

  const minutesOld = (id: string, minutes: number) =>
    d.app.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(orders.id, id));
  const status = async (id: string) =>
    (await d.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

  it('cancels an unpaid order after 30 minutes, and one with a UPI link, but not one whose card payment is in flight', async () => {
    const product = await createProduct(d.app.db, { stock: { M: 12 } });
    const shopper = await createTestUser(d.app.db);
    const place = async () => {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: shopper.auth,
        payload: {
          items: [{ productId: product.id, quantity: 3, size: 'M', color: 'Navy' }],
          shippingAddress: address,
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json<Order>().id;
    };
    const lapsed = await place();
    const paying = await place();
    const payingUpi = await place();
    const fresh = await place();
    await minutesOld(lapsed, 31);
    await minutesOld(paying, 31);
    await minutesOld(payingUpi, 31);
    await minutesOld(fresh, 29);
    await d.app.db
      .insert(payments)
      .values({ orderId: paying, method: 'card', amountPaise: 1, txnId: `EEJOB${paying}` });
    await d.app.db
      .insert(payments)
      .values({ orderId: payingUpi, method: 'upi', amountPaise: 1, txnId: `upi:${payingUpi}` });
    expect(await stockOf(d.app.db, product.id, 'M')).toBe(0);

    vi.advanceTimersByTime(INTERVAL_MINUTES * 60_000);
    await until(async () => (await status(lapsed)) === 4, 'the lapsed order to be cancelled');
    // A UPI link nobody can verify is no payment in progress: it keeps the normal hold.
    await until(async () => (await status(payingUpi)) === 4, 'the UPI order to be cancelled');
    await until(
      async () => (await stockOf(d.app.db, product.id, 'M')) === 6,
      'their six units to be back in stock',
    );
    expect(await status(paying)).toBe(0);
    expect(await status(fresh)).toBe(0);
  });
});
