// Hostile input, the bodies: broken JSON, wrong content types, huge bodies and JSON nested
// forty thousand deep, on every route that reads a body. Each is refused and nothing is stored.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { call, errorOf, orderBody, writableRows } from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: '10' } });
  shopper = await createTestUser(t.app.db);
});
afterAll(async () => {
  await t?.close();
});

const json = (value: unknown) => JSON.stringify(value);

/** Every route that reads a JSON body, with a body it would accept. */
const jsonRoutes = (): [string, 'POST' | 'PUT', string, unknown, boolean][] => [
  [
    'register',
    'POST',
    '/users/register',
    { email: 'x@example.in', password: 'secret-123', firstName: 'Asha', lastName: 'Verma' },
    false,
  ],
  ['sign in', 'POST', '/users/authorize', { email: 'x@example.in', password: 'secret-123' }, false],
  ['forgot password', 'POST', '/users/forgot-password', { email: 'x@example.in' }, false],
  [
    'reset password',
    'POST',
    '/users/reset-password',
    { token: 'abc', password: 'secret-123' },
    false,
  ],
  [
    'contact',
    'POST',
    '/contact',
    { name: 'A', email: 'a@b.in', subject: 's', message: 'm' },
    false,
  ],
  ['newsletter', 'POST', '/newsletter', { email: 'a@b.in' }, false],
  ['order', 'POST', '/orders', orderBody(1), true],
  ['payment', 'POST', '/payments', { orderId: 'EE-ABCDEF', fields: { method: 'cod' } }, true],
  ['sign out', 'POST', '/users/logout', undefined, true],
  ['wishlist', 'PUT', '/wishlist/1', undefined, true],
];

describe(`inputs: bodies that are not what they claim (${testDbKind})`, () => {
  it('answers malformed JSON on every body route with a 400 and stores nothing', async () => {
    const broken = [
      '{',
      '{"email":',
      '{"email":"a@b.in",}',
      "{'email':'a@b.in'}",
      'NaN',
      '[1,2',
      '{"email":"\\u12"}',
      '{"a":1}{"b":2}',
      '\u0000',
      'undefined',
      '{"email":"a@b.in"',
      Buffer.from([0xff, 0xfe, 0x7b, 0x00]).toString('latin1'),
    ];
    const before = await writableRows(t.app.db);
    for (const [name, method, url, , needsToken] of jsonRoutes()) {
      for (const raw of broken) {
        const res = await call(t.app, method, url, {
          ...(needsToken ? { token: shopper.token } : {}),
          headers: { 'content-type': 'application/json' },
          raw,
        });
        expect(res.status, `${name} with ${json(raw)}: ${res.raw}`).toBe(400);
        expect(errorOf(res), name).toMatch(/JSON|Malformed|body/i);
      }
    }
    expect(await writableRows(t.app.db)).toEqual(before);
  });

  it('answers a wrong content type with a 415 and stores nothing', async () => {
    const types = [
      'text/plain',
      'application/xml',
      'text/html',
      'multipart/form-data; boundary=xyz',
      'application/x-www-form-urlencoded',
      'application/javascript',
      'application/jsonp',
      'image/png',
    ];
    const before = await writableRows(t.app.db);
    for (const [name, method, url, body, needsToken] of jsonRoutes()) {
      for (const type of types) {
        const res = await call(t.app, method, url, {
          ...(needsToken ? { token: shopper.token } : {}),
          headers: { 'content-type': type },
          raw: body === undefined ? 'x=1' : json(body),
        });
        expect(res.status, `${name} as ${type}: ${res.raw}`).toBe(415);
        expect(errorOf(res)).toMatch(/content type/i);
      }
    }
    expect(await writableRows(t.app.db)).toEqual(before);
  });

  it('answers a 2 MB body with a 413 on every route that takes a body', async () => {
    const huge = json({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.in` });
    const routes: [string, 'POST' | 'PUT', string, string, boolean][] = [
      ...jsonRoutes().map(
        ([name, method, url, , needsToken]) =>
          [name, method, url, 'application/json', needsToken] as [
            string,
            'POST' | 'PUT',
            string,
            string,
            boolean,
          ],
      ),
      [
        'gateway return',
        'POST',
        '/payments/payu/return',
        'application/x-www-form-urlencoded',
        false,
      ],
      [
        'gateway notify',
        'POST',
        '/payments/payu/notify',
        'application/x-www-form-urlencoded',
        false,
      ],
      [
        'sandbox gateway',
        'POST',
        '/sandbox-gateway/_payment',
        'application/x-www-form-urlencoded',
        false,
      ],
    ];
    const before = await writableRows(t.app.db);
    for (const [name, method, url, type, needsToken] of routes) {
      const res = await call(t.app, method, url, {
        ...(needsToken ? { token: shopper.token } : {}),
        headers: { 'content-type': type },
        raw: type === 'application/json' ? huge : `a=${'b'.repeat(2 * 1024 * 1024)}`,
      });
      expect(res.status, `${name}: ${res.raw.slice(0, 200)}`).toBe(413);
      expect(errorOf(res)).toBe('Request body is too large');
    }
    expect(await writableRows(t.app.db)).toEqual(before);
  });

  it('refuses JSON nested forty thousand deep without falling over', async () => {
    const deep = `{"items":${'['.repeat(40_000)}${']'.repeat(40_000)},"shippingAddress":{}}`;
    const res = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      headers: { 'content-type': 'application/json' },
      raw: deep,
    });
    expect(res.status).toBe(400);
    expect((await call(t.app, 'GET', '/health')).status).toBe(200);
  });
});
