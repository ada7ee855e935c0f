// Hostile input: broken JSON, wrong content types, huge bodies, huge strings in every text field,
// every script of the world, SQL and HTML metacharacters, random text. And what the browser is
// told: a content security policy without inline script on every page the server serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages, orders, users } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { demoStoreSettings } from '../modules/store/store-settings.ts';
import { writeStoreSettings } from '../modules/store/store.repository.ts';
import {
  call,
  countRows,
  errorOf,
  orderBody,
  percentEncode,
  shippingAddress,
  type CallOptions,
  type Reply,
} from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let webDist: string;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;
let pendingOrderId: string;

// Store-supplied policy HTML written the way an attacker who got into the owner's settings
// would write it. The storefront sanitises it; the API must only ever carry it as JSON text.
const hostilePolicy =
  '<h1>Returns</h1><script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe>' +
  '<svg onload="alert(4)"><circle r="1"/></svg>';

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>shell</title><script type="module" src="/assets/app.js"></script>',
  );
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, PASSWORD_HASH_COST: '10' } });
  await writeStoreSettings(t.app.db, {
    ...demoStoreSettings,
    policies: { return: hostilePolicy },
  });
  shopper = await createTestUser(t.app.db);
  kurta = (await createProduct(t.app.db, { stock: { S: 1000, M: 1000, L: 1000 } })).id;
  const placed = await call(t.app, 'POST', '/orders', {
    token: shopper.token,
    json: orderBody(kurta),
  });
  pendingOrderId = (placed.body as { id: string }).id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
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

