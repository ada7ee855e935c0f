// Owners' tools: two-factor sign-in (RFC 6238 codes computed by otplib), recovery codes,
// invitations, the staff list, signing someone out everywhere, disabling, and the audit log.
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, createTestUser, type TestApp } from '../../test/harness.ts';
import { createPasswordHasher } from '../../kernel/password.ts';
import { createOwner } from './staff.service.ts';
import { adminCaller, createTestStaff, expectAdminGuards } from './staff.test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof adminCaller>;
let shopper: string;
let staffTok: string;
const hasher = createPasswordHasher({ cost: 10 });
const password = 'handloom-2025';

beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: '10' } });
  call = adminCaller(t.app);
  shopper = (await createTestUser(t.app.db)).token;
  staffTok = (await createTestStaff(t.app.db, 'staff')).token;
});
afterAll(async () => t?.close());

let n = 0;
async function signedInOwner() {
  n += 1;
  const email = `owner${n}.${Date.now()}@example.in`;
  await createOwner(t.app.db, hasher, { email, password });
  const res = await call('POST', '/auth/login', { email, password });
  expect(res.status).toBe(200);
  return { email, token: String(res.body.token) };
}

describe('guards of owner-only routes', () => {
  it('401 without a token, 403 to shoppers and to staff', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      { method: 'GET', url: '/staff' },
      { method: 'POST', url: '/staff/invitations', body: { email: 'new@example.in' } },
      { method: 'PATCH', url: `/staff/${id}`, body: { disabled: true } },
      { method: 'POST', url: `/staff/${id}/sign-out` },
      { method: 'GET', url: '/audit' },
      { method: 'POST', url: '/auth/2fa/setup' },
      { method: 'POST', url: '/auth/2fa/enable', body: { code: '123456' } },
      { method: 'POST', url: '/auth/2fa/recovery-codes' },
      { method: 'POST', url: '/auth/2fa/disable', body: { password: 'x' } },
    ] as const;
    for (const route of routes) {
      await expectAdminGuards(call, route, { shopper, staff: staffTok });
    }
  });
});

describe('two-factor sign-in', () => {
  it('setup, enable with a code, then sign-in asks for a code; codes work once', async () => {
    const o = await signedInOwner();
    const setup = await call('POST', '/auth/2fa/setup', undefined, { token: o.token });
    expect(setup.status).toBe(200);
    const secret = String(setup.body.secret);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);

    const wrong = await call('POST', '/auth/2fa/enable', { code: '000000' }, { token: o.token });
    expect(wrong.status).toBe(400);
    // There are no recovery codes yet to offer instead.
    expect(wrong.body.error).toBe(
      'That code is not right. Enter the current 6-digit code from your app.',
    );
    // The code as the app shows it, with its space, is taken (packages/contract admin.ts).
    const spaced = await call('POST', '/auth/2fa/enable', { code: '000 000' }, { token: o.token });
    expect(spaced.status).toBe(400);
    expect(spaced.body.error).toBe(wrong.body.error);
    // Codes are made for a fixed moment, so a 30 s step that ends during the test cannot turn
    // the replayed code into a new, valid one.
    const t0 = Math.floor(Date.now() / 1000);
    const fresh = await generate({ secret, epoch: t0 });
    const enabled = await call(
      'POST',
      '/auth/2fa/enable',
      { code: `${fresh.slice(0, 3)} ${fresh.slice(3)}` },
      { token: o.token },
    );
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect((await call('GET', '/me', undefined, { token: o.token })).body.twoFactorEnabled).toBe(
      true,
    );

    // The password alone is no longer enough.
    const step1 = await call('POST', '/auth/login', { email: o.email, password });
    expect(step1.status).toBe(200);
    expect(step1.body).toEqual({ twoFactorRequired: true });
    const bad = await call('POST', '/auth/login', { email: o.email, password, code: '123456' });
    expect(bad.status).toBe(401);
    // The code enabling used the current step: the same code cannot sign in again (replay).
    const replay = await call('POST', '/auth/login', { email: o.email, password, code: fresh });
    expect(replay.status).toBe(401);
    // A code of the next step (one step of drift is allowed) signs in once.
    const next = await generate({ secret, epoch: t0 + 30 });
    const ok = await call('POST', '/auth/login', { email: o.email, password, code: next });
    expect(ok.status, ok.raw).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));

    // A recovery code works once.
    const rec = await call('POST', '/auth/login', { email: o.email, password, code: codes[0] });
    expect(rec.status).toBe(200);
    const again = await call('POST', '/auth/login', { email: o.email, password, code: codes[0] });
    expect(again.status).toBe(401);

    // Off again, with the password.
    const noPw = await call(
      'POST',
      '/auth/2fa/disable',
      { password: 'wrong-one' },
      { token: o.token },
    );
    expect(noPw.status).toBe(400);
    const off = await call('POST', '/auth/2fa/disable', { password }, { token: o.token });
    expect(off.status).toBe(204);
    const plain = await call('POST', '/auth/login', { email: o.email, password });
    expect(plain.body.token).toEqual(expect.any(String));
  });
});

