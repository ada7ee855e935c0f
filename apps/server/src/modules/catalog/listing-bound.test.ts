// The bounded count of a search or a narrowed listing (decision 023, fourth pass): past the
// bound the answer says "at least", ranks every match among the newest products and a capped
// number of others, and stays exact below it. The demo catalog is far below the store's bounds,
// so the bounds are made small here to reach that path on both databases.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/harness.ts';
import { inStock, listProducts, type ProductFilters, type SortKey } from './listing.repository.ts';
import { readQuery } from './search/read-query.ts';
import { searchConditions, searchRank } from './search/search-sql.ts';

let d: TestDatabase;

beforeAll(async () => {
  d = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await d?.close();
});

const WIDE = { count: 100_000, window: 100_000 };

function searchFor(q: string): ProductFilters {
  const read = readQuery(q);
  return { search: { where: searchConditions(read), rank: searchRank(read, inStock) } };
}

/** Every match in the listing's exact order. */
async function exact(filters: ProductFilters, sort: SortKey) {
  const all = await listProducts(d.db, filters, sort, 1000, 0, undefined, [], WIDE);
  expect(all.atLeast).toBe(false);
  return all.rows.map((r) => r.id);
}

/** The ids of the `span` newest products, as the window reads them. */
async function newestIds(span: number): Promise<Set<number>> {
  const result = await d.db.execute(sql`select id from products
    order by created_at desc nulls last, id desc nulls last limit ${span}`);
  return new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id));
}

describe(`a bounded count of matches (${testDbKind})`, () => {
  it('is exact, with exact facets, when the matches are fewer than the bound', async () => {
    const filters = searchFor('kurta');
    const ids = await exact(filters, 'relevance');
    expect(ids.length).toBeGreaterThan(20);
    const bounded = await listProducts(d.db, filters, 'relevance', 12, 0, undefined, ['size'], {
      count: ids.length + 1,
      window: 10,
    });
    expect(bounded.atLeast).toBe(false);
    expect(bounded.total).toBe(ids.length);
    expect(bounded.rows.map((r) => r.id)).toEqual(ids.slice(0, 12));
    const whole = await listProducts(d.db, filters, 'relevance', 12, 0, undefined, ['size'], WIDE);
    expect(bounded.counted).toEqual(whole.counted);
  });

  it('says "at least" past the bound and ranks the newest matches among its candidates', async () => {
    const filters = searchFor('kurta');
    const ids = await exact(filters, 'relevance');
    const window = await newestIds(60);
    const inWindow = ids.filter((id) => window.has(id));
    expect(inWindow.length).toBeGreaterThan(2);
    const bounded = await listProducts(d.db, filters, 'relevance', 12, 0, undefined, [], {
      count: 15,
      window: 60,
    });
    expect(bounded.atLeast).toBe(true);
    expect(bounded.total).toBe(15);
    const page = bounded.rows.map((r) => r.id);
    expect(page).toHaveLength(12);
    // Only matches, in the exact listing's order, and every match of the window that ranks
    // above the page's last is on it.
    for (const id of page) expect(ids).toContain(id);
    const positions = page.map((id) => ids.indexOf(id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const last = Math.max(...positions);
    for (const id of inWindow.filter((w) => ids.indexOf(w) < last)) expect(page).toContain(id);
    // Beyond the bound's first pages the candidates grow with the page asked for.
    const deep = await listProducts(d.db, filters, 'relevance', 12, 12, undefined, [], {
      count: 15,
      window: 60,
    });
    expect(deep.total).toBe(24);
    expect(deep.rows.map((r) => r.id)).not.toContain(page[0]);
  });

  it('lists a narrowed listing newest first exactly as far as its window holds matches', async () => {
    const filters: ProductFilters = { refine: { sizes: ['m'] } };
    const ids = await exact(filters, 'newest');
    const window = await newestIds(40);
    const inWindow = ids.filter((id) => window.has(id));
    expect(inWindow.length).toBeGreaterThan(5);
    const bounded = await listProducts(d.db, filters, 'newest', 5, 0, undefined, [], {
      count: 8,
      window: 40,
    });
    expect(bounded.atLeast).toBe(true);
    expect(bounded.rows.map((r) => r.id)).toEqual(ids.slice(0, 5));
  });

  it('counts every match of a price sort, which a bounded set could not order', async () => {
    const filters = searchFor('kurta');
    const ids = await exact(filters, 'price_asc');
    const bounded = await listProducts(d.db, filters, 'price_asc', 12, 0, undefined, [], {
      count: 5,
      window: 10,
    });
    expect(bounded.atLeast).toBe(false);
    expect(bounded.total).toBe(ids.length);
    expect(bounded.rows.map((r) => r.id)).toEqual(ids.slice(0, 12));
  });
});
