// Helpers for the accounts API tests (the API caller itself is in test/harness.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

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

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers, so that tests needing it can skip with a clear reason if not. */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
