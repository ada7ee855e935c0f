// Who may do what, tokens and owners: every protected call refuses every kind of bad token, and
// one shopper can do nothing to another's order. (What answers carry is access-answers.test.ts.)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, payments, sessions, users, wishlistItems } from '../db/schema.ts';
import { hashToken } from '../kernel/tokens.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import {
  API,
  call,
  errorOf,
  orderBody,
  shippingAddress,
  type CallOptions,
  type Reply,
} from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: '10' } });
  productId = (await createProduct(t.app.db, { stock: { S: 500, M: 500, L: 500 } })).id;
});
afterAll(async () => {
  await t?.close();
});

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

async function placeOrder(s: Shopper, address = shippingAddress): Promise<string> {
  const res = await call(t.app, 'POST', '/orders', {
    token: s.token,
    json: { ...orderBody(productId), shippingAddress: address },
  });
  expect(res.status, res.raw).toBe(201);
  return (res.body as { id: string }).id;
}

/**
 * Every call that needs a signed-in shopper, with a body that would be accepted from one, so
 * that the only thing wrong with the calls below is the token.
 */
const protectedCalls = (orderId: string): [string, string, string, CallOptions][] => [
  ['POST /orders', 'POST', '/orders', { json: orderBody(productId) }],
  ['GET /orders', 'GET', '/orders', {}],
  ['POST /users/logout', 'POST', '/users/logout', {}],
  ['GET /accountInfo', 'GET', '/accountInfo', {}],
  ['PUT /accountInfo', 'PUT', '/accountInfo', { json: { phone: '9876543210' } }],
  ['GET /wishlist', 'GET', '/wishlist', {}],
  ['GET /account/store-credit', 'GET', '/account/store-credit', {}],
  ['GET /cart', 'GET', '/cart', {}],
  ['PUT /cart', 'PUT', '/cart', { json: { items: [] } }],
  ['GET /account/whatsapp', 'GET', '/account/whatsapp', {}],
  ['DELETE /account/whatsapp', 'DELETE', '/account/whatsapp', {}],
  ['GET /account/whatsapp/offers', 'GET', '/account/whatsapp/offers', {}],
  ['PUT /account/whatsapp/offers', 'PUT', '/account/whatsapp/offers', { json: { optedIn: true } }],
  ['PUT /wishlist/{productId}', 'PUT', `/wishlist/${productId}`, {}],
  ['DELETE /wishlist/{productId}', 'DELETE', `/wishlist/${productId}`, {}],
  [
    'POST /payments',
    'POST',
    '/payments',
    { json: { orderId, fields: { method: 'cod', payerName: 'Asha Verma' } } },
  ],
  ['GET /payments/status', 'GET', `/payments/status?orderId=${orderId}`, {}],
  ['GET /orders/{id}/cod', 'GET', `/orders/${orderId}/cod`, {}],
  ['POST /orders/{id}/cancel', 'POST', `/orders/${orderId}/cancel`, { json: { reason: 'x' } }],
  ['GET /orders/{id}/returns', 'GET', `/orders/${orderId}/returns`, {}],
  ['POST /orders/{id}/returns', 'POST', `/orders/${orderId}/returns`, { json: {} }],
  ['GET /account/addresses', 'GET', '/account/addresses', {}],
  ['POST /account/addresses', 'POST', '/account/addresses', { json: shippingAddress }],
  ['PUT /account/addresses/{id}', 'PUT', '/account/addresses/1', { json: shippingAddress }],
  ['DELETE /account/addresses/{id}', 'DELETE', '/account/addresses/1', {}],
  ['GET /account/reviews', 'GET', '/account/reviews', {}],
  ['POST /reviews/{id}/helpful', 'POST', '/reviews/1/helpful', {}],
];

