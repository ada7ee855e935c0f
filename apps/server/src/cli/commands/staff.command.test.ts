// owner:create makes an owner who can sign in to the web admin; the password never sits in argv.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/harness.ts';
import { adminCaller } from '../../modules/staff/staff.test-kit.ts';
import { CliError, type CliContext } from '../cli-types.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';
import { commands } from './index.ts';

let bed: CliTestBed;
beforeAll(async () => {
  bed = await createCliTestBed();
});
afterAll(async () => bed?.database.close());

const config = testConfig({ PASSWORD_HASH_COST: '10' });
async function ownerCreate(args: string[], input: string | undefined): Promise<string[]> {
  const lines: string[] = [];
  const ctx: CliContext = { db: bed.database.db, config, out: (l) => lines.push(l), input };
  await commands['owner:create']!.run(args, ctx);
  return lines;
}

describe('owner:create', () => {
  it('creates an owner who signs in to the admin', async () => {
    const out = await ownerCreate(
      ['--email', ' Meera@Shop.example.IN ', '--password-stdin'],
      'kanjivaram-silk',
    );
    expect(out.join('\n')).toMatch(/Owner meera@shop\.example\.in created/);
    const app = await buildApp({ config, database: bed.database, logger: false });
    try {
      const call = adminCaller(app);
      const res = await call('POST', '/auth/login', {
        email: 'meera@shop.example.in',
        password: 'kanjivaram-silk',
      });
      expect(res.status).toBe(200);
      const me = await call('GET', '/me', undefined, { token: String(res.body.token) });
      expect(me.body).toMatchObject({ role: 'owner' });
    } finally {
      await app.close();
    }
  });

  it('refuses a short password, a bad email, a taken email and a missing password', async () => {
    await expect(ownerCreate(['--email', 'a@example.in'], 'short')).rejects.toThrow(/at least 10/);
    await expect(ownerCreate(['--email', 'nope'], 'long-enough-pw')).rejects.toThrow(CliError);
    await expect(ownerCreate(['--email', 'b@example.in'], undefined)).rejects.toThrow(
      /no password/,
    );
    await ownerCreate(['--email', 'c@example.in'], 'long-enough-pw');
    await expect(ownerCreate(['--email', 'c@example.in'], 'long-enough-pw')).rejects.toThrow(
      /already exists/,
    );
  });

  it('takes no password option on the command line', async () => {
    await expect(
      ownerCreate(['--email', 'd@example.in', '--password', 'long-enough-pw'], 'x'),
    ).rejects.toThrow(/Unknown option/);
  });
});

describe('staff:set-password', () => {
  it("sets an owner's new password and signs them out everywhere", async () => {
    await ownerCreate(['--email', 'lost@example.in', '--password-stdin'], 'forgotten-one');
    const app = await buildApp({ config, database: bed.database, logger: false });
    try {
      const call = adminCaller(app);
      const before = await call('POST', '/auth/login', {
        email: 'lost@example.in',
        password: 'forgotten-one',
      });
      const token = String(before.body.token);
      const lines: string[] = [];
      const ctx: CliContext = {
        db: bed.database.db,
        config,
        out: (l) => lines.push(l),
        input: 'remembered-now',
      };
      await commands['staff:set-password']!.run(['--email', 'lost@example.in'], ctx);
      expect(lines).toEqual([
        'New password set for lost@example.in (owner); signed out of 1 session(s).',
      ]);
      expect((await call('GET', '/me', undefined, { token })).status).toBe(401);
      const after = await call('POST', '/auth/login', {
        email: 'lost@example.in',
        password: 'remembered-now',
      });
      expect(after.status).toBe(200);
      await expect(
        commands['staff:set-password']!.run(['--email', 'nobody@example.in'], ctx),
      ).rejects.toThrow(/No owner or staff member/);
      await expect(
        commands['staff:set-password']!.run(['--email', 'lost@example.in'], {
          ...ctx,
          input: 'short',
        }),
      ).rejects.toThrow(/at least 10/);
    } finally {
      await app.close();
    }
  });
});