describe('two-factor sign-in under attack', () => {
  it('wrong codes lock the code step from every address; wrong passwords only strangers', async () => {
    const home = '10.29.2.12';
    n += 1;
    const email = `owner${n}.${Date.now()}@example.in`;
    await createOwner(t.app.db, hasher, { email, password });
    const first = await call('POST', '/auth/login', { email, password }, { ip: home });
    const token = String(first.body.token);
    const setup = await call('POST', '/auth/2fa/setup', undefined, { token });
    const secret = String(setup.body.secret);
    await call('POST', '/auth/2fa/enable', { code: await generate({ secret }) }, { token });
    // Five wrong passwords from elsewhere: the owner at home still reaches the code step.
    for (let i = 0; i < 5; i++) {
      await call('POST', '/auth/login', { email, password: `guess-${i}` }, { ip: '10.29.2.11' });
    }
    const step1 = await call('POST', '/auth/login', { email, password }, { ip: home });
    expect(step1.body).toEqual({ twoFactorRequired: true });
    // Five wrong codes, with the right password, even from home: then the code step is shut.
    for (let i = 0; i < 5; i++) {
      const code = `00000${i}`;
      const bad = await call('POST', '/auth/login', { email, password, code }, { ip: home });
      expect(bad.status).toBe(401);
    }
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const shut = await call('POST', '/auth/login', { email, password, code: next }, { ip: home });
    expect(shut.status).toBe(429);
  });
});

describe('two-factor sign-in ends the other sessions', () => {
  it('turning it on, and off, signs out every session but the one that did it', async () => {
    const o = await signedInOwner();
    const other = await call('POST', '/auth/login', { email: o.email, password });
    const otherToken = String(other.body.token);
    const alive = async (token: string) => (await call('GET', '/me', undefined, { token })).status;
    const setup = await call('POST', '/auth/2fa/setup', undefined, { token: o.token });
    const secret = String(setup.body.secret);
    const t0 = Math.floor(Date.now() / 1000);
    const on = await call(
      'POST',
      '/auth/2fa/enable',
      { code: await generate({ secret, epoch: t0 }) },
      { token: o.token },
    );
    expect(on.status).toBe(200);
    expect(await alive(o.token)).toBe(200);
    expect(await alive(otherToken)).toBe(401);

    const next = await generate({ secret, epoch: t0 + 30 });
    const third = await call('POST', '/auth/login', { email: o.email, password, code: next });
    const thirdToken = String(third.body.token);
    expect(await alive(thirdToken)).toBe(200);
    const off = await call('POST', '/auth/2fa/disable', { password }, { token: o.token });
    expect(off.status).toBe(204);
    expect(await alive(o.token)).toBe(200);
    expect(await alive(thirdToken)).toBe(401);
  });
});

describe("the owner's reset of a staff password", () => {
  it('sets it, ends all their sessions, and leaves owners to change their own', async () => {
    const o = await signedInOwner();
    const member = await createTestStaff(t.app.db, 'staff');
    const reset = await call(
      'POST',
      `/staff/${member.id}/password`,
      { newPassword: 'zari-border-9' },
      { token: o.token },
    );
    expect(reset.status, reset.raw).toBe(200);
    expect(reset.body).toEqual({ sessionsEnded: 1 });
    expect((await call('GET', '/me', undefined, { token: member.token })).status).toBe(401);
    const login = await call('POST', '/auth/login', {
      email: member.email,
      password: 'zari-border-9',
    });
    expect(login.status).toBe(200);
    // Staff cannot reset anyone's; an owner's is the owner's own.
    const byStaff = await call(
      'POST',
      `/staff/${member.id}/password`,
      { newPassword: 'zari-border-9' },
      { token: String(login.body.token) },
    );
    expect(byStaff.status).toBe(403);
    const me = (await call('GET', '/me', undefined, { token: o.token })).body;
    const own = await call(
      'POST',
      `/staff/${String(me.id)}/password`,
      { newPassword: 'zari-border-9' },
      { token: o.token },
    );
    expect(own.status).toBe(409);
    const audit = await call('GET', `/audit?entity=staff&entityId=${member.id}`, undefined, {
      token: o.token,
    });
    expect((audit.body.data as { action: string }[]).map((e) => e.action)).toContain(
      'staff.password-reset',
    );
  });
});

/** The audit log has all the owner did to the member, filterable by entity, actor and action. */
async function expectAuditOfMember(o: { email: string; token: string }, memberId: string) {
  const audit = await call('GET', `/audit?entity=staff&entityId=${memberId}`, undefined, {
    token: o.token,
  });
  expect((audit.body.data as { action: string }[]).map((e) => e.action)).toEqual([
    'staff.enable',
    'staff.disable',
    'staff.sign-out-everywhere',
    'staff.accept-invitation',
  ]);
  const byActor = await call(
    'GET',
    `/audit?actor=${encodeURIComponent(o.email)}&action=staff.invite`,
    undefined,
    {
      token: o.token,
    },
  );
  expect(byActor.body.data).toHaveLength(1);
  expect((await call('GET', '/audit?from=2025-02-30', undefined, { token: o.token })).status).toBe(
    400,
  );
  expect((await call('GET', '/audit?nope=1', undefined, { token: o.token })).status).toBe(400);
}

