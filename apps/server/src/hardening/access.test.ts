// Who may do what: every protected call refuses every kind of bad token, one shopper can do
// nothing to another's order, and no answer of any route carries a secret or an internal column.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  orders,
  passwordResets,
  paymentEvents,
  payments,
  sessions,
  users,
  wishlistItems,
} from '../db/schema.ts';
import { hashToken } from '../modules/accounts/index.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { gatewayReply } from '../modules/payments/payments.test-kit.ts';
import { SANDBOX_MERCHANT_SALT } from '../modules/payments/sandbox/sandbox-credentials.ts';
import {
  API,
  call,
  errorOf,
  leaksIn,
  orderBody,
  randomIp,
  shippingAddress,
  type CallOptions,
  type Reply,
} from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let dataDir: string;
let productId: number;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hardening-access-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, PASSWORD_HASH_COST: '10' } });
  productId = (await createProduct(t.app.db, { stock: { S: 500, M: 500, L: 500 } })).id;
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
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
  ['GET /wishlist', 'GET', '/wishlist', {}],
  ['PUT /wishlist/{productId}', 'PUT', `/wishlist/${productId}`, {}],
  ['DELETE /wishlist/{productId}', 'DELETE', `/wishlist/${productId}`, {}],
  [
    'POST /payments',
    'POST',
    '/payments',
    { json: { orderId, fields: { method: 'cod', payerName: 'Asha Verma' } } },
  ],
  ['GET /payments/status', 'GET', `/payments/status?orderId=${orderId}`, {}],
];

