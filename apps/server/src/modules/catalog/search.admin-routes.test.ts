// The admin's search screens' routes (issue 30, item 6): the shop's words, added, changed and
// removed by the owner and read by search at once; the report of the searches shoppers made.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  adminCaller,
  expectAdminGuards,
  staffToken,
  type AdminCall,
} from '../staff/staff.test-kit.ts';

let t: TestApp;
let call: AdminCall;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  call = adminCaller(t.app);
  owner = await staffToken(t.app, 'owner');
  staff = await staffToken(t.app, 'staff');
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/products?q=${encodeURIComponent(q)}`,
  });
  return res.json() as {
    count: number;
    data: { subCategory: string }[];
    search?: { relaxed: boolean; showing: string };
  };
};

describe(`admin search routes (${testDbKind})`, () => {
  it('guards every route; only the owner changes the words', async () => {
    const shopper = (await createTestUser(t.app.db)).token;
    await expectAdminGuards(call, { method: 'GET', url: '/search/synonyms' }, { shopper });
    await expectAdminGuards(call, { method: 'GET', url: '/search/report' }, { shopper });
    await expectAdminGuards(
      call,
      { method: 'POST', url: '/search/synonyms', body: { word: 'ghaghri', means: 'lehenga' } },
      { shopper, staff },
    );
    await expectAdminGuards(
      call,
      { method: 'DELETE', url: '/search/synonyms/ghaghri' },
      { shopper, staff },
    );
    expect((await call('GET', '/search/synonyms', undefined, { token: staff })).status).toBe(200);
  });

  it('adds, changes and removes a word, and search reads it at once', async () => {
    const before = await search('dulhan joda');
    const added = await call(
      'POST',
      '/search/synonyms',
      { word: 'Dulhan Joda', means: 'saree' },
      { token: owner },
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ word: 'dulhan joda', means: 'saree' });
    // The answers are cached: a change of words reaches them within a second (docs/search.md).
    const soon = { timeout: 5000, interval: 200 };
    await vi.waitFor(async () => {
      const after = await search('dulhan joda');
      expect(after.count).toBeGreaterThan(0);
      expect(after.search).toMatchObject({ showing: 'saree', relaxed: false });
    }, soon);
    expect(before.search?.showing).not.toBe('saree');
    const changed = await call(
      'POST',
      '/search/synonyms',
      { word: 'dulhan joda', means: 'sherwani' },
      { token: owner },
    );
    expect(changed.body.means).toBe('sherwani');
    await vi.waitFor(
      async () => expect((await search('dulhan joda')).search?.showing).toBe('sherwani'),
      soon,
    );
    const list = await call('GET', '/search/synonyms', undefined, { token: owner });
    expect(list.body.synonyms).toEqual([
      expect.objectContaining({ word: 'dulhan joda', means: 'sherwani' }),
    ]);
    const removed = await call('DELETE', '/search/synonyms/dulhan%20joda', undefined, {
      token: owner,
    });
    expect(removed.status).toBe(204);
    const none = await call('GET', '/search/synonyms', undefined, { token: owner });
    expect(none.body.synonyms).toEqual([]);
    const again = await call('DELETE', '/search/synonyms/dulhan%20joda', undefined, {
      token: owner,
    });
    expect(again.status).toBe(404);
  });

  it('refuses a word that means nothing, changing nothing', async () => {
    const bad = await call(
      'POST',
      '/search/synonyms',
      { word: 'zzq', means: '!!!' },
      { token: owner },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/means/);
    const empty = await call(
      'POST',
      '/search/synonyms',
      { word: ' ', means: 'saree' },
      { token: owner },
    );
    expect(empty.status).toBe(400);
    expect(
      (await call('GET', '/search/synonyms', undefined, { token: owner })).body.synonyms,
    ).toEqual([]);
  });

  it('reports the most searched queries and those that found nothing', async () => {
    for (const q of ['red saree', 'red saree', 'Red  Saree', 'xqzvw']) await search(q);
    // The listing counts a search after its answer has gone (catalog.routes.ts): the report may
    // be read before the last count is written, so it is read until that count is in.
    let report = await call('GET', '/search/report?days=30', undefined, { token: staff });
    const emptyOnes = () => (report.body.empty as unknown[] | undefined)?.length ?? 0;
    for (let i = 0; i < 40 && emptyOnes() === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      report = await call('GET', '/search/report?days=30', undefined, { token: staff });
    }
    expect(report.status).toBe(200);
    expect(report.body.days).toBe(30);
    expect(report.body.top).toEqual(
      expect.arrayContaining([{ query: 'red saree', searches: 3, empty: 0 }]),
    );
    expect(report.body.empty).toEqual([expect.objectContaining({ query: 'xqzvw', empty: 1 })]);
    expect((await call('GET', '/search/report?days=9', undefined, { token: staff })).status).toBe(
      400,
    );
  });
});