describe('invitations and staff', () => {
  it('an invitation link makes a staff member once; the owner lists, signs out and disables them', async () => {
    const o = await signedInOwner();
    const invited = await call(
      'POST',
      '/staff/invitations',
      { email: 'Ravi@Example.in' },
      { token: o.token },
    );
    expect(invited.status).toBe(201);
    const link = String(invited.body.link);
    expect(link).toMatch(/^\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
    const token = link.split('/').pop()!;

    const info = await call('GET', `/invitations/${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ email: 'ravi@example.in', role: 'staff' });

    const short = await call('POST', `/invitations/${token}/accept`, {
      name: 'Ravi',
      password: 'short',
    });
    expect(short.status).toBe(400);
    const accepted = await call('POST', `/invitations/${token}/accept`, {
      name: 'Ravi Kumar',
      password: 'weaving-loom-7',
    });
    expect(accepted.status).toBe(201);
    const ravi = String(accepted.body.token);
    expect((await call('GET', '/me', undefined, { token: ravi })).body).toMatchObject({
      email: 'ravi@example.in',
      role: 'staff',
      name: 'Ravi Kumar',
    });
    const twice = await call('POST', `/invitations/${token}/accept`, {
      name: 'Someone Else',
      password: 'weaving-loom-8',
    });
    expect(twice.status).toBe(404);
    // Staff cannot reach owner-only routes.
    expect((await call('GET', '/staff', undefined, { token: ravi })).status).toBe(403);

    const list = await call('GET', '/staff', undefined, { token: o.token });
    const member = (list.body.data as { id: string; email: string }[]).find(
      (s) => s.email === 'ravi@example.in',
    )!;
    expect(member).toMatchObject({ role: 'staff', disabled: false });

    // A second session, then sign out everywhere.
    const login = await call('POST', '/auth/login', {
      email: 'ravi@example.in',
      password: 'weaving-loom-7',
    });
    const ravi2 = String(login.body.token);
    const out = await call('POST', `/staff/${member.id}/sign-out`, undefined, { token: o.token });
    expect(out.body).toEqual({ sessionsEnded: 2 });
    expect((await call('GET', '/me', undefined, { token: ravi })).status).toBe(401);
    expect((await call('GET', '/me', undefined, { token: ravi2 })).status).toBe(401);

    // Disabled: cannot sign in; enabled again: can.
    const disabled = await call(
      'PATCH',
      `/staff/${member.id}`,
      { disabled: true },
      { token: o.token },
    );
    expect(disabled.body).toMatchObject({ disabled: true });
    const refused = await call('POST', '/auth/login', {
      email: 'ravi@example.in',
      password: 'weaving-loom-7',
    });
    expect(refused.status).toBe(401);
    await call('PATCH', `/staff/${member.id}`, { disabled: false }, { token: o.token });
    const back = await call('POST', '/auth/login', {
      email: 'ravi@example.in',
      password: 'weaving-loom-7',
    });
    expect(back.status).toBe(200);

    // An owner cannot disable themself; a bad id is a 400; an unknown one a 404.
    const me = (await call('GET', '/me', undefined, { token: o.token })).body;
    expect(
      (await call('PATCH', `/staff/${String(me.id)}`, { disabled: true }, { token: o.token }))
        .status,
    ).toBe(409);
    expect(
      (await call('PATCH', '/staff/not-a-uuid', { disabled: true }, { token: o.token })).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/staff/00000000-0000-4000-8000-000000000000/sign-out', undefined, {
          token: o.token,
        })
      ).status,
    ).toBe(404);

    await expectAuditOfMember(o, member.id);
  });
});

describe('invitations by mail and refused invitations', () => {
  it('mails the invitation through the outbox with its single-use link (issue 36)', async () => {
    const o = await signedInOwner();
    const email = `invitee.${Date.now()}@example.in`;
    const invited = await call('POST', '/staff/invitations', { email }, { token: o.token });
    expect(invited.status).toBe(201);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `staff-invitation:${String(invited.body.id)}`));
    expect(mail).toMatchObject({
      event: 'staff-invitation',
      orderId: null,
      to: email,
      status: 'pending',
      subject: expect.stringMatching(/^You are invited to the staff of /),
    });
    const link = `${t.config.publicUrl}${String(invited.body.link)}`;
    expect(mail?.text).toContain(`\n${link}\n`);
    expect(mail?.html).toContain(`href="${link}"`);
    // A refused invitation queues nothing.
    const before = await t.app.db.$count(mailOutbox);
    await call('POST', '/staff/invitations', { email: o.email }, { token: o.token });
    expect(await t.app.db.$count(mailOutbox)).toBe(before);
  });

  it('refuses to invite an existing staff email, and an unknown invitation link', async () => {
    const o = await signedInOwner();
    const taken = await call('POST', '/staff/invitations', { email: o.email }, { token: o.token });
    expect(taken.status).toBe(409);
    expect((await call('GET', `/invitations/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await call('GET', '/invitations/short')).status).toBe(400);
  });
});
