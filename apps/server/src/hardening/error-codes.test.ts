// Error codes (docs/decisions/015-error-codes-and-api-client.md): one representative refusal of
// each kind, its code and its fields beside the readable sentence, and the API description
// listing the codes each operation may answer. Every call here goes through the hardening kit's
// `call`, which also checks the shape and the listed codes of every error answer.
import { errorBody } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createCoupon } from '../modules/offers/index.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { call, orderBody, shippingAddress, type Reply } from './hardening-kit.ts';

vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PASSWORD_HASH_COST: '10' } });
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const refusalOf = (reply: Reply) => ({ status: reply.status, ...errorBody.parse(reply.body) });

describe(`error codes (${testDbKind})`, () => {
  it('names every refused field of a request that fails validation, the sentence naming the first', async () => {
    const reply = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: {
        items: [{ productId: 1, quantity: 11 }],
        shippingAddress: { ...shippingAddress, city: 'x'.repeat(101), phone: 9876543210 },
      },
    });
    const refusal = refusalOf(reply);
    expect(refusal).toMatchObject({ status: 400, code: 'invalid' });
    expect(Object.keys(refusal.fields ?? {}).sort()).toEqual([
      'items.0.quantity',
      'shippingAddress.city',
      'shippingAddress.phone',
    ]);
    const [path, message] = refusal.error.split(/: (.*)/s);
    expect(refusal.fields?.[path!]).toBe(message);
  });

  it('names the field of a refusal a service words as "path: message"', async () => {
    const p = await createProduct(t.app.db);
    const reply = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: orderBody(p.id, 1, { shippingAddress: { ...shippingAddress, state: 'Atlantis' } }),
    });
    expect(refusalOf(reply)).toMatchObject({
      status: 400,
      code: 'invalid',
      fields: { 'shippingAddress.state': expect.any(String) },
    });
  });

  it('answers not_found, unauthorized and forbidden', async () => {
    expect(refusalOf(await call(t.app, 'GET', '/products/999999'))).toEqual({
      status: 404,
      error: 'Product not found',
      code: 'not_found',
    });
    expect(refusalOf(await call(t.app, 'GET', '/orders'))).toEqual({
      status: 401,
      error: 'Authentication required',
      code: 'unauthorized',
    });
    expect(
      refusalOf(await call(t.app, 'GET', '/admin/orders', { token: shopper.token })),
    ).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('answers out_of_stock for a size the store has too few of', async () => {
    const p = await createProduct(t.app.db, { title: 'Bandhani Dupatta', stock: { M: 1 } });
    const reply = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: orderBody(p.id, 2),
    });
    expect(refusalOf(reply)).toEqual({
      status: 409,
      error: 'Not enough stock: only 1 left of "Bandhani Dupatta" in size M',
      code: 'out_of_stock',
    });
  });

  it('answers coupon_expired and coupon_invalid for offer codes at Place Order', async () => {
    const p = await createProduct(t.app.db, { stock: { M: 5 } });
    await createCoupon(t.app.db, { code: 'GONE10', percent: 10, ends: '2025-01-31' });
    const expired = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: orderBody(p.id, 1, { couponCode: 'GONE10' }),
    });
    expect(refusalOf(expired)).toMatchObject({ status: 400, code: 'coupon_expired' });
    expect(refusalOf(expired).error).toMatch(/^The code GONE10 expired on /);
    const unknown = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: orderBody(p.id, 1, { couponCode: 'NOSUCH5' }),
    });
    expect(refusalOf(unknown)).toEqual({
      status: 400,
      error: 'There is no offer code NOSUCH5. Remove it to place the order without it.',
      code: 'coupon_invalid',
    });
  });
});

describe(`error codes: requests, transport and the description (${testDbKind})`, () => {
  it('answers idempotency_mismatch for a key reused with another body', async () => {
    const p = await createProduct(t.app.db, { stock: { M: 5 } });
    const headers = { 'idempotency-key': `errors-${Date.now()}` };
    const first = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      headers,
      json: orderBody(p.id, 1),
    });
    expect(first.status).toBe(201);
    const again = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      headers,
      json: orderBody(p.id, 2),
    });
    expect(refusalOf(again)).toMatchObject({ status: 422, code: 'idempotency_mismatch' });
  });

  it('answers the transport refusals with their codes', async () => {
    const big = await call(t.app, 'POST', '/contact', {
      headers: { 'content-type': 'application/json' },
      raw: JSON.stringify({ message: 'x'.repeat(2_000_000) }),
    });
    expect(refusalOf(big)).toMatchObject({ status: 413, code: 'payload_too_large' });
    const text = await call(t.app, 'POST', '/contact', {
      headers: { 'content-type': 'application/xml' },
      raw: '<contact/>',
    });
    expect(refusalOf(text)).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    const broken = await call(t.app, 'POST', '/contact', {
      headers: { 'content-type': 'application/json' },
      raw: '{"name":',
    });
    expect(refusalOf(broken)).toEqual({
      status: 400,
      error: 'Malformed JSON body',
      code: 'invalid',
    });
    const long = await call(t.app, 'GET', `/orders/${'A'.repeat(300)}`);
    expect(refusalOf(long)).toMatchObject({ status: 414, code: 'uri_too_long' });
    const nowhere = await call(t.app, 'GET', '/no-such-thing');
    expect(refusalOf(nowhere)).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('lists on each operation the codes it may answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    type Listed = {
      content: { 'application/json': { schema: { properties: { code: { enum: string[] } } } } };
    };
    const doc = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, Listed> }>>;
    }>();
    const codes = (path: string, method: string, status: number) =>
      doc.paths[path]![method]!.responses[status]!.content['application/json'].schema.properties
        .code.enum;
    expect(codes('/api/v1/orders', 'post', 400)).toEqual([
      'invalid',
      'coupon_invalid',
      'coupon_expired',
    ]);
    expect(codes('/api/v1/orders', 'post', 409)).toEqual([
      'conflict',
      'out_of_stock',
      'coupon_used_up',
    ]);
    expect(codes('/api/v1/products/{id}', 'get', 404)).toEqual(['not_found']);
    expect(codes('/api/v1/orders', 'get', 401)).toEqual(['unauthorized']);
  });
});
