import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { testDbKind } from '../../test/harness.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;

beforeAll(async () => {
  bed = await createCliTestBed();
  await bed.database.db.insert(mailOutbox).values([
    {
      event: 'order-placed',
      dedupeKey: 'order-placed:EE-AAAAAA',
      to: 'a@example.in',
      status: 'sent',
      attempts: 1,
    },
    {
      event: 'order-shipped',
      dedupeKey: 'order-shipped:EE-BBBBBB',
      to: 'b@example.in',
      status: 'failed',
      attempts: 10,
      lastError: '550 Mailbox unavailable',
    },
  ]);
});
afterAll(async () => {
  await bed?.database.close();
});

describe(`mail:list and mail:retry (${testDbKind})`, () => {
  it('lists failed mails with the mail server’s answer', async () => {
    const lines = await bed.run('mail:list', '--status', 'failed');
    expect(lines[0]).toMatch(/^mail\s+to\s+status\s+attempts\s+when/);
    expect(lines.join('\n')).toContain('order-shipped:EE-BBBBBB');
    expect(lines.join('\n')).not.toContain('order-placed:EE-AAAAAA');
    expect(lines.at(-1)).toBe('order-shipped:EE-BBBBBB: 550 Mailbox unavailable');
  });

  it('refuses an unknown status', async () => {
    await expect(bed.run('mail:list', '--status', 'lost')).rejects.toThrow(
      'mail:list: --status is one of pending, sent, failed',
    );
  });

  it('makes a failed mail due again with fresh attempts', async () => {
    await expect(bed.run('mail:retry', 'order-placed:EE-AAAAAA')).rejects.toThrow(
      'order-placed:EE-AAAAAA is not a failed mail',
    );
    expect(await bed.run('mail:retry', '--failed')).toEqual(['1 mail will be sent again.']);
    const rows = await bed.database.db.select().from(mailOutbox);
    expect(rows.find((r) => r.dedupeKey === 'order-shipped:EE-BBBBBB')).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await expect(bed.run('mail:retry', '--failed')).rejects.toThrow('No failed mails.');
  });
});
