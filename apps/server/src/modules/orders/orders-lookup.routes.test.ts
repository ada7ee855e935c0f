import { orderListResponse, type Order } from '@store/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { shipOrder } from './index.ts';
import { address, createProduct, placeOrderAs } from './test-fixtures.ts';

let t: TestApp;
type Shopper = Awaited<ReturnType<typeof createTestUser>>;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const placeOrder = (body: unknown, who: Shopper = shopper): Promise<Order> =>
  placeOrderAs(t.app, body, who.auth);

describe(`GET /orders (${testDbKind})`, () => {
  it("lists only the shopper's orders, newest first, in the contract shape", async () => {
    const me = await createTestUser(t.app.db);
    const other = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db, { stock: { S: 10 } });
    const body = (quantity: number) => ({
      items: [{ productId: p.id, quantity, size: 'S', color: 'Maroon' }],
      shippingAddress: address,
    });
    const a = await placeOrder(body(1), me);
    const b = await placeOrder(body(2), me);
    await placeOrder(body(1), other);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const list = orderListResponse.parse(res.json());
    expect(list.map((o) => o.id)).toEqual([b.id, a.id]);
    expect(list[0]).toEqual(b);
  });

  it('shows the tracking number once the order is shipped', async () => {
    const me = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db);
    const placed = await placeOrder(
      {
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Navy' }],
        shippingAddress: address,
      },
      me,
    );
    await t.app.db.execute(sql`update orders set status = 1 where id = ${placed.id}`);
    await shipOrder(t.app.db, placed.id, 'DTDC-Z12345678');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: me.auth });
    const [shipped] = res.json<Order[]>();
    expect(shipped).toMatchObject({ id: placed.id, status: 2, trackingNumber: 'DTDC-Z12345678' });
  });

  it('is an empty list for a shopper without orders', async () => {
    const me = await createTestUser(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: me.auth });
    expect(res.json()).toEqual([]);
  });

  it('needs a signed-in shopper', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/orders' });
    expect(res.statusCode).toBe(401);
  });
});

describe(`GET /orders/:id (${testDbKind})`, () => {
  let placed: Order;
  let owner: Shopper;

  beforeAll(async () => {
    owner = await createTestUser(t.app.db, { email: 'meera.iyer@example.in' });
    const p = await createProduct(t.app.db);
    placed = await placeOrder(
      {
        items: [{ productId: p.id, quantity: 1, size: 'L', color: 'Navy' }],
        shippingAddress: { ...address, phone: '+91 91234 56789' },
      },
      owner,
    );
  });

  // Each lookup comes from its own address, so the failure counter of one test does not
  // reach into another.
  let nextAddress = 10;
  const lookup = (query: string, headers: Record<string, string> = {}, id = placed.id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}${query}`,
      headers,
      remoteAddress: `198.51.100.${nextAddress++}`,
    });

  it("answers the owner's token", async () => {
    const res = await lookup('', owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(placed);
  });

  it('answers the account email in any case', async () => {
    const res = await lookup(`?contactInfo=${encodeURIComponent(' Meera.Iyer@Example.IN ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Order>().id).toBe(placed.id);
  });

  it.each(['9123456789', '+919123456789', '+91 91234 56789', '09123456789', '91-9123456789'])(
    'answers the shipping phone written as %s',
    async (phone) => {
      const res = await lookup(`?contactInfo=${encodeURIComponent(phone)}`);
      expect(res.statusCode).toBe(200);
    },
  );

  it('finds the order whatever the case of its reference', async () => {
    const res = await lookup('', owner.auth, placed.id.toLowerCase());
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a wrong email', '?contactInfo=someone%40example.in', {}],
    ['a wrong phone', '?contactInfo=9999999999', {}],
    ['an empty contactInfo', '?contactInfo=', {}],
    ['blank contactInfo', '?contactInfo=%20%20', {}],
    ['no contactInfo', '', {}],
  ])('answers %s with the same 404', async (_what, query) => {
    const res = await lookup(query);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Order not found or access denied', code: 'not_found' });
  });

  it("answers another shopper's token with the same 404", async () => {
    const stranger = await createTestUser(t.app.db);
    const res = await lookup('', stranger.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Order not found or access denied', code: 'not_found' });
  });

  it('answers an order that does not exist exactly as one that is not yours', async () => {
    const missing = await lookup(
      `?contactInfo=${encodeURIComponent('meera.iyer@example.in')}`,
      {},
      'EE-ZZZZZZ',
    );
    const notMine = await lookup('?contactInfo=someone%40example.in');
    const garbage = await lookup('', {}, 'not-an-order');
    for (const res of [missing, notMine, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(notMine.body);
    }
  });
});

describe(`GET /orders/:id failed-lookup limit (${testDbKind})`, () => {
  let limited: TestApp;
  let placed: Order;

  beforeAll(async () => {
    limited = await createTestApp({ env: { ORDER_LOOKUP_MAX_FAILURES: '3' } });
    const owner = await createTestUser(limited.app.db, { email: 'kabir@example.in' });
    const p = await createProduct(limited.app.db);
    const res = await limited.app.inject({
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
    await limited?.close();
  });

  const lookup = (contactInfo: string, remoteAddress: string, id = placed.id) =>
    limited.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}?contactInfo=${encodeURIComponent(contactInfo)}`,
      remoteAddress,
    });

  it('answers 429 with Retry-After once an address has failed too often', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await lookup('wrong@example.in', '203.0.113.7', 'EE-22222' + i)).statusCode).toBe(
        404,
      );
    }
    const blocked = await lookup('kabir@example.in', '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      error: 'Too many attempts to find an order. Please try again later.',
      code: 'rate_limited',
    });
  });

  it('does not count successful lookups', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await lookup('kabir@example.in', '203.0.113.8')).statusCode).toBe(200);
    }
  });

  it('limits guesses at one order coming from many addresses', async () => {
    const p = await createProduct(limited.app.db);
    const owner = await createTestUser(limited.app.db);
    const target = (
      await limited.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: owner.auth,
        payload: {
          items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Navy' }],
          shippingAddress: address,
        },
      })
    ).json<Order>();
    for (let i = 0; i < 3; i++) {
      await lookup(`98765000${10 + i}`, `192.0.2.${i + 1}`, target.id);
    }
    const res = await lookup(owner.email, '192.0.2.99', target.id);
    expect(res.statusCode).toBe(429);
  });
});
