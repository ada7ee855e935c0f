// Password reset over HTTP on a real database: the mailed link, its single use, its expiry and
// the limits on asking for it.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import {
  createAccountsTestBed,
  outboxFiles,
  resetLinkIn,
  uniqueEmail,
  waitForMail,
  type AccountsTestBed,
} from './accounts.test-kit.ts';

let bed: AccountsTestBed;
let t: TestApp;
let outbox: string;
let call: AccountsTestBed['call'];
let register: AccountsTestBed['register'];
let signIn: AccountsTestBed['signIn'];

beforeAll(async () => {
  bed = await createAccountsTestBed();
  ({ t, outbox, call, register, signIn } = bed);
});
afterAll(async () => {
  await bed?.close();
});

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Asks for a reset link for `email` and answers the token from the mail it sends. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await outboxFiles(outbox)).length;
  expect((await call('POST', '/users/forgot-password', { email })).status).toBe(200);
  const files = await waitForMail(outbox, before + 1);
  return (await resetLinkIn(files.at(-1)!)).token;
}

describe(`password reset (${testDbKind})`, () => {
  it('mails a single-use 30-minute link and answers the same for unknown emails', async () => {
    const { email } = await register({ firstName: 'Anaïs' });
    const mailsBefore = (await outboxFiles(outbox)).length;
    const resetsBefore = await t.database.db.select().from(passwordResets);

    const known = await call('POST', '/users/forgot-password', {
      email: ` ${email.toUpperCase()}`,
    });
    const unknown = await call('POST', '/users/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const files = await waitForMail(outbox, mailsBefore + 1);
    const eml = await fs.readFile(files.at(-1)!, 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Namaste Anaïs,');
    const { link, token } = await resetLinkIn(files.at(-1)!);
    expect(link).toBe(`https://shop.example.in/reset-password?token=${token}`);

    // Only the known email got a token, stored hashed, valid for 30 minutes.
    const resets = await t.database.db.select().from(passwordResets);
    expect(resets).toHaveLength(resetsBefore.length + 1);
    const row = resets.find((r) => r.tokenHash === sha256(token));
    expect(row).toBeDefined();
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 30 * 60_000)).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(await outboxFiles(outbox)).toHaveLength(mailsBefore + 1);
  });

  it('sets the new password, signs out every session and refuses the token a second time', async () => {
    const { email, password, body } = await register();
    const other = (await signIn(email, password)).body.token!;
    const token = await resetTokenFor(email);

    const done = await call('POST', '/users/reset-password', { token, password: 'new-monsoon-26' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      message: 'Your password has been changed. Please sign in with your new password.',
    });
    for (const old of [body.token as string, other]) {
      expect((await call('GET', '/accountInfo', undefined, { token: old })).status).toBe(401);
    }
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'new-monsoon-26')).status).toBe(200);

    const again = await call('POST', '/users/reset-password', { token, password: 'third-pass-99' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/invalid or has expired/);
    expect((await signIn(email, 'third-pass-99')).status).toBe(401);
  });

  it('refuses an expired reset token', async () => {
    const { email, password } = await register();
    const token = await resetTokenFor(email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const res = await call('POST', '/users/reset-password', { token, password: 'new-pass-123' });
    expect(res.status).toBe(400);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('spends the older links of a user when one of them is used', async () => {
    const { email } = await register();
    const older = await resetTokenFor(email);
    const newer = await resetTokenFor(email);
    expect(
      (await call('POST', '/users/reset-password', { token: newer, password: 'pass-new-1' }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/users/reset-password', { token: older, password: 'pass-new-2' }))
        .status,
    ).toBe(400);
  });

  it('lets one of two simultaneous uses of a token win', async () => {
    const { email } = await register();
    const token = await resetTokenFor(email);
    const results = await Promise.all([
      call('POST', '/users/reset-password', { token, password: 'first-pass-1' }),
      call('POST', '/users/reset-password', { token, password: 'second-pass-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe(`password reset: refusals and limits (${testDbKind})`, () => {
  it.each([
    ['a made-up token', { token: 'A'.repeat(43), password: 'new-pass-123' }, 400],
    ['a token of the wrong shape', { token: 'abc', password: 'new-pass-123' }, 400],
    ['a 10 KB token', { token: 'A'.repeat(10 * 1024), password: 'new-pass-123' }, 400],
    ['no token', { password: 'new-pass-123' }, 400],
    ['a token as a number', { token: 7, password: 'new-pass-123' }, 400],
  ])('refuses %s', async (_name, body, status) => {
    const res = await call('POST', '/users/reset-password', body);
    expect(res.status).toBe(status);
    // The spec's sentence, its code and the refused fields; nothing else (decision 015).
    expect(['error,code', 'error,code,fields']).toContain(Object.keys(res.body).join(','));
  });

  it('refuses a short new password and leaves the token usable', async () => {
    const { email } = await register();
    const token = await resetTokenFor(email);
    const weak = await call('POST', '/users/reset-password', { token, password: '12345' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/at least 6 characters/);
    const ok = await call('POST', '/users/reset-password', { token, password: '123456' });
    expect(ok.status).toBe(200);
  });

  it.each([
    ['no email', {}],
    ['an email with a space inside', { email: 'a b@c.in' }],
    ['a 10 KB email', { email: `${'x'.repeat(10 * 1024)}@b.in` }],
    ['an unknown field', { email: 'a@b.in', link: 'https://evil.example' }],
  ])('refuses a forgot-password request with %s', async (_name, body) => {
    expect((await call('POST', '/users/forgot-password', body)).status).toBe(400);
  });

  it('stops mailing one address after a few requests, answering the same', async () => {
    const { email } = await register();
    const before = (await outboxFiles(outbox)).length;
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await call('POST', '/users/forgot-password', { email }));
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    await waitForMail(outbox, before + 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(await outboxFiles(outbox)).toHaveLength(before + 5);
  });
});
