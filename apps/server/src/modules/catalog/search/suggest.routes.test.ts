// GET /search/suggest (issue 30, item 4): kinds of piece and a few products as the shopper types.
import { searchSuggestions, type SearchSuggestions } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKind, type TestApp } from '../../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function suggest(q: string): Promise<SearchSuggestions> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search/suggest?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, q).toBe(200);
  return searchSuggestions.parse(res.json());
}

describe(`GET /search/suggest (${testDbKind})`, () => {
  it('offers the kinds of piece a partial word points at, with counts, and a few products', async () => {
    const s = await suggest('leh');
    expect(s.categories[0]).toMatchObject({ label: 'Lehenga', q: 'lehenga' });
    expect(s.categories[0]!.count).toBeGreaterThan(0);
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(5);
    expect(s.products.every((p) => /lehenga/i.test(p.title))).toBe(true);
  });

  it('reads a misspelling, Hinglish and a gender as search does', async () => {
    const s = await suggest('men kurt');
    expect(s.categories.map((c) => c.label)).toContain("Men's Kurta");
    expect(s.categories.find((c) => c.label === "Men's Kurta")!.q).toBe('men kurta');
    const hindi = await suggest('लहंगा');
    expect(hindi.categories[0]?.label).toBe('Lehenga');
    const typo = await suggest('shervani');
    expect(typo.products.length).toBeGreaterThan(0);
  });

  it('refuses fewer than two characters and more than a hundred with 400', async () => {
    for (const q of ['a', ' b ', 'x'.repeat(101)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/search/suggest?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { code: string }).code).toBe('invalid');
    }
  });

  it('answers every query a shopper types on the way to a word (its time printed)', async () => {
    const queries = [
      'ku',
      'kur',
      'kurt',
      'kurta',
      'sa',
      'sar',
      'saree',
      'le',
      'leh',
      'lehe',
      'red',
      'red s',
      'men',
      'men k',
      'jhu',
      'jhumki',
      'mo',
      'moj',
      'silk',
      'silk sa',
      'under 2000',
      'du',
      'dup',
      'she',
      'sherw',
      'ne',
      'nehru',
      'ban',
      'bangles',
      'pot',
    ];
    const times: number[] = [];
    let answered = 0;
    for (const q of queries) {
      const start = process.hrtime.bigint();
      const s = await suggest(q);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (s.categories.length + s.products.length > 0) answered++;
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    console.log(
      `suggest (${testDbKind}): p50 ${times[times.length >> 1]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${times.length} new queries`,
    );
    // Speed is the benchmark's to judge (npm run bench, its scale section): a timed assertion on
    // a shared machine fails on a busy day and says nothing on a quiet one.
    expect(answered).toBeGreaterThanOrEqual(queries.length - 2);
  });
});
