// The published API description (GET /api/v1/docs/json), checked for what a client generator
// needs: an operationId on every operation, security stated on each (bearer where a token is
// needed, which is every admin route but sign-in and invitation links; none or optional
// elsewhere), and the 4xx answers with the error shape. `npm test`
// also lints the same document with Redocly's recommended rules (scripts/openapi-lint.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let operations: (readonly [string, Operation])[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
  const doc = res.json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
  );
});
afterAll(async () => {
  await t?.close();
});

// Every refusal is `{ error, code, fields? }` (docs/decisions/015-error-codes-and-api-client.md).
const ERROR_SHAPE = {
  type: 'object',
  properties: { error: { type: 'string' }, code: { type: 'string' } },
  required: ['error', 'code'],
};

/** Operations that take a bearer token and refuse without one. */
const NEEDS_TOKEN = [
  'POST /api/v1/users/logout',
  'GET /api/v1/accountInfo',
  'PUT /api/v1/accountInfo',
  'GET /api/v1/wishlist',
  'PUT /api/v1/wishlist/{productId}',
  'DELETE /api/v1/wishlist/{productId}',
  'POST /api/v1/orders',
  'GET /api/v1/orders',
  'GET /api/v1/orders/{id}/cod',
  'POST /api/v1/orders/{id}/cancel',
  'GET /api/v1/orders/{id}/returns',
  'POST /api/v1/orders/{id}/returns',
  'POST /api/v1/payments',
  'GET /api/v1/payments/status',
  'GET /api/v1/account/whatsapp',
  'DELETE /api/v1/account/whatsapp',
  'GET /api/v1/account/whatsapp/offers',
  'PUT /api/v1/account/whatsapp/offers',
  'GET /api/v1/cart',
  'PUT /api/v1/cart',
  'GET /api/v1/account/reviews',
  'POST /api/v1/reviews/{id}/helpful',
  'GET /api/v1/account/addresses',
  'POST /api/v1/account/addresses',
  'PUT /api/v1/account/addresses/{id}',
  'DELETE /api/v1/account/addresses/{id}',
  'GET /api/v1/account/store-credit',
];
/** The admin's routes that answer before sign-in; every other admin route needs a staff token. */
const ADMIN_PUBLIC = [
  'POST /api/v1/admin/auth/login',
  'GET /api/v1/admin/invitations/{token}',
  'POST /api/v1/admin/invitations/{token}/accept',
];
const isAdmin = (name: string) => name.includes(' /api/v1/admin/');
const needsToken = (name: string) =>
  NEEDS_TOKEN.includes(name) || (isAdmin(name) && !ADMIN_PUBLIC.includes(name));
/** Operations that read a token when given one and work without. */
const TOKEN_OPTIONAL = [
  'GET /api/v1/orders/{id}',
  'GET /api/v1/orders/{id}/invoice',
  'GET /api/v1/orders/{id}/credit-note',
  'GET /api/v1/orders/{id}/shipment',
  'GET /api/v1/orders/{id}/returns/{returnId}/label',
  'GET /api/v1/payments/fields',
  'POST /api/v1/orders/quote',
  'POST /api/v1/products/{id}/reviews',
  'POST /api/v1/products/{id}/notify',
];

describe('the API description', () => {
  it('names every operation, once', () => {
    expect(operations.length).toBeGreaterThan(20);
    const ids = operations.map(([, op]) => op.operationId);
    expect(operations.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the security of every operation: bearer where a token is needed', () => {
    for (const [name, op] of operations) {
      const expected = needsToken(name)
        ? [{ bearer: [] }]
        : TOKEN_OPTIONAL.includes(name)
          ? [{ bearer: [] }, {}]
          : [];
      expect({ name, security: op.security }).toEqual({ name, security: expected });
    }
  });

  it('lists 4xx answers with the error shape, and 401 wherever a token is needed', () => {
    for (const [name, op] of operations) {
      const clientErrors = Object.entries(op.responses ?? {}).filter(([code]) => code[0] === '4');
      expect({ name, count: clientErrors.length > 0 }).toEqual({ name, count: true });
      for (const [code, answer] of clientErrors) {
        expect(answer.content?.['application/json']?.schema, `${name} ${code}`).toMatchObject(
          ERROR_SHAPE,
        );
      }
      if (needsToken(name)) expect(Object.keys(op.responses ?? {})).toContain('401');
      // A shopper's token in the admin is a 403 (docs/decisions/009-admin.md).
      if (isAdmin(name) && needsToken(name)) {
        expect(Object.keys(op.responses ?? {})).toContain('403');
      }
    }
  });
});
