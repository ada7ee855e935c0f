// The owner's search words and report (issue 30, item 6), through the command line and the API.
import type { Product } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, testDbKind, type TestApp } from '../../test/harness.ts';
import { CliError, type CliContext } from '../cli-types.ts';
import { commands } from './index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function run(name: string, ...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const ctx: CliContext = { db: t.app.db, config: testConfig(), out: (l) => lines.push(l) };
  await commands[name]!.run(args, ctx);
  return lines;
}

async function search(q: string): Promise<{ data: Product[]; count: number }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/products?q=${encodeURIComponent(q)}&limit=50`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Product[]; count: number };
}

describe(`search:synonyms and search:report (${testDbKind})`, () => {
  it("teaches search the shop's own word, and forgets it again", async () => {
    expect(await run('search:synonyms')).toEqual([
      'No words of your own yet. Add one: search:synonyms add <word> <means>',
    ]);
    expect((await search('dulhan joda')).data.every((p) => p.subCategory === 'Lehenga')).toBe(
      false,
    );
    expect(await run('search:synonyms', 'add', 'Dulhan Joda', 'bridal lehenga')).toEqual([
      'Search now reads "dulhan joda" as "bridal lehenga".',
    ]);
    // Every API process's cache starts afresh within a poll of the change (1 s by default).
    await new Promise((r) => setTimeout(r, 1500));
    const found = await search('dulhan joda');
    expect(found.count).toBeGreaterThan(0);
    expect(found.data.every((p) => p.subCategory === 'Lehenga' && p.gender === 'Women')).toBe(true);
    expect((await run('search:synonyms')).join('\n')).toMatch(/dulhan joda\s+bridal lehenga/);
    await run('search:synonyms', 'remove', 'dulhan joda');
    expect(await run('search:synonyms')).toHaveLength(1);
  });

  it('refuses a word that means nothing search knows, or itself', async () => {
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (err: unknown) => (err instanceof CliError ? err.message : String(err)),
      );
    expect(await refusal(run('search:synonyms', 'add', 'zzz', '!!!'))).toMatch(/means/);
    expect(await refusal(run('search:synonyms', 'add', 'saree', 'saree'))).toMatch(/itself/);
    expect(await refusal(run('search:synonyms', 'remove', 'never-added'))).toMatch(/No such word/);
  });

  it('reports the most searched queries and those that found nothing', async () => {
    await search('Red Saree');
    await search('red saree');
    await search('qqqwwwzz');
    // Logging is not awaited by the route: give it a moment.
    await new Promise((r) => setTimeout(r, 300));
    const out = (await run('search:report', '--days', '30')).join('\n');
    expect(out).toMatch(/red saree\s+2\s+0/);
    expect(out).toMatch(/Found nothing:[\s\S]*qqqwwwzz\s+1/);
    const refusal = await run('search:report', '--days', '9').then(
      () => '',
      (err: Error) => err.message,
    );
    expect(refusal).toMatch(/7 or 30/);
  });
});
