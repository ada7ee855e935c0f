// Stock hoarding (issue 17, item 4): an account, and a client address, may hold only a few
// unpaid orders at once, so no one can keep a size sold out by ordering without paying.
import type { Order } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  createTestApp,
  createTestUser,
  randomIp,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { cancelOrder, markOrderPaid } from './order-moves.service.ts';
import { address, countOrders, createProduct, stockOf } from './test-fixtures.ts';

let t: TestApp;
let productId: number;

beforeAll(async () => {
  // The caps at their defaults (the harness raises them for suites about other things).
  t = await createTestApp({
    seed: false,
    env: { MAX_OPEN_ORDERS_PER_ACCOUNT: '3', MAX_OPEN_ORDERS_PER_ADDRESS: '10' },
  });
  productId = (await createProduct(t.app.db, { sizes: ['M'], stock: { M: 1000 } })).id;
});
afterAll(async () => {
  await t?.close();
});

const body = { items: [{ productId: 0, quantity: 1, size: 'M', color: 'Maroon' }] };

function order(
  shopper: { auth: { authorization: string } },
  ip: string,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    remoteAddress: ip,
    headers: { ...shopper.auth, ...headers },
    payload: { items: [{ ...body.items[0], productId }], shippingAddress: address },
  });
}

describe(`open orders per account and per address (${testDbKind})`, () => {
  it('caps open orders at 3 per account and 10 per address by default', () => {
    const config = loadConfig({});
    expect(config.orders.maxOpenPerAccount).toBe(3);
    expect(config.orders.maxOpenPerAddress).toBe(10);
    expect(config.orders.holdMinutes).toBe(30);
  });

  it('refuses a fourth unpaid order of one account with 429, a message and Retry-After', async () => {
    const shopper = await createTestUser(t.app.db);
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await order(shopper, ip)).statusCode).toBe(201);
    const before = await stockOf(t.app.db, productId, 'M');

    // From another address too: the cap is the account's.
    const refused = await order(shopper, randomIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toBe(
      'You already have 3 unpaid orders. Pay for one of them, or wait until an unpaid order ' +
        'is cancelled (30 minutes after it was placed), before placing another.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(25 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    expect(await countOrders(t.app.db, shopper.id)).toBe(3);
    expect(await stockOf(t.app.db, productId, 'M')).toBe(before);
  });

  it('frees a slot when an open order is paid or cancelled', async () => {
    const shopper = await createTestUser(t.app.db);
    const ip = randomIp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await order(shopper, ip)).json<Order>().id);
    expect((await order(shopper, ip)).statusCode).toBe(429);

    await markOrderPaid(t.app.db, ids[0]!, { method: 'upi', reference: 'UTR1' });
    expect((await order(shopper, ip)).statusCode).toBe(201);
    expect((await order(shopper, ip)).statusCode).toBe(429);
    await cancelOrder(t.app.db, ids[1]!);
    expect((await order(shopper, ip)).statusCode).toBe(201);
  });

  it('still replays an earlier order of the same Idempotency-Key at the cap', async () => {
    const shopper = await createTestUser(t.app.db);
    const ip = randomIp();
    const first = await order(shopper, ip, { 'idempotency-key': 'open-orders-replay' });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await order(shopper, ip)).statusCode).toBe(201);
    const replay = await order(shopper, ip, { 'idempotency-key': 'open-orders-replay' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<Order>().id).toBe(first.json<Order>().id);
  });

  it('refuses an eleventh unpaid order from one address, whoever places it', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const shopper = await createTestUser(t.app.db);
      for (let j = 0; j < 2; j++) expect((await order(shopper, ip)).statusCode).toBe(201);
    }
    const newcomer = await createTestUser(t.app.db);
    const refused = await order(newcomer, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^Too many unpaid orders have been placed from your network\. Pay for one of them, or try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same shopper from another address is welcome.
    expect((await order(newcomer, randomIp())).statusCode).toBe(201);
  });

  it.skipIf(testDbKind !== 'postgres')(
    'lets exactly 3 of 12 simultaneous orders of one account through',
    async () => {
      const shopper = await createTestUser(t.app.db);
      const before = await stockOf(t.app.db, productId, 'M');
      const replies = await Promise.all(
        Array.from({ length: 12 }, () => order(shopper, randomIp())),
      );
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(3).fill(201), ...Array(9).fill(429)]);
      expect(await countOrders(t.app.db, shopper.id)).toBe(3);
      expect(await stockOf(t.app.db, productId, 'M')).toBe(before - 3);
    },
  );

  it.skipIf(testDbKind !== 'postgres')(
    'lets exactly 10 of 20 simultaneous orders from one address through',
    async () => {
      const ip = randomIp();
      const crowd = await Promise.all(Array.from({ length: 20 }, () => createTestUser(t.app.db)));
      const replies = await Promise.all(crowd.map((s) => order(s, ip)));
      const codes = replies.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(10).fill(201), ...Array(10).fill(429)]);
    },
  );
});