describe(`access: bad tokens (${testDbKind})`, () => {
  it('covers every call the API documents as needing a bearer token', async () => {
    const doc = (await call(t.app, 'GET', '/docs/json')).body as {
      paths: Record<string, Record<string, { security?: object[] }>>;
    };
    // An empty requirement ({}) among the alternatives makes the token optional, not needed.
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
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

describe(`access: one shopper and another's order (${testDbKind})`, () => {
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

describe(`access: what answers carry (${testDbKind})`, () => {
  it('no answer of any route carries a password hash, a token or its hash, or an internal column', async () => {
    const replies: [string, Reply][] = [];
    const visited = new Set<string>();
    const hit = async (
      route: string,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      url: string,
      options: CallOptions = {},
    ) => {
      const res = await call(t.app, method, url, options);
      visited.add(route);
      replies.push([`${route} → ${res.status}`, res]);
      return res;
    };

    // A shopper made through the real routes, so that a real scrypt hash exists to look for.
    const email = `tour.${Date.now()}@example.in`;
    const password = 'monsoon-2025-tour';
    const ip = randomIp();
    const registered = await hit('POST /users/register', 'POST', '/users/register', {
      ip,
      json: { email, password, firstName: 'Meera', lastName: 'Pillai' },
    });
    expect(registered.status).toBe(201);
    await hit('POST /users/register', 'POST', '/users/register', {
      ip,
      json: { email, password, firstName: 'Meera', lastName: 'Pillai' },
    });
    const signedIn = await hit('POST /users/authorize', 'POST', '/users/authorize', {
      json: { email, password },
    });
    const token = (signedIn.body as { token: string }).token;
    await hit('POST /users/authorize', 'POST', '/users/authorize', {
      json: { email, password: 'wrong-password' },
    });
    await hit('GET /accountInfo', 'GET', '/accountInfo', { token });

    await hit('GET /health', 'GET', '/health');
    await hit('GET /storeInfo', 'GET', '/storeInfo');
    const list = await hit('GET /products', 'GET', '/products?category=women&limit=3');
    const first = (list.body as { data: { id: number; imgUrl: string }[] }).data[0]!;
    await hit('GET /products', 'GET', '/products?q=silk&sort=price_desc');
    await hit('GET /products/{id}', 'GET', `/products/${first.id}`);
    await hit('GET /products/{id}', 'GET', '/products/999999999');
    await hit('GET /media/products/{id}/{file}', 'GET', first.imgUrl);
    await hit('POST /contact', 'POST', '/contact', {
      json: { name: 'Meera', email, subject: 'Sizes', message: 'Do you stitch to measure?' },
    });
    await hit('POST /newsletter', 'POST', '/newsletter', { json: { email } });
    await hit('GET /payments/fields', 'GET', '/payments/fields', { token });

    await hit('PUT /wishlist/{productId}', 'PUT', `/wishlist/${first.id}`, { token });
    await hit('GET /wishlist', 'GET', '/wishlist', { token });
    await hit('DELETE /wishlist/{productId}', 'DELETE', `/wishlist/${first.id}`, { token });

    const placed = await hit('POST /orders', 'POST', '/orders', {
      token,
      headers: { 'idempotency-key': 'tour-1' },
      json: orderBody(productId, 2),
    });
    expect(placed.status, placed.raw).toBe(201);
    const orderId = (placed.body as { id: string }).id;
    await hit('POST /orders', 'POST', '/orders', {
      token,
      headers: { 'idempotency-key': 'tour-1' },
      json: orderBody(productId, 2),
    });
    await hit('GET /orders', 'GET', '/orders', { token });
    await hit('GET /orders/{id}', 'GET', `/orders/${orderId}`, { token });
    await hit('GET /orders/{id}', 'GET', `/orders/${orderId}?contactInfo=${email}`);

    const card = await hit('POST /payments', 'POST', '/payments', {
      token,
      json: {
        orderId,
        fields: {
          method: 'card',
          payerName: 'Meera Pillai',
          payerEmail: email,
          payerPhone: '+919812345678',
        },
      },
    });
    const form = (card.body as { action: { formParams: { data: Record<string, string> } } }).action
      .formParams.data;
    await hit('GET /payments/status', 'GET', `/payments/status?orderId=${orderId}`, { token });
    const formBody = (fields: Record<string, string>) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: new URLSearchParams(fields).toString(),
    });
    await hit(
      'POST /sandbox-gateway/_payment',
      'POST',
      '/sandbox-gateway/_payment',
      formBody(form),
    );
    await hit(
      'POST /payments/payu/notify',
      'POST',
      '/payments/payu/notify',
      formBody(gatewayReply(form, 'a-forged-salt-value', 'success')),
    );
    await hit(
      'POST /payments/payu/return',
      'POST',
      '/payments/payu/return',
      formBody(gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success')),
    );
    await hit('GET /payments/status', 'GET', `/payments/status?orderId=${orderId}`, { token });

    await hit('POST /users/forgot-password', 'POST', '/users/forgot-password', {
      json: { email },
    });
    await hit('POST /users/reset-password', 'POST', '/users/reset-password', {
      json: { token: 'not-a-reset-token-at-all', password: 'another-pass-1' },
    });
    await hit('POST /users/logout', 'POST', '/users/logout', { token });
    await hit('GET /accountInfo', 'GET', '/accountInfo', { token });
    await hit('GET /no-such-route', 'GET', '/no-such-route');

    // Every documented route was called (a new route makes this test list it).
    const doc = (await call(t.app, 'GET', '/docs/json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const method of Object.keys(ops)) {
        expect(visited, `${method} ${p} was not called`).toContain(
          `${method.toUpperCase()} ${p.replace(API, '')}`,
        );
      }
    }

    // What must never come back: stored hashes of passwords, sessions, reset links and
    // idempotent requests, the sandbox salt, and the live token after its issuing answer.
    const secrets = [
      ...(await t.app.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h),
      ...(await t.app.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h),
      ...(await t.app.db.select({ h: passwordResets.tokenHash }).from(passwordResets)).map(
        (r) => r.h,
      ),
      ...(await t.app.db.select({ p: paymentEvents.payload }).from(paymentEvents)).flatMap((r) => [
        (r.p as { hash?: string }).hash ?? '',
      ]),
      SANDBOX_MERCHANT_SALT,
    ];
    expect(secrets.length).toBeGreaterThan(3);
    for (const [what, res] of replies) {
      const tokenIssued =
        what.startsWith('POST /users/register') || what.startsWith('POST /users/authorize');
      const problems = leaksIn(res, tokenIssued ? secrets : [...secrets, token]);
      expect(problems, what).toEqual([]);
      if (res.status >= 500) expect.fail(`${what}: ${res.raw}`);
    }
  });

  it('recognises a leak when there is one (so the check above can fail)', () => {
    const reply = (body: unknown): Reply => ({
      status: 200,
      headers: { 'x-debug': 'session 3f1c9a0b7d2e' },
      body,
      raw: JSON.stringify(body),
      cpuMs: 0,
    });
    expect(leaksIn(reply({ data: [{ id: 1, userId: 'u1' }] }), [])).toEqual([
      'key $.data[0].userId',
    ]);
    expect(leaksIn(reply({ order: { totalPaise: 100 } }), [])).toEqual(['key $.order.totalPaise']);
    expect(leaksIn(reply({ note: 'hash is scrypt$abcdefgh' }), ['scrypt$abcdefgh'])).toHaveLength(
      1,
    );
    expect(leaksIn(reply({}), ['3f1c9a0b7d2e'])).toEqual([
      'headers carry a secret (3f1c9a0b7d2e…)',
    ]);
    expect(leaksIn(reply({ id: 'EE-ABCDEF', total: 1499 }), ['scrypt$abcdefgh'])).toEqual([]);
  });

  it('never echoes a bearer token it was sent, valid or not', async () => {
    const s = await createTestUser(t.app.db);
    const bogus = 'Zz9_'.repeat(10) + 'abc';
    for (const token of [s.token, bogus]) {
      for (const [method, url] of [
        ['GET', '/accountInfo'],
        ['GET', '/orders'],
        ['GET', '/orders/EE-ZZZZZZ'],
        ['GET', '/nowhere'],
        ['POST', '/orders'],
      ] as const) {
        const res = await call(t.app, method, url, {
          token,
          json: method === 'POST' ? {} : undefined,
        });
        expect(res.raw).not.toContain(token);
        expect(JSON.stringify(res.headers)).not.toContain(token);
      }
    }
  });
});
