// Who may do what, what answers carry: no answer of any route, on a tour of every documented
// call, carries a secret or an internal column, and no answer echoes a bearer token. (Bad tokens
// and another shopper's order are access-tokens.test.ts.)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, paymentEvents, sessions, users } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { gatewayReply } from '../modules/payments/payments.test-kit.ts';
import { SANDBOX_MERCHANT_SALT } from '../modules/payments/sandbox/sandbox-credentials.ts';
import {
  API,
  call,
  leaksIn,
  orderBody,
  randomIp,
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** One call of the tour: sent, its route marked visited, its answer kept for the leak check. */
type Hit = (route: string, method: Method, url: string, options?: CallOptions) => Promise<Reply>;

/** A shopper made through the real routes, so that a real scrypt hash exists to look for. */
async function tourAccount(hit: Hit): Promise<{ email: string; token: string }> {
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
  await hit('PUT /accountInfo', 'PUT', '/accountInfo', {
    token,
    json: { phone: '+91 98765 43210' },
  });
  return { email, token };
}

/** The catalog, the content forms, the cart, WhatsApp and the wishlist. */
async function tourBrowsing(hit: Hit, email: string, token: string): Promise<void> {
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

  await hit('GET /search/suggest', 'GET', '/search/suggest?q=kurta');
  await hit('PUT /cart', 'PUT', '/cart', {
    token,
    json: { items: [{ productId: first.id, quantity: 1, size: 'M' }] },
  });
  await hit('GET /cart', 'GET', '/cart', { token });
  await hit('POST /cart/restore', 'POST', '/cart/restore', {
    json: { token: 'not-a-restore-token-at-all-000000' },
  });
  await hit('GET /account/whatsapp', 'GET', '/account/whatsapp', { token });
  await hit('PUT /account/whatsapp/offers', 'PUT', '/account/whatsapp/offers', {
    token,
    json: { optedIn: true },
  });
  await hit('GET /account/whatsapp/offers', 'GET', '/account/whatsapp/offers', { token });
  await hit('DELETE /account/whatsapp', 'DELETE', '/account/whatsapp', { token });
  await hit('GET /whatsapp/webhook', 'GET', '/whatsapp/webhook?hub.mode=subscribe');
  await hit('POST /whatsapp/webhook', 'POST', '/whatsapp/webhook', { json: { entry: [] } });
  await hit('PUT /wishlist/{productId}', 'PUT', `/wishlist/${first.id}`, { token });
  await hit('GET /wishlist', 'GET', '/wishlist', { token });
  await hit('GET /account/store-credit', 'GET', '/account/store-credit', { token });
  await hit('DELETE /wishlist/{productId}', 'DELETE', `/wishlist/${first.id}`, { token });
}

/** What helps a shopper decide: reviews, the size chart and a back-in-stock alert. */
async function tourConfidence(hit: Hit, email: string, token: string): Promise<void> {
  const list = await hit('GET /products', 'GET', '/products?category=women&limit=1');
  const id = (list.body as { data: { id: number }[] }).data[0]!.id;
  await hit('GET /products/{id}/reviews', 'GET', `/products/${id}/reviews`);
  await hit('POST /products/{id}/reviews', 'POST', `/products/${id}/reviews`, {
    token,
    json: { rating: 5 },
  });
  await hit('GET /products/{id}/size-chart', 'GET', `/products/${id}/size-chart`);
  await hit('POST /products/{id}/notify', 'POST', `/products/${id}/notify`, {
    json: { email, size: 'M' },
  });
  await hit('GET /account/reviews', 'GET', '/account/reviews', { token });
  await hit('GET /review-links/{token}', 'GET', `/review-links/${'a'.repeat(43)}`);
  await hit('POST /reviews/{id}/helpful', 'POST', '/reviews/999999/helpful', { token });
}

/** An order placed twice under one key, read back, quoted, and its COD confirmation. */
async function tourOrder(hit: Hit, email: string, token: string): Promise<string> {
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
  await hit('POST /orders/quote', 'POST', '/orders/quote', {
    json: { items: orderBody(productId, 1).items, postalCode: '302002', paymentMethod: 'cod' },
  });
  await hit('GET /orders/{id}/cod', 'GET', `/orders/${orderId}/cod`, { token });
  const token32 = 'a'.repeat(32);
  await hit(
    'GET /orders/{id}/confirm-cod',
    'GET',
    `/orders/${orderId}/confirm-cod?token=${token32}`,
  );
  await hit('POST /orders/{id}/confirm-cod', 'POST', `/orders/${orderId}/confirm-cod`, {
    json: { token: token32 },
  });
  return orderId;
}

/** A card payment through the sandbox gateway: a forged notification and the real return. */
async function tourPayment(hit: Hit, email: string, token: string, orderId: string) {
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
  await hit('POST /sandbox-gateway/_payment', 'POST', '/sandbox-gateway/_payment', formBody(form));
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
}

/** The invoice, password reset, signing out, and the odd addresses. */
async function tourLeftovers(hit: Hit, email: string, token: string, orderId: string) {
  await hit('GET /orders/{id}/invoice', 'GET', `/orders/${orderId}/invoice`, { token });
  await hit('GET /orders/{id}/credit-note', 'GET', `/orders/${orderId}/credit-note`, { token });
  await hit('GET /orders/{id}/shipment', 'GET', `/orders/${orderId}/shipment`, { token });
  await hit(
    'GET /orders/{id}/returns/{returnId}/label',
    'GET',
    `/orders/${orderId}/returns/1/label`,
    { token },
  );
  await hit('POST /shipping/webhook', 'POST', '/shipping/webhook', {
    headers: { 'x-api-key': 'not-the-stores-token' },
    json: { awb: '0000000000', current_status: 'DELIVERED' },
  });
  await tourAddressBook(hit, token);
  await hit('GET /orders/{id}/returns', 'GET', `/orders/${orderId}/returns`, { token });
  // Not delivered: refused (409) before anything is written.
  await hit('POST /orders/{id}/returns', 'POST', `/orders/${orderId}/returns`, {
    token,
    json: { request: 'not multipart' },
  });
  await hit('POST /orders/{id}/cancel', 'POST', `/orders/${orderId}/cancel`, {
    token,
    json: { reason: 'Ordered twice by mistake' },
  });
  await hit('POST /users/forgot-password', 'POST', '/users/forgot-password', {
    json: { email },
  });
  await hit('POST /users/reset-password', 'POST', '/users/reset-password', {
    json: { token: 'not-a-reset-token-at-all', password: 'another-pass-1' },
  });
  await hit('POST /users/logout', 'POST', '/users/logout', { token });
  await hit('GET /accountInfo', 'GET', '/accountInfo', { token });
  await hit('GET /no-such-route', 'GET', '/no-such-route');
  await hit('GET /pincodes/{pin}', 'GET', '/pincodes/302002');
  await hit(
    'GET /media/images/{imageId}/{file}',
    'GET',
    '/media/images/00000000-0000-0000-0000-000000000000/640-0123456789abcdef.webp',
  );
}

/** The address book: saved, listed, changed and removed. */
async function tourAddressBook(hit: Hit, token: string): Promise<void> {
  const address = orderBody(productId, 1).shippingAddress;
  const saved = await hit('POST /account/addresses', 'POST', '/account/addresses', {
    token,
    json: address,
  });
  const addressId = (saved.body as { id: number }).id;
  await hit('GET /account/addresses', 'GET', '/account/addresses', { token });
  await hit('PUT /account/addresses/{id}', 'PUT', `/account/addresses/${addressId}`, {
    token,
    json: address,
  });
  await hit('DELETE /account/addresses/{id}', 'DELETE', `/account/addresses/${addressId}`, {
    token,
  });
}

/** Every documented route was called (a new route makes this test list it). */
async function expectEveryRouteVisited(visited: Set<string>): Promise<void> {
  const doc = (await call(t.app, 'GET', '/docs/json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  // The admin's calls have their own tour (access-admin.test.ts).
  for (const [p, ops] of Object.entries(doc.paths).filter(
    ([q]) => !q.startsWith(`${API}/admin/`),
  )) {
    for (const method of Object.keys(ops)) {
      expect(visited, `${method} ${p} was not called`).toContain(
        `${method.toUpperCase()} ${p.replace(API, '')}`,
      );
    }
  }
}

/**
 * What must never come back: stored hashes of passwords, sessions, reset links and idempotent
 * requests, and the sandbox salt.
 */
async function storedSecrets(): Promise<string[]> {
  return [
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
}

describe(`access: what answers carry (${testDbKind})`, () => {
  it('no answer of any route carries a password hash, a token or its hash, or an internal column', async () => {
    const replies: [string, Reply][] = [];
    const visited = new Set<string>();
    const hit: Hit = async (route, method, url, options = {}) => {
      const res = await call(t.app, method, url, options);
      visited.add(route);
      replies.push([`${route} → ${res.status}`, res]);
      return res;
    };

    const { email, token } = await tourAccount(hit);
    await tourBrowsing(hit, email, token);
    await tourConfidence(hit, email, token);
    const orderId = await tourOrder(hit, email, token);
    await tourPayment(hit, email, token, orderId);
    await tourLeftovers(hit, email, token, orderId);
    await expectEveryRouteVisited(visited);

    // Nor the live token after its issuing answer.
    const secrets = await storedSecrets();
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
