// Helpers for the accounts API tests (the API caller itself is in test/harness.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { caller, createTestApp, type TestApp } from '../../test/harness.ts';

export { caller, randomIp, type CallOptions } from '../../test/harness.ts';

export const uniqueEmail = (name = 'shopper') =>
  `${name}.${randomBytes(4).toString('hex')}@example.in`;

/** The .eml files in the outbox, oldest first. */
export async function outboxFiles(dir: string): Promise<string[]> {
  try {
    return (await fs.readdir(dir))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}

/** Reset mails are sent after the answer: wait until the outbox holds `count` messages. */
export async function waitForMail(dir: string, count: number, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = await outboxFiles(dir);
    if (files.length >= count) return files;
    if (Date.now() > until)
      throw new Error(`expected ${count} mails in ${dir}, saw ${files.length}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The token in the reset link of a mail, and the link itself. */
export async function resetLinkIn(file: string): Promise<{ link: string; token: string }> {
  const eml = await fs.readFile(file, 'utf8');
  const match = /^(https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+))\r?$/m.exec(eml);
  if (!match) throw new Error(`no reset link in ${file}`);
  return { link: match[1]!, token: match[2]! };
}

export { redisAnswers, testRedisUrl } from '../../test/redis.ts';

/** An app with a mail outbox of its own, and the register and sign-in calls most tests start with. */
export interface AccountsTestBed {
  t: TestApp;
  outbox: string;
  call: ReturnType<typeof caller>;
  register(
    fields?: Record<string, unknown>,
  ): Promise<Awaited<ReturnType<ReturnType<typeof caller>>> & { email: string; password: string }>;
  signIn(email: string, password: string, ip?: string): ReturnType<ReturnType<typeof caller>>;
  close(): Promise<void>;
}

export async function createAccountsTestBed(): Promise<AccountsTestBed> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accounts-test-'));
  // A low hash cost keeps the suites fast; the OWASP default is tested in password.test.ts.
  const t = await createTestApp({
    env: { DATA_DIR: dataDir, PASSWORD_HASH_COST: '10', PUBLIC_URL: 'https://shop.example.in' },
  });
  const call = caller(t.app);
  return {
    t,
    outbox: path.join(dataDir, 'outbox'),
    call,
    async register(fields = {}) {
      const body = {
        email: uniqueEmail(),
        password: 'monsoon-2025',
        firstName: 'Asha',
        lastName: 'Verma',
        ...fields,
      };
      const res = await call('POST', '/users/register', body);
      expect(res.status).toBe(201);
      return { ...res, email: String(body.email).trim().toLowerCase(), password: body.password };
    },
    signIn: (email, password, ip) =>
      call('POST', '/users/authorize', { email, password }, ip ? { ip } : {}),
    async close() {
      await t.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
