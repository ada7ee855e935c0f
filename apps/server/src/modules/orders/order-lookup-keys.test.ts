// Which rate-limit counters an order lookup creates: one client must not be able to fill the
// limiter with keys (each new key used to push out another's counter; see lib/rate-limiter.ts).
import type { Order } from '@store/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, createProduct } from './test-fixtures.ts';

let t: TestApp;
let placed: Order;
const consumed: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_LOOKUP_MAX_FAILURES: '3' } });
  const limiter = t.app.rateLimiter;
  const consume = limiter.consume.bind(limiter);
  limiter.consume = (key, limit, windowMs) => {
    consumed.push(key);
    return consume(key, limit, windowMs);
  };
  const owner = await createTestUser(t.app.db);
  const p = await createProduct(t.app.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: owner.auth,
    payload: {
      items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Navy' }],
      shippingAddress: address,
    },
  });
  placed = res.json<Order>();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  consumed.length = 0;
});

const lookup = (id: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${id}?contactInfo=${encodeURIComponent('wrong@example.in')}`,
    remoteAddress,
  });

describe(`order lookup counters (${testDbKind})`, () => {
  it('counts a lookup of an order that does not exist against the address only', async () => {
    expect((await lookup('EE-22222A', '203.0.113.20')).statusCode).toBe(404);
    expect(consumed).toEqual(['track:addr:203.0.113.20']);
  });

  it('counts a failed lookup of an existing order against the address and the order', async () => {
    expect((await lookup(placed.id, '203.0.113.21')).statusCode).toBe(404);
    expect(consumed).toEqual(['track:addr:203.0.113.21', `track:order:${placed.id}`]);
  });

  it('stops at the exhausted address: a limited client creates no further keys', async () => {
    for (let i = 0; i < 3; i++) await lookup(`EE-22222${'BCD'[i]}`, '203.0.113.22');
    consumed.length = 0;
    expect((await lookup(placed.id, '203.0.113.22')).statusCode).toBe(429);
    expect((await lookup('EE-33333A', '203.0.113.22')).statusCode).toBe(429);
    expect(consumed).toEqual(['track:addr:203.0.113.22', 'track:addr:203.0.113.22']);
  });
});