describe(`access: bad tokens (${testDbKind})`, () => {
  it('covers every call the API documents as needing a bearer token', async () => {
    const doc = (await call(t.app, 'GET', '/docs/json')).body as {
      paths: Record<string, Record<string, { security?: object[] }>>;
    };
    // An empty requirement ({}) among the alternatives makes the token optional, not needed.
    // The admin's calls have their own tour (access-admin.test.ts).
    const shopperPaths = Object.entries(doc.paths).filter(([p]) => !p.startsWith(`${API}/admin/`));
    const documented = shopperPaths.flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.length && op.security.every((s) => Object.keys(s).length))
        .map(([method]) => `${method.toUpperCase()} ${p.replace(API, '')}`),
    );
    expect(documented.sort()).toEqual(
      protectedCalls('x')
        .map(([name]) => name)
        .sort(),
    );
  });

  it('answers 401 to every protected call without a token, or with a bad, expired, revoked or tampered one, and changes nothing', async () => {
    const owner = await createTestUser(t.app.db);
    const orderId = await placeOrder(owner);

    const expired = await createTestUser(t.app.db);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(expired.token)));

    const revoked = await createTestUser(t.app.db);
    const logout = await call(t.app, 'POST', '/users/logout', { token: revoked.token });
    expect(logout.status).toBe(204);

    const live = await createTestUser(t.app.db);
    const flip = (s: string, i: number) =>
      s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

    const badAuthorizations: [string, Record<string, string>][] = [
      ['no token', {}],
      ['empty header', { authorization: '' }],
      ['scheme only', { authorization: 'Bearer' }],
      ['scheme and space', { authorization: 'Bearer ' }],
      ['another scheme', { authorization: `Basic ${live.token}` }],
      ['two tokens', { authorization: `Bearer ${live.token} ${live.token}` }],
      ['one character short', { authorization: `Bearer ${live.token.slice(1)}` }],
      ['one character long', { authorization: `Bearer ${live.token}A` }],
      ['not base64url', { authorization: `Bearer ${live.token.slice(0, 42)}+` }],
      ['tampered first character', { authorization: `Bearer ${flip(live.token, 0)}` }],
      ['tampered last character', { authorization: `Bearer ${flip(live.token, 42)}` }],
      ['the stored hash instead', { authorization: `Bearer ${hashToken(live.token)}` }],
      ['SQL in the token', { authorization: "Bearer ' OR '1'='1' --" }],
      ['a 50 KB token', { authorization: `Bearer ${'A'.repeat(50_000)}` }],
      ['expired', { authorization: `Bearer ${expired.token}` }],
      ['revoked by sign-out', { authorization: `Bearer ${revoked.token}` }],
    ];

    const ordersBefore = await t.app.db.select({ id: orders.id }).from(orders);
    for (const [name, method, url, options] of protectedCalls(orderId)) {
      for (const [kind, headers] of badAuthorizations) {
        const res = await call(t.app, method as 'GET', url, {
          ...options,
          headers: { ...headers, ...options.headers },
        });
        expect(res.status, `${name} with ${kind}: ${res.raw}`).toBe(401);
        expect(errorOf(res), `${name} with ${kind}`).toMatch(/sign in|Authentication required/i);
      }
    }
    // The same calls with the live token do get through (so it is the token being refused).
    const through = await call(t.app, 'GET', '/accountInfo', { token: live.token });
    expect(through.status).toBe(200);

    expect(await t.app.db.select({ id: orders.id }).from(orders)).toHaveLength(ordersBefore.length);
    expect(await t.app.db.select().from(wishlistItems)).toHaveLength(0);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
    const [order] = await t.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order?.status).toBe(0);
  });

  it('stops a token the moment its user is deleted', async () => {
    const gone = await createTestUser(t.app.db);
    await t.app.db.delete(users).where(eq(users.id, gone.id));
    const res = await call(t.app, 'GET', '/accountInfo', { token: gone.token });
    expect(res.status).toBe(401);
  });
});

// Markers that exist only in A's order, so that any byte of it in B's answers shows.
const secretAddress = {
  fullName: 'Zubeida Quasar',
  address: '77, Xylophone Lane, Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560034',
  phone: '+91 93412 55871',
};
const markers = ['Zubeida', 'Quasar', 'Xylophone', '9341255871', '93412'];

