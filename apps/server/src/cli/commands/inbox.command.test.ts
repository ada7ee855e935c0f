import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';
import { testDbKind } from '../../test/harness.ts';
import { createCliTestBed, type CliTestBed } from './cli-test-kit.ts';

let bed: CliTestBed;

beforeAll(async () => {
  bed = await createCliTestBed();
});
afterAll(async () => {
  await bed?.database.close();
});

describe(`contact:list (${testDbKind})`, () => {
  it('says so when there are no messages', async () => {
    expect(await bed.run('contact:list')).toEqual(['No messages yet.']);
  });

  it('prints messages newest first, each line of the message indented', async () => {
    await bed.database.db.insert(contactMessages).values([
      {
        name: 'Farah',
        email: 'farah@example.in',
        subject: 'Sizing',
        message: 'Is the M a 40?',
        createdAt: sql`now() - interval '1 hour'`,
      },
      {
        name: 'Dev',
        email: 'dev@example.in',
        subject: 'Late parcel',
        message: 'Order EE-7K2M9Q\nhas not arrived.',
      },
    ]);
    const lines = await bed.run('contact:list');
    expect(lines[0]).toMatch(/^#\d+ {2}.* IST {2}Dev <dev@example.in>$/);
    expect(lines.slice(1, 4)).toEqual([
      'Subject: Late parcel',
      '  Order EE-7K2M9Q',
      '  has not arrived.',
    ]);
    expect(lines.findIndex((l) => l.includes('Farah'))).toBeGreaterThan(3);
    expect(lines.at(-1)).toBe('2 messages');
  });

  it('honours --limit', async () => {
    const lines = await bed.run('contact:list', '--limit', '1');
    expect(lines.at(-1)).toBe('1 message');
  });
});

describe(`newsletter:export (${testDbKind})`, () => {
  beforeAll(async () => {
    await bed.database.db.insert(newsletterSubscribers).values([
      { email: 'first@example.in', createdAt: new Date('2025-01-05T10:00:00Z') },
      { email: 'second@example.in', createdAt: new Date('2025-02-01T08:30:00Z') },
    ]);
  });

  it('prints email,subscribedAt CSV, oldest first', async () => {
    expect(await bed.run('newsletter:export')).toEqual([
      'email,subscribedAt',
      'first@example.in,2025-01-05T10:00:00.000Z',
      'second@example.in,2025-02-01T08:30:00.000Z',
    ]);
  });

  it('writes the CSV to --out', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsletter-'));
    const file = path.join(dir, 'subscribers.csv');
    try {
      expect(await bed.run('newsletter:export', '--out', file)).toEqual([
        `Wrote 2 subscriber(s) to ${file}`,
      ]);
      expect(fs.readFileSync(file, 'utf8').split('\n')[1]).toBe(
        'first@example.in,2025-01-05T10:00:00.000Z',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
