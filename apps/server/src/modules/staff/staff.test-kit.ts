// Helpers for tests of admin routes: a signed-in owner or staff member, and a caller for
// /api/v1/admin. The accounts are made directly in the database (their password hash is not a
// valid hash: they can only use the returned token), so tests of other modules do not depend
// on the sign-in route.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { randomIp } from '../../test/harness.ts';
import { issueStaffToken } from './staff-sessions.service.ts';
import { insertStaff } from './staff.repository.ts';

export interface TestStaff {
  id: string;
  email: string;
  role: 'owner' | 'staff';
  token: string;
}

/** A fresh staff member of `role` with a live admin session. */
export async function createTestStaff(
  db: Executor,
  role: 'owner' | 'staff',
  fields: { email?: string; name?: string; passwordHash?: string } = {},
): Promise<TestStaff> {
  const email = fields.email ?? `${role}.${randomBytes(4).toString('hex')}@example.in`;
  const row = await insertStaff(db, {
    email,
    name: fields.name ?? (role === 'owner' ? 'Meera Owner' : 'Ravi Staff'),
    passwordHash: fields.passwordHash ?? 'test-staff-without-password',
    role,
  });
  if (!row) throw new Error(`staff ${email} exists already`);
  return { id: row.id, email, role, token: await issueStaffToken(db, row.id) };
}

/** The bearer token of a fresh owner or staff member, for `authorization: Bearer <token>`. */
export async function staffToken(app: FastifyInstance, role: 'owner' | 'staff'): Promise<string> {
  return (await createTestStaff(app.db, role)).token;
}

export interface AdminCallOptions {
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Calls /api/v1/admin<url> as a client would, from an address of its own. */
export function adminCaller(app: FastifyInstance) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    options: AdminCallOptions = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({
      method,
      url: `/api/v1/admin${url}`,
      remoteAddress: options.ip ?? randomIp(),
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    let json: unknown;
    try {
      json = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: res.statusCode,
      headers: res.headers,
      body: json as Record<string, unknown> & { error?: string },
      raw: res.body,
    };
  };
}

export type AdminCall = ReturnType<typeof adminCaller>;

/**
 * The checks every guarded admin route must pass: no token 401, a shopper's token 403, and,
 * for owner-only routes, a staff member's token 403. `shopperToken` comes from
 * test/harness.ts createTestUser.
 */
export async function expectAdminGuards(
  call: AdminCall,
  route: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown },
  tokens: { shopper: string; staff?: string },
): Promise<void> {
  const none = await call(route.method, route.url, route.body);
  expect(none.status, `${route.method} ${route.url} without a token`).toBe(401);
  expect(typeof none.body.error).toBe('string');
  const shopper = await call(route.method, route.url, route.body, { token: tokens.shopper });
  expect(shopper.status, `${route.method} ${route.url} with a shopper's token`).toBe(403);
  if (tokens.staff) {
    const staff = await call(route.method, route.url, route.body, { token: tokens.staff });
    expect(staff.status, `${route.method} ${route.url} as staff (owner only)`).toBe(403);
  }
}