describe(`access: one shopper and another's order (${testDbKind})`, () => {
  let a: Shopper;
  let b: Shopper;
  let orderId: string;

  beforeAll(async () => {
    a = await createTestUser(t.app.db, { email: `zubeida.${Date.now()}@example.in` });
    b = await createTestUser(t.app.db);
    orderId = await placeOrder(a, secretAddress);
  });

  const expectNothingOfA = (res: Reply, what: string) => {
    for (const m of [...markers, a.email]) expect(res.raw, `${what} shows ${m}`).not.toContain(m);
  };

  async function statusOfA() {
    const [row] = await t.app.db
      .select({ status: orders.status, paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  }

  it("cannot read it, with B's token or with B's own email", async () => {
    const attempts: [string, Reply][] = [
      ['token', await call(t.app, 'GET', `/orders/${orderId}`, { token: b.token })],
      [
        'token and own email',
        await call(t.app, 'GET', `/orders/${orderId}?contactInfo=${encodeURIComponent(b.email)}`, {
          token: b.token,
        }),
      ],
      [
        'own email alone',
        await call(t.app, 'GET', `/orders/${orderId}?contactInfo=${encodeURIComponent(b.email)}`),
      ],
      [
        'lower-case reference',
        await call(t.app, 'GET', `/orders/${orderId.toLowerCase()}`, { token: b.token }),
      ],
    ];
    for (const [what, res] of attempts) {
      expect(res.status, what).toBe(404);
      expect(errorOf(res)).toBe('Order not found or access denied');
      expectNothingOfA(res, what);
      expect(res.raw, what).not.toContain(orderId);
    }
    const list = await call(t.app, 'GET', '/orders', { token: b.token });
    expect(list.status).toBe(200);
    expect(list.raw).not.toContain(orderId);
    expectNothingOfA(list, "B's order list");
  });

  it('cannot pay for it by any method, nor ask whether it is paid', async () => {
    for (const method of ['cod', 'upi', 'card']) {
      const res = await call(t.app, 'POST', '/payments', {
        token: b.token,
        json: {
          orderId,
          fields: {
            method,
            payerName: 'Ravi Iyer',
            payerEmail: b.email,
            payerPhone: '+919812345678',
          },
        },
      });
      expect(res.status, `${method}: ${res.raw}`).toBe(404);
      expectNothingOfA(res, `paying by ${method}`);
    }
    const status = await call(t.app, 'GET', `/payments/status?orderId=${orderId}`, {
      token: b.token,
    });
    expect(status.status).toBe(404);
    expectNothingOfA(status, 'payment status');
    expect(await statusOfA()).toEqual({ status: 0, paymentMethod: null });
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, orderId))).toEqual([]);
  });

  it('cannot cancel or change it by any verb', async () => {
    const attempts: [string, string, CallOptions][] = [
      ['DELETE', `/orders/${orderId}`, {}],
      ['POST', `/orders/${orderId}/cancel`, { json: {} }],
      ['PATCH', `/orders/${orderId}`, { json: { status: 4 } }],
      ['PUT', `/orders/${orderId}`, { json: { status: 4, userId: b.id } }],
      ['POST', `/orders/${orderId}`, { json: { status: 1 } }],
    ];
    for (const [method, url, options] of attempts) {
      const res = await call(t.app, method as 'GET', url, { ...options, token: b.token });
      expect([403, 404, 405], `${method} ${url}: ${res.raw}`).toContain(res.status);
      expectNothingOfA(res, `${method} ${url}`);
    }
    expect(await statusOfA()).toEqual({ status: 0, paymentMethod: null });
  });

  it("cannot replay A's Idempotency-Key to read A's order", async () => {
    const key = `shared-key-${Date.now()}`;
    const first = await call(t.app, 'POST', '/orders', {
      token: a.token,
      headers: { 'idempotency-key': key },
      json: { ...orderBody(productId), shippingAddress: secretAddress },
    });
    expect(first.status).toBe(201);
    const second = await call(t.app, 'POST', '/orders', {
      token: b.token,
      headers: { 'idempotency-key': key },
      json: { ...orderBody(productId), shippingAddress: secretAddress },
    });
    expect(second.status).toBe(201);
    expect((second.body as { id: string }).id).not.toBe((first.body as { id: string }).id);
  });
});
