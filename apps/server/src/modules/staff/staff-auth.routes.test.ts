// Staff sign-in, sessions and the admin door: shopper and staff tokens never cross over.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffSessions } from '../../db/schema.ts';
import { caller, createTestApp, createTestUser, type TestApp } from '../../test/harness.ts';
import { createPasswordHasher } from '../../kernel/password.ts';
import { adminCaller, createTestStaff, staffToken } from './staff.test-kit.ts';
import { createOwner } from './staff.service.ts';

let t: TestApp;
let call: ReturnType<typeof adminCaller>;
const hasher = createPasswordHasher({ cost: 10 });

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: '10' } });
  call = adminCaller(t.app);
});
afterAll(async () => t?.close());

async function owner(email = `owner.${Math.random().toString(36).slice(2, 8)}@example.in`) {
  const password = 'handloom-2025';
  await createOwner(t.app.db, hasher, { email, password });
  return { email, password };
}

describe('POST /admin/auth/login', () => {
  it('answers a token that opens the admin', async () => {
    const o = await owner();
    const res = await call('POST', '/auth/login', {
      email: o.email.toUpperCase(),
      password: o.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await call('GET', '/me', undefined, { token: String(res.body.token) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: o.email, role: 'owner', twoFactorEnabled: false });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const o = await owner();
    const wrong = await call('POST', '/auth/login', { email: o.email, password: 'not-the-one' });
    const unknown = await call('POST', '/auth/login', {
      email: 'nobody@example.in',
      password: 'whatever-it-is',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error).toBe(unknown.body.error);
  });

  it('validates the body strictly', async () => {
    expect((await call('POST', '/auth/login', { email: 'x', password: 'y' })).status).toBe(400);
    const extra = await call('POST', '/auth/login', {
      email: 'a@example.in',
      password: 'y',
      role: 'owner',
    });
    expect(extra.status).toBe(400);
  });

  it('limits guesses per account like the shoppers sign-in (429 with retry-after)', async () => {
    const o = await owner();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await call('POST', '/auth/login', { email: o.email, password: `guess-${i}` })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const locked = await call('POST', '/auth/login', o);
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it("a stranger's wrong passwords lock the stranger, not the owner at a known address", async () => {
    const o = await owner();
    const home = '10.29.2.2';
    const stranger = '10.29.2.1';
    expect((await call('POST', '/auth/login', o, { ip: home })).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const res = await call(
        'POST',
        '/auth/login',
        { email: o.email, password: `guess-${i}` },
        { ip: stranger },
      );
      expect(res.status).toBe(401);
    }
    expect((await call('POST', '/auth/login', o, { ip: stranger })).status).toBe(429);
    // The owner at home signs in, again and again, while the count stands.
    for (let i = 0; i < 3; i++) {
      const res = await call('POST', '/auth/login', o, { ip: home });
      expect(res.status).toBe(200);
      expect(res.body.token).toEqual(expect.any(String));
    }
    // A new address is still a stranger's, and a wrong password at home does not lift the lock.
    expect((await call('POST', '/auth/login', o, { ip: '10.29.2.3' })).status).toBe(429);
    const typo = await call('POST', '/auth/login', { ...o, password: 'typo' }, { ip: home });
    expect(typo.status).toBe(401);
    expect((await call('POST', '/auth/login', o, { ip: stranger })).status).toBe(429);
  });

  it('refuses a shopper account: shoppers are not staff', async () => {
    const shopper = await caller(t.app)('POST', '/users/register', {
      email: 'shopper.admin-try@example.in',
      password: 'monsoon-2025',
      firstName: 'Asha',
      lastName: 'Verma',
    });
    expect(shopper.status).toBe(201);
    const res = await call('POST', '/auth/login', {
      email: 'shopper.admin-try@example.in',
      password: 'monsoon-2025',
    });
    expect(res.status).toBe(401);
  });
});

describe('the admin door', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    const none = await call('GET', '/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: expect.any(String), code: 'unauthorized' });
    const unknown = await call('GET', '/me', undefined, { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
  });

  it("answers 403 to a shopper's token", async () => {
    const shopper = await createTestUser(t.app.db);
    const res = await call('GET', '/me', undefined, { token: shopper.token });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/shopper/);
  });

  it("a staff token is not a shopper's token", async () => {
    const token = await staffToken(t.app, 'owner');
    const res = await caller(t.app)('GET', '/accountInfo', undefined, { token });
    expect(res.status).toBe(401);
  });

  it('logout ends exactly that session', async () => {
    const s = await createTestStaff(t.app.db, 'staff');
    const other = await createTestStaff(t.app.db, 'owner');
    expect((await call('POST', '/auth/logout', undefined, { token: s.token })).status).toBe(204);
    expect((await call('GET', '/me', undefined, { token: s.token })).status).toBe(401);
    expect((await call('GET', '/me', undefined, { token: other.token })).status).toBe(200);
  });

  it('a session ends after 12 hours without use', async () => {
    const s = await createTestStaff(t.app.db, 'staff');
    expect((await call('GET', '/me', undefined, { token: s.token })).status).toBe(200);
    await t.app.db
      .update(staffSessions)
      .set({ lastUsedAt: new Date(Date.now() - 12 * 3_600_000 - 1000) })
      .where(eq(staffSessions.staffId, s.id));
    expect((await call('GET', '/me', undefined, { token: s.token })).status).toBe(401);
  });

  it('a session in use stays alive past 12 hours from sign-in', async () => {
    const s = await createTestStaff(t.app.db, 'staff');
    await t.app.db
      .update(staffSessions)
      .set({
        createdAt: new Date(Date.now() - 20 * 3_600_000),
        lastUsedAt: new Date(Date.now() - 11 * 3_600_000),
      })
      .where(eq(staffSessions.staffId, s.id));
    expect((await call('GET', '/me', undefined, { token: s.token })).status).toBe(200);
    const [row] = await t.app.db
      .select({ lastUsedAt: staffSessions.lastUsedAt })
      .from(staffSessions)
      .where(eq(staffSessions.staffId, s.id));
    expect(Date.now() - row!.lastUsedAt.getTime()).toBeLessThan(60_000);
  });
});

describe('rotating admin credentials', () => {
  const signIn = async (o: { email: string; password: string }) => {
    const res = await call('POST', '/auth/login', o);
    expect(res.status).toBe(200);
    return String(res.body.token);
  };
  const alive = async (token: string) => (await call('GET', '/me', undefined, { token })).status;

  it('a password change needs the current one and signs out every other session', async () => {
    const o = await owner();
    const here = await signIn(o);
    const elsewhere = await signIn(o);
    const wrong = await call(
      'POST',
      '/auth/password',
      { currentPassword: 'not-the-one', newPassword: 'a-new-long-one' },
      { token: here },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('That password is not right');
    const short = await call(
      'POST',
      '/auth/password',
      { currentPassword: o.password, newPassword: 'short' },
      { token: here },
    );
    expect(short.status).toBe(400);
    expect(await alive(elsewhere)).toBe(200);

    const changed = await call(
      'POST',
      '/auth/password',
      { currentPassword: o.password, newPassword: 'a-new-long-one' },
      { token: here },
    );
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body).toEqual({ sessionsEnded: 1 });
    expect(await alive(here)).toBe(200);
    expect(await alive(elsewhere)).toBe(401);
    expect((await call('POST', '/auth/login', o)).status).toBe(401);
    await signIn({ email: o.email, password: 'a-new-long-one' });
  });

  it('guesses at the current password are limited per account', async () => {
    const o = await owner();
    const token = await signIn(o);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = { currentPassword: `guess-${i}`, newPassword: 'a-new-long-one' };
      statuses.push((await call('POST', '/auth/password', body, { token })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('a session ends ADMIN_SESSION_MAX_DAYS (7) after sign-in, however much it is used', async () => {
    const young = await createTestStaff(t.app.db, 'staff');
    const old = await createTestStaff(t.app.db, 'staff');
    const age = (id: string, days: number) =>
      t.app.db
        .update(staffSessions)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000), lastUsedAt: new Date() })
        .where(eq(staffSessions.staffId, id));
    await age(young.id, 6.9);
    await age(old.id, 7.01);
    expect(await alive(young.token)).toBe(200);
    expect(await alive(old.token)).toBe(401);
    expect(t.app.config.auth.adminSessionMaxDays).toBe(7);
  });
});
