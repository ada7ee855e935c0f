// Who may do what in the admin, on every call the API documents under /api/v1/admin: no token
// and bad tokens are 401, a shopper's token is 403, a staff member on an owner-only call is 403,
// and no answer to an owner, on a tour of every admin call, carries a stored secret. The list
// comes from the OpenAPI document, so a new admin route is covered the day it is added.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, staffMembers, staffSessions, users } from '../db/schema.ts';
import { createTestStaff, type TestStaff } from '../modules/staff/staff.test-kit.ts';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../test/harness.ts';
import { API, call, errorOf, orderBody, type Reply } from './hardening-kit.ts';

vi.setConfig({ testTimeout: 180_000 });

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface AdminOperation {
  name: string;
  method: Method;
  path: string;
  ownerOnly: boolean;
  public: boolean;
}

let t: TestApp;
let ops: AdminOperation[];
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: '10' } });
  const doc = (await call(t.app, 'GET', '/docs/json')).body as {
    paths: Record<string, Record<string, { security?: object[]; summary?: string }>>;
  };
  ops = Object.entries(doc.paths)
    .filter(([p]) => p.startsWith(`${API}/admin/`))
    .flatMap(([p, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${p.replace(API, '')}`,
        method: method.toUpperCase() as Method,
        path: p.replace(API, ''),
        ownerOnly: /\(owner only\)/i.test(op.summary ?? ''),
        public: !op.security?.length,
      })),
    );
  // Real rows for the path parameters, so that the owner's tour reaches real answers.
  const product = await createProduct(t.app.db, { stock: { S: 5, M: 5 } });
  const shopper = await createTestUser(t.app.db);
  const placed = await call(t.app, 'POST', '/orders', {
    token: shopper.token,
    json: orderBody(product.id),
  });
  expect(placed.status, placed.raw).toBe(201);
  ids.id = String(product.id);
  ids.orderId = (placed.body as { id: string }).id;
});
afterAll(async () => {
  await t?.close();
});

/** The path with its parameters filled: real ids where the route is about one. */
function urlOf(op: AdminOperation, staff?: TestStaff): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === 'id' && op.path.startsWith('/admin/orders/')) return ids.orderId!;
    if (name === 'id' && op.path.startsWith('/admin/tax/orders/')) return ids.orderId!;
    if (name === 'id' && op.path.startsWith('/admin/staff/') && staff) return staff.id;
    return ids[name] ?? '1';
  });
}

describe(`access: the admin's doors (${testDbKind})`, () => {
  it('documents the admin: every guarded call with bearer security, only sign-in and invitations open', () => {
    expect(ops.length).toBeGreaterThan(20);
    const open = ops.filter((op) => op.public).map((op) => op.name);
    for (const name of open) expect(name).toMatch(/\/admin\/(auth\/login|auth\/|invitations)/);
  });

  it('answers 401 without a token or with a bad one, and 403 to a shopper, on every guarded call', async () => {
    const shopper = await createTestUser(t.app.db);
    const bad = [
      ['no token', {}],
      ['another scheme', { authorization: `Basic ${shopper.token}` }],
      ['a made-up token', { authorization: `Bearer ${'A'.repeat(43)}` }],
      ['SQL in the token', { authorization: "Bearer ' OR '1'='1' --" }],
    ] as const;
    for (const op of ops.filter((o) => !o.public)) {
      const url = urlOf(op);
      for (const [kind, headers] of bad) {
        const res = await call(t.app, op.method, url, { headers: { ...headers } });
        expect(res.status, `${op.name} with ${kind}: ${res.raw}`).toBe(401);
        expect(errorOf(res), `${op.name} with ${kind}`).toMatch(/sign in/i);
      }
      const asShopper = await call(t.app, op.method, url, { token: shopper.token });
      expect(asShopper.status, `${op.name} with a shopper's token: ${asShopper.raw}`).toBe(403);
    }
  });

  it('refuses staff on owner-only calls with 403 before reading the request, and lets them through elsewhere', async () => {
    for (const op of ops.filter((o) => !o.public)) {
      // A fresh staff member each time: some calls (sign-out) end the caller's own session.
      const staff = await createTestStaff(t.app.db, 'staff');
      const res = await call(t.app, op.method, urlOf(op, staff), { token: staff.token });
      if (op.ownerOnly) {
        expect(res.status, `${op.name} as staff: ${res.raw}`).toBe(403);
        expect(errorOf(res)).toMatch(/owner/i);
      } else {
        expect([401, 403], `${op.name} as staff: ${res.raw}`).not.toContain(res.status);
      }
    }
  });

  it("no answer to the owner carries a password hash, a token's hash or a TOTP secret", async () => {
    const replies: [string, Reply][] = [];
    for (const op of ops.filter((o) => !o.public)) {
      const owner = await createTestStaff(t.app.db, 'owner');
      const res = await call(t.app, op.method, urlOf(op, owner), { token: owner.token });
      expect(res.status, `${op.name} as the owner: ${res.raw}`).toBeLessThan(500);
      replies.push([`${op.name} → ${res.status}`, res]);
    }
    const hashes = [
      ...(await t.app.db.select({ h: users.passwordHash }).from(users)).map((r) => r.h),
      ...(await t.app.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h),
      ...(await t.app.db.select({ h: staffSessions.tokenHash }).from(staffSessions)).map(
        (r) => r.h,
      ),
    ];
    const staffSecrets = await t.app.db
      .select({
        h: staffMembers.passwordHash,
        s: staffMembers.totpSecret,
        r: staffMembers.recoveryCodeHashes,
      })
      .from(staffMembers);
    hashes.push(...staffSecrets.flatMap((r) => [r.h, ...r.r]));
    const totpSecrets = staffSecrets.flatMap((r) => (r.s ? [r.s] : []));
    expect(totpSecrets.length, 'the tour started two-factor setup').toBeGreaterThan(0);
    for (const [what, res] of replies) {
      // Setting up two-factor is the one answer that must show its new secret (for the QR code).
      const secrets = what.startsWith('POST /admin/auth/2fa/setup ')
        ? hashes
        : [...hashes, ...totpSecrets];
      expect(
        secrets.filter((secret) => secret.length >= 16 && res.raw.includes(secret)),
        what,
      ).toEqual([]);
    }
  });
});
