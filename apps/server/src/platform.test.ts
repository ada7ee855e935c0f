// The API platform: errors, validation, limits, headers, CORS, health, docs, store info.
import { storeInfo as storeInfoSchema } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, storeSettings } from './db/schema.ts';
import { bumpCatalogVersion } from './kernel/catalog-version.ts';
import { createTestApp, testDbKind, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe(`API platform (${testDbKind})`, () => {
  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it.each([
    '/api/v1/health?verbose=1',
    '/api/v1/storeInfo?language=hi',
    '/api/v1/products/1?fields=title',
    '/api/v1/payments/fields?method=upi',
  ])('refuses an unknown query key on %s with a 400 naming it', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(
      new URL(url, 'http://x').search.slice(1).split('=')[0],
    );
  });

  it('answers unknown endpoints with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such endpoint: GET /api/v1/nope', code: 'not_found' });
  });

  it('echoes at most the first 80 characters of an unknown path', async () => {
    const long = `/api/v1/${'a'.repeat(5000)}`;
    const res = await t.app.inject({ method: 'GET', url: `${long}?q=${'b'.repeat(100)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: `No such endpoint: GET ${long.slice(0, 80)}…`,
      code: 'not_found',
    });
  });

  it('rejects malformed JSON with a 400 and stores nothing', async () => {
    const res = await post('/api/v1/newsletter', '{"email": "a@b.in"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Malformed JSON body', code: 'invalid' });
  });

  it('rejects a wrong content type with a 415', async () => {
    const res = await post(
      '/api/v1/newsletter',
      'email=a@b.in',
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/content type/i);
  });

  it('rejects a body over the limit with a 413', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@b.in` });
    const res = await post('/api/v1/newsletter', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large', code: 'payload_too_large' });
  });

  it.each([
    ['unknown field', { email: 'a@b.in', admin: true }, /Unrecognized key/],
    ['wrong type', { email: 42 }, /email/],
    ['missing field', {}, /email/],
    ['array body', [1, 2], /object|expected/i],
    ['bad email', { email: 'not an email' }, /Invalid email address/],
  ])('rejects %s with a clear 400', async (_name, body, message) => {
    const res = await post('/api/v1/newsletter', JSON.stringify(body));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
  });
});

describe(`API platform: forms, headers and description (${testDbKind})`, () => {
  it('stores a newsletter subscriber once, trimmed and lower-cased', async () => {
    for (const email of ['  Priya@Example.IN ', 'priya@example.in']) {
      const res = await post('/api/v1/newsletter', JSON.stringify({ email }));
      expect(res.statusCode).toBe(201);
    }
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'priya@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('stores a contact message with unicode intact', async () => {
    const res = await post(
      '/api/v1/contact',
      JSON.stringify({ name: 'प्रिया', email: 'p@x.in', subject: 'Saree 🙏', message: 'Namaste' }),
    );
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Saree 🙏'));
    expect(rows[0]?.name).toBe('प्रिया');
  });

  it('sets security headers and a content security policy without inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' });
    // A JSON answer may load and run nothing at all, nor be framed (the pages' own policy,
    // with script-src 'self', is checked in storefront.test.ts).
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows CORS with credentials for configured origins only', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/products',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const evil = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI description of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/products', '/api/v1/products/{id}', '/api/v1/storeInfo']),
    );
  });

  it('keeps a client-supplied request id only when it is safe', async () => {
    const safe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(safe.headers['x-request-id']).toBe('abc-123');
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'a b\u0000' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('a b\u0000');
  });
});

describe(`GET /storeInfo (${testDbKind})`, () => {
  it('answers every field of the demo store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' });
    expect(res.statusCode).toBe(200);
    const info = storeInfoSchema.parse(res.json());
    expect(info.storeName).toBe('Ethnic Elegance');
    expect(info.categories).toEqual(['Men', 'Women', 'Accessories']);
    // The UPI VPA and payee are for payments, not for the storefront's store info, which names
    // only the methods the store takes.
    expect(Object.keys(res.json() as object)).not.toContain('upiVpa');
    expect(JSON.stringify(res.json())).not.toMatch(/upiVpa|upiPayee|payeeName/);
    expect(info.paymentMethods).toEqual(['upi', 'card', 'cod']);
  });

  it('falls back to the default categories when the owner named none', async () => {
    await t.database.db.update(storeSettings).set({ data: { storeName: 'Kala' } });
    await bumpCatalogVersion(t.database.db);
    await t.app.catalogCache?.poll();
    const info = (await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' })).json();
    expect(info.storeName).toBe('Kala');
    expect(info.companyName).toBe('');
    expect(info.categories).toEqual(['Men', 'Women', 'Accessories']);
  });

  it('answers empty fields when there is no configuration at all', async () => {
    await t.database.db.delete(storeSettings);
    await bumpCatalogVersion(t.database.db);
    await t.app.catalogCache?.poll();
    const info = storeInfoSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' })).json(),
    );
    expect(info.storeName).toBe('');
    expect(info.policies).toEqual({});
    expect(info.categories).toEqual(['Men', 'Women', 'Accessories']);
  });
});
