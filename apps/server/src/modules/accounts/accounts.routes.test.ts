// Accounts over HTTP on a real database: registration, sign-in, tokens, sign-out and account
// info, with the bad inputs each must refuse (password reset: password-reset.routes.test.ts).
import { createHash } from 'node:crypto';
import { accountInfoResponse, registerResponse } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import {
  createAccountsTestBed,
  randomIp,
  uniqueEmail,
  type AccountsTestBed,
} from './accounts.test-kit.ts';

let bed: AccountsTestBed;
let t: TestApp;
let call: AccountsTestBed['call'];
let register: AccountsTestBed['register'];
let signIn: AccountsTestBed['signIn'];

beforeAll(async () => {
  bed = await createAccountsTestBed();
  ({ t, call, register, signIn } = bed);
});
afterAll(async () => {
  await bed?.close();
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const userCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe(`POST /users/register (${testDbKind})`, () => {
  it('creates the account and answers the user and a working token, never a password', async () => {
    const res = await register({ email: '  Meera.Iyer@Example.IN ' });
    const parsed = registerResponse.parse(res.body);
    expect(parsed.user).toMatchObject({
      email: res.email,
      firstName: 'Asha',
      lastName: 'Verma',
    });
    expect(parsed.user.email).toMatch(/^meera\.iyer@example\.in$/);
    expect(Number.isNaN(Date.parse(parsed.user.createdAt))).toBe(false);
    expect(res.raw.toLowerCase()).not.toContain('password');
    const me = await call('GET', '/accountInfo', undefined, { token: parsed.token });
    expect(me.status).toBe(200);
  });

  it('stores only a salted scrypt hash of the password', async () => {
    const res = await register();
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, res.email));
    expect(row!.hash).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$/);
    expect(row!.hash).not.toContain(res.password);
  });

  it.each([
    ['Anaïs', 'Dubois-Rao'],
    ['प्रिया', 'शर्मा'],
    ["D'Souza", 'St. John'],
    ['Ṣaṇmukha', 'Nāyar'],
  ])('accepts the names %s %s as written', async (firstName, lastName) => {
    const res = await register({ firstName, lastName });
    expect(res.body.user).toMatchObject({ firstName, lastName });
  });

  it('trims names', async () => {
    const res = await register({ firstName: '  Kabir ', lastName: ' Khan  ' });
    expect(res.body.user).toMatchObject({ firstName: 'Kabir', lastName: 'Khan' });
  });

  it('refuses an email that is already registered, in any case or spacing', async () => {
    const first = await register();
    const before = await userCount();
    const again = await call('POST', '/users/register', {
      email: ` ${first.email.toUpperCase()} `,
      password: 'another-pass',
      firstName: 'Other',
      lastName: 'Person',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'An account with this email already exists',
      code: 'conflict',
    });
    expect(await userCount()).toBe(before);
  });

  it('creates one account when the same email registers twice at once', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: 'monsoon-2025', firstName: 'Asha', lastName: 'Verma' };
    const results = await Promise.all([
      call('POST', '/users/register', body),
      call('POST', '/users/register', body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe(`POST /users/register: what it refuses (${testDbKind})`, () => {
  const long = 'x'.repeat(10 * 1024);
  const good = {
    email: 'new.shopper@example.in',
    password: 'monsoon-2025',
    firstName: 'Asha',
    lastName: 'Verma',
  };
  it.each([
    ['no body fields', {}, /required|email/i],
    ['missing email', { ...good, email: undefined }, /^email: /],
    ['missing password', { ...good, password: undefined }, /^password: Password is required$/],
    ['missing first name', { ...good, firstName: undefined }, /First name is required/],
    ['missing last name', { ...good, lastName: undefined }, /Last name is required/],
    ['email as a number', { ...good, email: 42 }, /^email: /],
    ['password as a number', { ...good, password: 123456 }, /Password must be text/],
    ['first name as an array', { ...good, firstName: ['Asha'] }, /First name must be text/],
    ['last name null', { ...good, lastName: null }, /Last name must be text/],
    ['a 10 KB email', { ...good, email: `${long}@example.in` }, /Email is too long/],
    ['a 10 KB password', { ...good, password: long }, /at most 128 characters/],
    ['a 10 KB first name', { ...good, firstName: long }, /at most 50 characters/],
    ['an email with a space inside', { ...good, email: 'new shopper@example.in' }, /Invalid email/],
    ['an email without a domain', { ...good, email: 'shopper@' }, /Invalid email/],
    ['a short password', { ...good, password: '12345' }, /at least 6 characters/],
    ['a 129-character password', { ...good, password: 'p'.repeat(129) }, /at most 128/],
    ['a one-letter first name', { ...good, firstName: 'A' }, /at least 2 characters/],
    ['a blank last name', { ...good, lastName: '   ' }, /at least 2 characters/],
    ['a control character in a name', { ...good, firstName: 'As\u0000ha' }, /may only contain/],
    ['a newline in a name', { ...good, lastName: 'Ver\nma' }, /may only contain/],
    ['markup as a name', { ...good, firstName: '<script>' }, /may only contain/],
    ['an unknown field', { ...good, isAdmin: true }, /Unrecognized key/],
  ])('refuses %s with a 400 and creates nothing', async (_name, body, message) => {
    const before = await userCount();
    const res = await call('POST', '/users/register', body);
    expect(res.status).toBe(400);
    // The spec's sentence, its code and the refused fields; nothing else (decision 015).
    expect(['error,code', 'error,code,fields']).toContain(Object.keys(res.body).join(','));
    expect(res.body.error).toMatch(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of ['[1,2]', '"text"', 'null', '{"email":']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/register',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it('accepts a 128-character passphrase and uses all of it', async () => {
    const passphrase = 'नमस्ते '.repeat(19).slice(0, 127) + 'A';
    expect(passphrase).toHaveLength(128);
    const { email } = await register({ password: passphrase });
    expect((await signIn(email, passphrase)).status).toBe(200);
    expect((await signIn(email, passphrase.slice(0, 127) + 'B')).status).toBe(401);
  });
});

describe(`POST /users/authorize (${testDbKind})`, () => {
  it('answers a new token for the right password', async () => {
    const { email, password, body } = await register();
    const res = await signIn(email, password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).not.toBe(body.token);
    const me = await call('GET', '/accountInfo', undefined, { token: res.body.token });
    expect(me.status).toBe(200);
  });

  it('trims and lower-cases the email, as at registration', async () => {
    const { email, password } = await register();
    expect((await signIn(`  ${email.toUpperCase()}  `, password)).status).toBe(200);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const { email } = await register();
    const wrong = await signIn(email, 'not-the-password');
    const unknown = await signIn(uniqueEmail('nobody'), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'Invalid email or password', code: 'unauthorized' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a user created without a password (a hash that is no hash)', async () => {
    const email = uniqueEmail('nohash');
    await t.database.db
      .insert(users)
      .values({ email, passwordHash: 'test-user-without-password', firstName: 'A', lastName: 'B' });
    expect((await signIn(email, 'test-user-without-password')).status).toBe(401);
  });

  it.each([
    ['missing password', { email: 'a@b.in' }],
    ['missing email', { password: 'secret12' }],
    ['password as a number', { email: 'a@b.in', password: 12345678 }],
    ['a 10 KB password', { email: 'a@b.in', password: 'x'.repeat(10 * 1024) }],
    ['a 10 KB email', { email: `${'x'.repeat(10 * 1024)}@b.in`, password: 'secret12' }],
    ['an email with a space inside', { email: 'a b@c.in', password: 'secret12' }],
    ['an unknown field', { email: 'a@b.in', password: 'secret12', role: 'admin' }],
    ['rememberMe as text', { email: 'a@b.in', password: 'secret12', rememberMe: 'yes' }],
  ])('refuses %s with a 400', async (_name, body) => {
    const res = await call('POST', '/users/authorize', body);
    expect(res.status).toBe(400);
    // The spec's sentence, its code and the refused fields; nothing else (decision 015).
    expect(['error,code', 'error,code,fields']).toContain(Object.keys(res.body).join(','));
  });

  it('gives a shorter session without "remember me"', async () => {
    const { email, password } = await register();
    const res = await call('POST', '/users/authorize', { email, password, rememberMe: false });
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(res.body.token!)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });
});

describe(`bearer tokens (${testDbKind})`, () => {
  it('are stored only as SHA-256 hashes, with an expiry', async () => {
    const { body } = await register();
    const token = body.token as string;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row).toBeDefined();
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000);
    const all = await t.database.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(all.some((r) => r.h === token)).toBe(false);
  });

  it('are required: no token is a 401', async () => {
    const res = await call('GET', '/accountInfo');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentication required', code: 'unauthorized' });
  });

  it('refuse a tampered token', async () => {
    const token = (await register()).body.token as string;
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = token.slice(0, -1) + last;
    const res = await call('GET', '/accountInfo', undefined, { token: tampered });
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTruthy();
  });

  it.each([
    ['not a bearer scheme', 'Basic YTpi'],
    ['an empty bearer', 'Bearer '],
    ['a token of the wrong shape', 'Bearer abc.def.ghi'],
    ['a 10 KB token', `Bearer ${'A'.repeat(10 * 1024)}`],
  ])('refuse %s', async (_name, authorization) => {
    const res = await call('GET', '/accountInfo', undefined, { headers: { authorization } });
    expect(res.status).toBe(401);
  });

  it('refuse an expired token', async () => {
    const token = (await register()).body.token as string;
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const res = await call('GET', '/accountInfo', undefined, { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: 'Your session has expired. Please sign in again.',
      code: 'unauthorized',
    });
  });
});

describe(`POST /users/logout (${testDbKind})`, () => {
  it('revokes the presented token at once, and only that one', async () => {
    const { email, password, body } = await register();
    const first = body.token as string;
    const second = (await signIn(email, password)).body.token!;
    const out = await call('POST', '/users/logout', undefined, { token: first });
    expect(out.status).toBe(204);
    expect(out.raw).toBe('');
    expect((await call('GET', '/accountInfo', undefined, { token: first })).status).toBe(401);
    expect((await call('POST', '/users/logout', undefined, { token: first })).status).toBe(401);
    expect((await call('GET', '/accountInfo', undefined, { token: second })).status).toBe(200);
    const [row] = await t.database.db
      .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(first)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('accepts the empty JSON body that fetch wrappers send', async () => {
    const token = (await register()).body.token as string;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(out.statusCode).toBe(204);
  });

  it('needs a token', async () => {
    expect((await call('POST', '/users/logout')).status).toBe(401);
  });
});

describe(`GET /accountInfo (${testDbKind})`, () => {
  it("answers the token's user wrapped in data", async () => {
    const res = await register({ firstName: 'प्रिया', lastName: 'Anaïs' });
    const me = await call('GET', '/accountInfo', undefined, { token: res.body.token as string });
    expect(me.status).toBe(200);
    expect(accountInfoResponse.parse(me.body)).toEqual(me.body);
    expect(me.body).toEqual({
      data: {
        firstName: 'प्रिया',
        lastName: 'Anaïs',
        email: res.email,
        phone: null,
        createdAt: (res.body.user as { createdAt: string }).createdAt,
      },
    });
  });
});
