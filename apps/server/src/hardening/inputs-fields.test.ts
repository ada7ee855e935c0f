// Hostile input, the text fields: 50 KB in every text field of every route, in shapes that make
// backtracking patterns slow. Each is answered with a short 4xx, quickly, and nothing is stored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import {
  call,
  orderBody,
  shippingAddress,
  writableRows,
  type CallOptions,
  type Reply,
} from './hardening-kit.ts';

// These suites send hundreds of requests per test; on a busy two-core machine running the
// whole suite at once that can pass the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let shopper: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;
let pendingOrderId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: '10' } });
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
});

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
type FieldCase = [string, (s: string) => [string, string, CallOptions]];
const q = encodeURIComponent;

/** The account's and the content forms' fields. */
function accountFields(): FieldCase[] {
  return [
    ...Object.keys(register).map(
      (k) =>
        [
          `register.${k}`,
          (s: string) => ['POST', '/users/register', { json: { ...register, [k]: s } }],
        ] as FieldCase,
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
        ] as FieldCase,
    ),
    ['newsletter.email', (s) => ['POST', '/newsletter', { json: { email: s } }]],
  ];
}

/** An order's fields, its items' choices, and its Idempotency-Key. */
function orderFields(): FieldCase[] {
  const withToken = { token: shopper.token };
  return [
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
        ] as FieldCase,
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
        ] as FieldCase,
    ),
    [
      'order.products key',
      (s) => ['POST', '/orders', { ...withToken, json: { products: { [s]: 1 }, shippingAddress } }],
    ],
    [
      'order Idempotency-Key',
      (s) => [
        'POST',
        '/orders',
        { ...withToken, headers: { 'idempotency-key': s }, json: orderBody(kurta) },
      ],
    ],
  ];
}

/** A payment's fields and the gateway's notification. */
function paymentFields(): FieldCase[] {
  const withToken = { token: shopper.token };
  return [
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
        ] as FieldCase,
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
        ] as FieldCase,
    ),
  ];
}

/** The addresses and query strings that carry text. */
function addressFields(): FieldCase[] {
  const withToken = { token: shopper.token };
  return [
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
      (k) => [`products?${k}`, (s: string) => ['GET', `/products?${k}=${q(s)}`, {}]] as FieldCase,
    ),
    ['products/:id', (s) => ['GET', `/products/${q(s)}`, {}]],
    ['media file', (s) => ['GET', `/media/products/1/${q(s)}`, {}]],
    ['orders/:id', (s) => ['GET', `/orders/${q(s)}`, {}]],
    ['orders/:id?contactInfo', (s) => ['GET', `/orders/${pendingOrderId}?contactInfo=${q(s)}`, {}]],
    ['orders?limit', (s) => ['GET', `/orders?limit=${q(s)}`, withToken]],
    ['payments/status?orderId', (s) => ['GET', `/payments/status?orderId=${q(s)}`, withToken]],
    ['wishlist/:productId', (s) => ['PUT', `/wishlist/${q(s)}`, withToken]],
    [
      'authorization header',
      (s) => ['GET', '/accountInfo', { headers: { authorization: `Bearer ${s}` } }],
    ],
  ];
}

const fields = (): FieldCase[] => [
  ...accountFields(),
  ...orderFields(),
  ...paymentFields(),
  ...addressFields(),
];

describe(`inputs: 50 KB in every text field (${testDbKind})`, () => {
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
    const before = await writableRows(t.app.db);
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
    expect(await writableRows(t.app.db)).toEqual(before);
    console.log(`50 KB fields: slowest answer took ${worstWall.toFixed(0)} ms of wall time`);
  });
});
