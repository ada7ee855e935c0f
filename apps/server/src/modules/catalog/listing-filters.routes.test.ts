// GET /products's narrowing filters, sorts and facet counts (issue 30, item 5), and a search
// that finds nothing exact (item 3), on the demo catalog.
import { productListResponse, type Product, type ProductListResponse } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products?${query}` });
  expect(res.statusCode, query).toBe(200);
  return productListResponse.parse(res.json());
}

async function refused(query: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products?${query}` });
  expect(res.statusCode, query).toBe(400);
  const body = res.json() as { error: string; code: string };
  expect(body.code).toBe('invalid');
  return body.error;
}

const price = (p: Product) => p.discountedPrice ?? p.regularPrice;
const attr = (p: Product, key: string) => p.attributes.find((a) => a.key === key)?.value ?? [];

describe(`GET /products filters, sorts and facets (${testDbKind})`, () => {
  it('takes several sizes as either, counting only sizes in stock', async () => {
    const body = await list('category=women&size=XS&size=XXL&limit=100');
    expect(body.count).toBeGreaterThan(0);
    for (const p of body.data) {
      expect(
        attr(p, 'inStockSizes').some((s) => s === 'XS' || s === 'XXL'),
        p.title,
      ).toBe(true);
    }
    const onlyXs = await list('category=women&size=XS&limit=100');
    expect(onlyXs.count).toBeLessThan(body.count);
  });

  it('filters by colour (any colour a piece comes in), price in rupees, fabric and discount', async () => {
    const body = await list('color=Maroon&minPrice=1000&maxPrice=3000&limit=100');
    expect(body.count).toBeGreaterThan(0);
    for (const p of body.data) {
      expect(attr(p, 'color')).toContain('Maroon');
      expect(price(p)).toBeGreaterThanOrEqual(1000);
      expect(price(p)).toBeLessThanOrEqual(3000);
    }
    const silk = await list('fabric=silk&limit=100');
    for (const p of silk.data)
      expect(`${p.title} ${p.description}`.toLowerCase()).toContain('silk');
    const off = await list('discount=20&limit=100');
    expect(off.count).toBeGreaterThan(0);
    for (const p of off.data) {
      expect(p.discountedPrice).not.toBeNull();
      expect((p.regularPrice - p.discountedPrice!) / p.regularPrice).toBeGreaterThanOrEqual(0.2);
    }
  });

  it('counts each facet over the other filters, not its own', async () => {
    const all = await list('category=men');
    const navy = await list('category=men&color=Navy');
    // The colour facet ignores the colour filter: it is the same with and without it.
    expect(navy.facets.colors).toEqual(all.facets.colors);
    const navyCount = all.facets.colors!.find((c) => c.value === 'Navy')!.count;
    expect(navy.count).toBe(navyCount);
    // The size facet is counted within navy pieces.
    const sizeM = navy.facets.sizes!.find((s) => s.value === 'M')!.count;
    expect((await list('category=men&color=Navy&size=M')).count).toBe(sizeM);
    // Price bands add up to the listing (every piece is in one band).
    expect(navy.facets.priceBands!.reduce((n, b) => n + b.count, 0)).toBe(navy.count);
    // A fabric's count is what choosing it leaves.
    const silk = all.facets.fabrics!.find((f) => f.value === 'silk')!.count;
    expect(silk).toBeGreaterThan(0);
    expect((await list('category=men&fabric=silk')).count).toBe(silk);
    // The lists the facets always had are still there.
    expect(all.facets.subCategories).toContain('Sherwani');
  });

  it('sorts by discount, by popularity and by newest; relevance is the default with q', async () => {
    const byDiscount = await list('sort=discount&limit=20');
    const shares = byDiscount.data.map((p) => (p.regularPrice - price(p)) / p.regularPrice);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    const popular = await list('sort=popular&limit=5');
    expect(popular.data).toHaveLength(5);
    const search = await list('q=kurta');
    expect(search.search).toMatchObject({ query: 'kurta', relaxed: false });
  });

  it('answers 400 with a clear message for bad values, changing nothing', async () => {
    expect(await refused('minPrice=abc')).toMatch(/minPrice must be a whole number/);
    expect(await refused('minPrice=5000&maxPrice=1000')).toMatch(/minPrice/);
    expect(await refused('discount=0')).toMatch(/discount must be at least 1/);
    expect(await refused('fabric=plastic')).toMatch(/fabric must be one of/);
    expect(await refused('sort=cheapest')).toMatch(/sort/);
    expect(await refused(`size=${'x'.repeat(41)}`)).toMatch(/size/);
  });

  it('never answers a bare empty page to a search with near matches', async () => {
    // No black saree in the demo catalog: sarees instead, saying so.
    const body = await list('q=black%20saree');
    expect(body.count).toBeGreaterThan(0);
    expect(body.search).toMatchObject({ relaxed: true, showing: 'saree' });
    expect(body.data.every((p) => p.subCategory === 'Saree')).toBe(true);
    // A misspelling is read as the word it is nearest to, and said.
    const typo = await list('q=sherwanee');
    expect(typo.search).toMatchObject({ corrected: true, showing: 'sherwani' });
    expect(typo.data.every((p) => p.subCategory === 'Sherwani')).toBe(true);
    // Only the closest texts when nothing is understood: a typo of a title word.
    const closest = await list('q=kolhapurii%20flatz');
    expect(closest.count).toBeGreaterThan(0);
  });
});