/** Rows of every table a body could write to: none may change when a body is refused. */
async function writableRows(): Promise<Record<string, number>> {
  const tables = [
    'users',
    'sessions',
    'password_resets',
    'contact_messages',
    'newsletter_subscribers',
    'orders',
    'order_items',
    'payments',
    'payment_events',
    'wishlist_items',
    'idempotency_keys',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countRows(t.app.db, table);
  return counts;
}

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
    const before = await writableRows();
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
    expect(await writableRows()).toEqual(before);
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
    const before = await writableRows();
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
    expect(await writableRows()).toEqual(before);
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
    const before = await writableRows();
    for (const [name, method, url, type, needsToken] of routes) {
      const res = await call(t.app, method, url, {
        ...(needsToken ? { token: shopper.token } : {}),
        headers: { 'content-type': type },
        raw: type === 'application/json' ? huge : `a=${'b'.repeat(2 * 1024 * 1024)}`,
      });
      expect(res.status, `${name}: ${res.raw.slice(0, 200)}`).toBe(413);
      expect(errorOf(res)).toBe('Request body is too large');
    }
    expect(await writableRows()).toEqual(before);
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

describe(`inputs: 50 KB in every text field (${testDbKind})`, () => {
  const N = 50 * 1024;
  // Shapes that make backtracking regular expressions slow: long runs that fail at the end,
  // repeated separators, the characters each field's own pattern cares about.
  const shapes: [string, string][] = [
    ['letters', 'a'.repeat(N)],
    ['letters then a bang', `${'a'.repeat(N - 1)}!`],
    ['at-signs', 'a@'.repeat(N / 2)],
    ['digits', '9'.repeat(N)],
    ['dots and dashes', '.-'.repeat(N / 2)],
    ['Devanagari', 'क्ष'.repeat(Math.floor(N / 9))],
    ['zero-width joiners', `a${'\u200D'.repeat(N / 3)}`],
  ];

  const register = {
    email: 'big@example.in',
    password: 'secret-123',
    firstName: 'Asha',
    lastName: 'Verma',
  };
  const contact = { name: 'Asha', email: 'a@b.in', subject: 'Sizes', message: 'Hello' };
  const payFields = {
    method: 'cod',
    payerName: 'Asha Verma',
    payerEmail: 'a@b.in',
    payerPhone: '+919876543210',
    businessName: '',
    gstin: '',
  };
  const gatewayFields = {
    key: 'EESANDBOX',
    txnid: 'T1',
    amount: '1.00',
    productinfo: 'Order',
    firstname: 'Asha',
    email: 'a@b.in',
    status: 'success',
    hash: 'abc',
  };

  /** One case per text field: a name and how to send `s` in it. */
  const fields = (): [string, (s: string) => [string, string, CallOptions]][] => {
    const q = encodeURIComponent;
    const withToken = { token: shopper.token };
    return [
      ...Object.keys(register).map(
        (k) =>
          [
            `register.${k}`,
            (s: string) => ['POST', '/users/register', { json: { ...register, [k]: s } }],
          ] as [string, (s: string) => [string, string, CallOptions]],
      ),
      [
        'authorize.email',
        (s) => ['POST', '/users/authorize', { json: { email: s, password: 'x1234567' } }],
      ],
      [
        'authorize.password',
        (s) => ['POST', '/users/authorize', { json: { email: 'a@b.in', password: s } }],
      ],
      ['forgot.email', (s) => ['POST', '/users/forgot-password', { json: { email: s } }]],
      [
        'reset.token',
        (s) => ['POST', '/users/reset-password', { json: { token: s, password: 'secret-123' } }],
      ],
      [
        'reset.password',
        (s) => ['POST', '/users/reset-password', { json: { token: 'abc', password: s } }],
      ],
      ...Object.keys(contact).map(
        (k) =>
          [
            `contact.${k}`,
            (s: string) => ['POST', '/contact', { json: { ...contact, [k]: s } }],
          ] as [string, (s: string) => [string, string, CallOptions]],
      ),
      ['newsletter.email', (s) => ['POST', '/newsletter', { json: { email: s } }]],
      ...Object.keys(shippingAddress).map(
        (k) =>
          [
            `order.shippingAddress.${k}`,
            (s: string) => [
              'POST',
              '/orders',
              {
                ...withToken,
                json: { ...orderBody(kurta), shippingAddress: { ...shippingAddress, [k]: s } },
              },
            ],
          ] as [string, (s: string) => [string, string, CallOptions]],
      ),
      ...['size', 'color'].map(
        (k) =>
          [
            `order.items.${k}`,
            (s: string) => [
              'POST',
              '/orders',
              {
                ...withToken,
                json: {
                  items: [{ productId: kurta, quantity: 1, size: 'M', color: 'Maroon', [k]: s }],
                  shippingAddress,
                },
              },
            ],
          ] as [string, (s: string) => [string, string, CallOptions]],
      ),
      [
        'order.products key',
        (s) => [
          'POST',
          '/orders',
          { ...withToken, json: { products: { [s]: 1 }, shippingAddress } },
        ],
      ],
      [
        'order Idempotency-Key',
        (s) => [
          'POST',
          '/orders',
          { ...withToken, headers: { 'idempotency-key': s }, json: orderBody(kurta) },
        ],
      ],
      [
        'payment.orderId',
        (s) => ['POST', '/payments', { ...withToken, json: { orderId: s, fields: payFields } }],
      ],
      ...Object.keys(payFields).map(
        (k) =>
          [
            `payment.fields.${k}`,
            (s: string) => [
              'POST',
              '/payments',
              { ...withToken, json: { orderId: pendingOrderId, fields: { ...payFields, [k]: s } } },
            ],
          ] as [string, (s: string) => [string, string, CallOptions]],
      ),
      [
        'payment field name',
        (s) => [
          'POST',
          '/payments',
          { ...withToken, json: { orderId: pendingOrderId, fields: { [s]: 'x' } } },
        ],
      ],
      [
        'payment Idempotency-Key',
        (s) => [
          'POST',
          '/payments',
          {
            ...withToken,
            headers: { 'idempotency-key': s },
            json: { orderId: pendingOrderId, fields: payFields },
          },
        ],
      ],
      ...[
        'category',
        'parentCategory',
        'subCategory',
        'gender',
        'filter',
        'q',
        'sort',
        'page',
        'limit',
        'featured',
      ].map(
        (k) =>
          [`products?${k}`, (s: string) => ['GET', `/products?${k}=${q(s)}`, {}]] as [
            string,
            (s: string) => [string, string, CallOptions],
          ],
      ),
      ['products/:id', (s) => ['GET', `/products/${q(s)}`, {}]],
      ['media file', (s) => ['GET', `/media/products/1/${q(s)}`, {}]],
      ['orders/:id', (s) => ['GET', `/orders/${q(s)}`, {}]],
      [
        'orders/:id?contactInfo',
        (s) => ['GET', `/orders/${pendingOrderId}?contactInfo=${q(s)}`, {}],
      ],
      ['orders?limit', (s) => ['GET', `/orders?limit=${q(s)}`, withToken]],
      ['payments/status?orderId', (s) => ['GET', `/payments/status?orderId=${q(s)}`, withToken]],
      ['wishlist/:productId', (s) => ['PUT', `/wishlist/${q(s)}`, withToken]],
      [
        'authorization header',
        (s) => ['GET', '/accountInfo', { headers: { authorization: `Bearer ${s}` } }],
      ],
      ...Object.keys(gatewayFields).map(
        (k) =>
          [
            `gateway notify.${k}`,
            (s: string) => [
              'POST',
              '/payments/payu/notify',
              {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                raw: new URLSearchParams({ ...gatewayFields, [k]: s.slice(0, 15_000) }).toString(),
              },
            ],
          ] as [string, (s: string) => [string, string, CallOptions]],
      ),
    ];
  };

  it('trims 50 KB of padding around a short value and stores only the value', async () => {
    const padded = `${' '.repeat(N)}Padded Patel${'\t'.repeat(N / 4)}`;
    const res = await call(t.app, 'POST', '/contact', {
      json: { ...contact, name: padded, email: 'padded@example.in' },
    });
    expect(res.cpuMs).toBeLessThan(100);
    expect(res.status).toBe(201);
    const [row] = await t.app.db
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'padded@example.in'));
    expect(row?.name).toBe('Padded Patel');
  });

  it('answers each with a 4xx in under 100 ms of CPU, whatever its shape', async () => {
    const before = await writableRows();
    const slow: string[] = [];
    let worstWall = 0;
    for (const [field, build] of fields()) {
      for (const [shape, s] of shapes) {
        const [method, url, options] = build(s);
        // The best of three, so a garbage collection or a busy machine is not taken for a
        // slow pattern: a catastrophic one is slow every time.
        let best: Reply | null = null;
        for (let i = 0; i < 3 && (best === null || best.cpuMs >= 100); i++) {
          const started = performance.now();
          const res = await call(t.app, method as 'GET', url, options);
          worstWall = Math.max(worstWall, performance.now() - started);
          if (best === null || res.cpuMs < best.cpuMs) best = res;
        }
        const res = best!;
        expect(
          res.status,
          `${field} with ${shape}: ${res.raw.slice(0, 200)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status, `${field} with ${shape}: ${res.raw.slice(0, 200)}`).toBeLessThan(500);
        // The answer names the problem without echoing 50 KB back.
        expect(res.raw.length, `${field} with ${shape}`).toBeLessThan(2_000);
        if (res.cpuMs >= 100) slow.push(`${field} with ${shape}: ${res.cpuMs.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
    expect(await writableRows()).toEqual(before);
    console.log(`50 KB fields: slowest answer took ${worstWall.toFixed(0)} ms of wall time`);
  });
});

describe(`inputs: text from every script, and characters with a meaning elsewhere (${testDbKind})`, () => {
  it('accepts unicode and emoji in names and addresses and returns them unchanged', async () => {
    const address = {
      fullName: 'Ananya Ñúñez-Ó Briain 👩🏽‍💻',
      address: 'फ्लैट ४B, “Shanti” Niwas 🏠, 12 Mount Road — near சென்னை Central',
      city: 'தஞ்சாவூர்',
      state: 'Tamil Nadu',
      postalCode: '613001',
      phone: '+91 98765 43210',
    };
    const placed = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: { ...orderBody(kurta), shippingAddress: address },
    });
    expect(placed.status, placed.raw).toBe(201);
    const sent = placed.body as { id: string; shippingAddress: typeof address };
    const read = await call(t.app, 'GET', `/orders/${sent.id}`, { token: shopper.token });
    for (const body of [sent, read.body as typeof sent]) {
      expect(body.shippingAddress.fullName).toBe(address.fullName);
      expect(body.shippingAddress.address).toBe(address.address);
      expect(body.shippingAddress.city).toBe(address.city);
    }

    const names = { firstName: 'प्रिया', lastName: 'Ó Briain-Nāyar' };
    const email = `priya.${Date.now()}@example.in`;
    const reg = await call(t.app, 'POST', '/users/register', {
      json: { email, password: 'monsoon-2025', ...names },
    });
    expect(reg.status, reg.raw).toBe(201);
    const token = (reg.body as { token: string }).token;
    const info = await call(t.app, 'GET', '/accountInfo', { token });
    expect((info.body as { data: typeof names }).data).toMatchObject(names);

    const message = 'क्या यह साड़ी 🥻 रेशम की है? Is it silk — “pure”? 🙏';
    const sentMessage = await call(t.app, 'POST', '/contact', {
      json: { name: 'Léa 🌸 தமிழ்', email: 'lea@example.in', subject: 'साड़ी', message },
    });
    expect(sentMessage.status).toBe(201);
    const [stored] = await t.app.db
      .select({ name: contactMessages.name, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.email, 'lea@example.in'));
    expect(stored).toEqual({ name: 'Léa 🌸 தமிழ்', message });

    const search = await call(t.app, 'GET', `/products?q=${encodeURIComponent('रेशम 🥻 साड़ी')}`);
    expect(search.status).toBe(200);
  });

  it('stores SQL and HTML metacharacters as text and answers them as inert JSON', async () => {
    const address = {
      fullName: `O'Brien"; DROP TABLE orders; --`,
      address: `<script>alert(1)</script><img src=x onerror=alert(2)> & 100% _done_ \\ ' OR '1'='1`,
      city: `Mumbai'); DELETE FROM users; --`,
      state: 'Maharashtra',
      postalCode: '400050',
      phone: '98765 43210',
    };
    const usersBefore = await countRows(t.app.db, 'users');
    const placed = await call(t.app, 'POST', '/orders', {
      token: shopper.token,
      json: { ...orderBody(kurta), shippingAddress: address },
    });
    expect(placed.status, placed.raw).toBe(201);
    expect(String(placed.headers['content-type'])).toMatch(/^application\/json/);
    expect(placed.headers['x-content-type-options']).toBe('nosniff');
    const id = (placed.body as { id: string }).id;
    const [row] = await t.app.db
      .select({ fullName: orders.fullName, address: orders.address, city: orders.city })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row).toEqual({
      fullName: address.fullName,
      address: address.address,
      city: address.city,
    });
    const read = await call(t.app, 'GET', `/orders/${id}`, { token: shopper.token });
    expect((read.body as { shippingAddress: typeof address }).shippingAddress).toMatchObject({
      fullName: address.fullName,
      address: address.address,
      city: address.city,
    });
    expect(await countRows(t.app.db, 'users')).toBe(usersBefore);

    const contact = await call(t.app, 'POST', '/contact', {
      json: {
        name: `Robert'); DROP TABLE contact_messages;--`,
        email: 'bobby@example.in',
        subject: `<iframe src="javascript:alert(1)">`,
        message: `'; UPDATE orders SET status = 1; --`,
      },
    });
    expect(contact.status).toBe(201);
    expect(await countRows(t.app.db, 'contact_messages')).toBeGreaterThan(0);
    const [{ n: paid }] = (await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.status, 1))) as [{ n: number }];
    expect(paid).toBe(0);

    // Searches and filters with SQL in them match words, never widen the result.
    const plain = (await call(t.app, 'GET', '/products?q=silk')).body as { count: number };
    for (const attack of [`silk' OR '1'='1`, `silk%' --`, `silk); DROP TABLE products; --`]) {
      const res = await call(t.app, 'GET', `/products?q=${encodeURIComponent(attack)}`);
      expect(res.status, attack).toBe(200);
      expect((res.body as { count: number }).count, attack).toBeLessThanOrEqual(plain.count);
    }
    const everything = await call(
      t.app,
      'GET',
      `/products?category=${encodeURIComponent(`x' OR '1'='1`)}`,
    );
    expect((everything.body as { count: number }).count).toBe(0);
    expect(await countRows(t.app.db, 'products')).toBeGreaterThan(100);

    // An email with a quote is an email like any other, found again only by itself.
    const odd = `o'neil.${Date.now()}@example.in`;
    const reg = await call(t.app, 'POST', '/users/register', {
      json: { email: odd, password: 'monsoon-2025', firstName: 'Ona', lastName: "O'Neil" },
    });
    expect(reg.status, reg.raw).toBe(201);
    for (const email of [`x' OR '1'='1@example.in`, `' OR 1=1 --`, `${odd}' --`]) {
      const wrong = await call(t.app, 'POST', '/users/authorize', {
        json: { email, password: 'monsoon-2025' },
      });
      expect([400, 401], email).toContain(wrong.status);
    }
    const [user] = await t.app.db
      .select({ last: users.lastName })
      .from(users)
      .where(eq(users.email, odd));
    expect(user?.last).toBe("O'Neil");
  });

  it('answers random text in filters, lookups and addresses with a 2xx or a 4xx, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.constantFrom(
        '\u0000',
        '%00',
        '\uD800',
        "'",
        '"',
        '\\',
        '%',
        '_',
        '*',
        ':*',
        '!',
        '&|',
        '<>',
        '..',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.constantFrom('q', 'category', 'gender', 'filter', 'subCategory'),
        async (s, key) => {
          const res = await call(t.app, 'GET', `/products?${key}=${percentEncode(s)}`);
          expect(res.status, `${key}=${json(s)}: ${res.raw.slice(0, 200)}`).toBeLessThan(500);
          expect(res.body, `${key}=${json(s)}`).toBeTypeOf('object');
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        const res = await call(
          t.app,
          'GET',
          `/orders/${percentEncode(s)}?contactInfo=${percentEncode(s)}`,
        );
        expect(res.status, json(s)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(text, fc.constantFrom(...Object.keys(shippingAddress)), async (s, key) => {
        const res = await call(t.app, 'POST', '/orders', {
          token: shopper.token,
          json: { ...orderBody(kurta), shippingAddress: { ...shippingAddress, [key]: s } },
        });
        expect(res.status, `${key}=${json(s)}: ${res.raw.slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe(`browser side: what the server tells the browser (${testDbKind})`, () => {
  /** The directives of a CSP header, by name. */
  const directives = (header: unknown): Map<string, string[]> => {
    const map = new Map<string, string[]>();
    for (const part of String(header ?? '').split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name.toLowerCase(), values);
    }
    return map;
  };

  /** Whether the policy lets a page run script it did not load from the store itself. */
  function inlineScriptProblems(header: unknown): string[] {
    const d = directives(header);
    const problems: string[] = [];
    const scriptSrc = d.get('script-src') ?? d.get('default-src');
    if (!scriptSrc) return ['no script-src or default-src'];
    for (const v of scriptSrc) {
      if (/^'(unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|strict-dynamic)'$/.test(v)) {
        problems.push(`script-src ${v}`);
      }
      if (/^'(nonce|sha256|sha384|sha512)-/.test(v)) problems.push(`script-src ${v}`);
      if (v === '*' || /^(https?|data|blob):?$/.test(v)) problems.push(`script-src ${v}`);
    }
    for (const attr of ['script-src-attr', 'script-src-elem']) {
      for (const v of d.get(attr) ?? []) {
        if (v !== "'none'" && v !== "'self'") problems.push(`${attr} ${v}`);
      }
    }
    // object-src falls back to default-src (CSP level 3); base-uri has no fallback.
    const objectSrc = d.get('object-src') ?? d.get('default-src');
    if (objectSrc?.join(' ') !== "'none'") problems.push('object-src is not none');
    const base = d.get('base-uri')?.join(' ');
    if (base !== "'self'" && base !== "'none'") problems.push('base-uri is open');
    return problems;
  }

  it('sends a policy without inline script on every page it serves', async () => {
    const pages: [string, Reply][] = [
      ['storefront /', await call(t.app, 'GET', '/', { site: true })],
      ['storefront /return (a policy page)', await call(t.app, 'GET', '/return', { site: true })],
      ['storefront deep link', await call(t.app, 'GET', '/product/12', { site: true })],
      ['API JSON', await call(t.app, 'GET', '/storeInfo')],
      ['API error', await call(t.app, 'GET', '/nowhere')],
      ['API docs', await call(t.app, 'GET', '/docs/')],
      [
        'sandbox gateway page',
        await call(t.app, 'POST', '/sandbox-gateway/_payment', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          raw: 'key=nobody',
        }),
      ],
    ];
    for (const [what, res] of pages) {
      expect(res.status, what).toBeLessThan(500);
      expect(inlineScriptProblems(res.headers['content-security-policy']), what).toEqual([]);
    }
    const shell = pages[0]![1];
    expect(shell.status).toBe(200);
    expect(String(shell.headers['content-type'])).toMatch(/^text\/html/);
    expect(directives(shell.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
    const sandbox = pages[6]![1];
    expect(String(sandbox.headers['content-type'])).toMatch(/^text\/html/);
    expect(sandbox.raw).not.toMatch(/<script|\son[a-z]+\s*=|javascript:/i);
  });

  it('lets a page send data only to the store, its storefronts and its payment gateway', async () => {
    // Even a script that got in could not carry the bearer token off to another host: fetch,
    // beacons, images and form posts may only go where the store itself talks.
    const shell = await call(t.app, 'GET', '/', { site: true });
    const d = directives(shell.headers['content-security-policy']);
    const own = ["'self'", ...t.config.corsOrigins];
    expect(d.get('connect-src')?.every((v) => own.includes(v))).toBe(true);
    expect(d.get('img-src')?.every((v) => ["'self'", 'data:', 'blob:'].includes(v))).toBe(true);
    expect(d.get('default-src')).toEqual(["'self'"]);
    const gateway = new URL(t.config.publicUrl).origin;
    expect(d.get('form-action')?.every((v) => v === "'self'" || v === gateway)).toBe(true);
  });

  it('recognises a policy that would allow inline script (so the check above can fail)', () => {
    expect(
      inlineScriptProblems("default-src 'self'; script-src 'self' 'unsafe-inline'"),
    ).not.toEqual([]);
    expect(inlineScriptProblems("script-src 'self' 'nonce-abc'; object-src 'none'")).not.toEqual(
      [],
    );
    expect(inlineScriptProblems("default-src 'self'; object-src 'none'; base-uri 'self'")).toEqual(
      [],
    );
  });

  it('carries store policy HTML only as JSON text, never as a page of its own', async () => {
    const info = await call(t.app, 'GET', '/storeInfo');
    expect(String(info.headers['content-type'])).toMatch(/^application\/json/);
    expect(info.headers['x-content-type-options']).toBe('nosniff');
    expect((info.body as { policies: Record<string, string> }).policies.return).toBe(hostilePolicy);
    for (const url of ['/api/v1/policies/return', '/api/v1/storeInfo/policies/return']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
    }
    // The storefront's /return page is the app shell; the policy text arrives only through the API.
    const page = await call(t.app, 'GET', '/return', { site: true });
    expect(page.raw).not.toContain('alert(');
  });

  it('lets the storefront read answers cross-origin only from the configured origins', async () => {
    const allowed = await call(t.app, 'GET', '/accountInfo', {
      token: shopper.token,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    for (const origin of ['https://evil.example', 'http://localhost:5173.evil.example', 'null']) {
      const res = await call(t.app, 'GET', '/accountInfo', {
        token: shopper.token,
        headers: { origin },
      });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
