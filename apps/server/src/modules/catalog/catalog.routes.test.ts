import { product as productSchema, productListResponse, type Product } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalog } from '../../db/seed/demo-catalog.ts';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.ts';

const catalog = generateDemoCatalog();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/products${query}` });
  return {
    res,
    body: res.json() as {
      data: Product[];
      count: number;
      pagination: { page: number; limit: number; total: number; totalPages: number };
      error?: string;
    } & Record<string, unknown>,
  };
}

const price = (p: Product) => p.discountedPrice ?? p.regularPrice;

describe(`GET /products (${testDbKind})`, () => {
  it('answers the first 12 of the whole catalog, newest first, in the contract shape', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    const parsed = productListResponse.parse(body);
    expect(parsed.data).toHaveLength(12);
    expect(parsed.count).toBe(catalog.length);
    expect(parsed.pagination).toEqual({
      page: 1,
      limit: 12,
      total: catalog.length,
      totalPages: Math.ceil(catalog.length / 12),
    });
    const dates = parsed.data.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('filters by store category (case-insensitive) and reports the facets under it', async () => {
    const { body } = await list('?category=MEN&limit=100');
    const expected = catalog.filter((p) => p.category === 'Men');
    expect(body.count).toBe(expected.length);
    expect(body.data.every((p) => p.category === 'Men')).toBe(true);
    const facets = body.facets as { parentCategories: string[]; subCategories: string[] };
    expect(facets.subCategories).toEqual(
      [...new Set(expected.map((p) => p.subCategory))].sort((a, b) => a.localeCompare(b, 'en-IN')),
    );
  });

  it('treats a parent category name as a category (the home page links)', async () => {
    const { body } = await list(`?category=${encodeURIComponent('kurtas & kurta sets')}`);
    const expected = catalog.filter((p) => p.parentCategory === 'Kurtas & Kurta Sets');
    expect(expected.length).toBeGreaterThan(0);
    expect(body.count).toBe(expected.length);
  });

  it('combines category, parentCategory, subCategory and gender', async () => {
    const { body } = await list(
      '?category=women&parentCategory=Ethnic%20Wear&subCategory=saree&gender=Women',
    );
    const expected = catalog.filter(
      (p) =>
        p.category === 'Women' && p.parentCategory === 'Ethnic Wear' && p.subCategory === 'Saree',
    );
    expect(body.count).toBe(expected.length);
    expect(body.data.every((p) => p.subCategory === 'Saree')).toBe(true);
  });

  it('filters by gender alone, and by parentCategory alone, without regard to case', async () => {
    const women = await list('?gender=women&limit=100');
    const expectedWomen = catalog.filter((p) => p.gender === 'Women');
    expect(expectedWomen.length).toBeGreaterThan(0);
    expect(expectedWomen.length).toBeLessThan(catalog.length);
    expect(women.body.count).toBe(expectedWomen.length);
    expect(women.body.data.every((p) => p.gender === 'Women')).toBe(true);

    const parent = catalog[0]!.parentCategory;
    const byParent = await list(`?parentCategory=${encodeURIComponent(parent.toUpperCase())}`);
    const expectedParent = catalog.filter((p) => p.parentCategory === parent);
    expect(expectedParent.length).toBeLessThan(catalog.length);
    expect(byParent.body.count).toBe(expectedParent.length);
    expect(byParent.body.data.every((p) => p.parentCategory === parent)).toBe(true);
  });

  it("accepts the spec's accessories filter list, ignoring 'null'", async () => {
    const { body } = await list(
      `?filter=${encodeURIComponent('Accessories,Personal Care,Home,null,Unisex')}&limit=100`,
    );
    const wanted = new Set(['accessories', 'personal care', 'home', 'unisex']);
    const expected = catalog.filter(
      (p) =>
        wanted.has(p.masterCategory.toLowerCase()) ||
        wanted.has(p.gender.toLowerCase()) ||
        wanted.has(p.subCategory.toLowerCase()),
    );
    expect(body.count).toBe(expected.length);
  });

  it('lists featured products of a category for the home page', async () => {
    const { body } = await list('?featured=true&category=men&limit=4');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(4);
    for (const p of body.data) {
      expect(p.attributes).toContainEqual({ key: 'featured', value: ['true'] });
    }
    expect(body.count).toBe(catalog.filter((p) => p.featured && p.category === 'Men').length);
  });

  it('searches title and description with prefixes, and ignores query syntax', async () => {
    const { body } = await list('?q=silk&limit=100');
    expect(body.count).toBeGreaterThan(0);
    for (const p of body.data)
      expect(`${p.title} ${p.description}`.toLowerCase()).toContain('silk');
    const prefix = await list('?q=sherw&limit=100');
    expect(prefix.body.count).toBeGreaterThanOrEqual(
      catalog.filter((p) => p.subCategory === 'Sherwani').length,
    );
    for (const p of prefix.body.data) expect(`${p.title} ${p.description}`).toMatch(/sherw/i);
    const hostile = await list(`?q=${encodeURIComponent("silk & | ! ( ) :* ' \\")}`);
    expect(hostile.res.statusCode).toBe(200);
    const nothing = await list('?q=zzzqqqxxyy');
    expect(nothing.body.count).toBe(0);
    // Punctuation alone has no word to search for: no results, not the whole catalog.
    const punctuation = await list(`?q=${encodeURIComponent('!!! ::')}`);
    expect(punctuation.res.statusCode).toBe(200);
    expect(punctuation.body.count).toBe(0);
    expect(punctuation.body.pagination.totalPages).toBe(0);
    // Shop talk alone asks for the shop: all of it, newest first, as the plain listing has it.
    const everything = await list('?limit=5');
    for (const words of ['new arrivals', 'sale', 'latest']) {
      const talk = await list(`?q=${encodeURIComponent(words)}&limit=5`);
      expect(talk.body.count, words).toBe(everything.body.count);
      expect(talk.body.data.map((p) => p.id)).toEqual(everything.body.data.map((p) => p.id));
      expect(talk.body.search).toMatchObject({ query: words, corrected: false, relaxed: false });
    }
  });
});

describe(`GET /products: sorting and pages (${testDbKind})`, () => {
  it('sorts by price both ways, using the discounted price when there is one', async () => {
    const asc = (await list('?sort=price_asc&limit=100')).body.data.map(price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=price_desc&limit=100')).body.data.map(price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const cheapest = Math.min(...catalog.map((p) => p.discountedPricePaise ?? p.regularPricePaise));
    expect(asc[0]).toBe(cheapest / 100);
  });

  it('answers an empty page past the end with the real total', async () => {
    const { res, body } = await list('?page=999');
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.count).toBe(catalog.length);
    expect(body.pagination).toEqual({
      page: 999,
      limit: 12,
      total: catalog.length,
      totalPages: Math.ceil(catalog.length / 12),
    });
  });

  it('walks every page without repeating or missing a product', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(catalog.length / 100); page++) {
      for (const p of (await list(`?limit=100&page=${page}`)).body.data) seen.add(p.id);
    }
    expect(seen.size).toBe(catalog.length);
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=-1', 'limit must be a whole number'],
    ['limit=abc', 'limit must be a whole number'],
    ['page=0', 'page must be at least 1'],
    ['page=1.5', 'page must be a whole number'],
    ['sort=cheapest', 'sort'],
    ['featured=yes', "featured must be 'true' or 'false'"],
    ['colour=red', 'colour'],
  ])('rejects %s with a clear 400', async (query, message) => {
    const { res, body } = await list(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(body.error).toContain(message);
  });

  it('rejects a repeated query key', async () => {
    const { res } = await list('?page=1&page=2');
    expect(res.statusCode).toBe(400);
  });
});

describe(`GET /products/:id (${testDbKind})`, () => {
  it('answers one product with sizes, colours and which sizes are in stock', async () => {
    const first = (await list('?limit=1')).body.data[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${first.id}` });
    expect(res.statusCode).toBe(200);
    const p = productSchema.parse(res.json());
    // The product's own page also lists its variants and the owner's details (issue 33).
    const { variants, details: _details, ...listed } = p;
    expect(listed).toEqual(first);
    expect(variants).toHaveLength(
      Math.max(p.attributes[0]!.value.length, 1) * p.attributes[1]!.value.length,
    );
    const keys = p.attributes.map((a) => a.key);
    expect(keys).toEqual(['size', 'color', 'featured', 'inStockSizes']);
    const sizes = p.attributes.find((a) => a.key === 'size')!.value;
    const inStock = p.attributes.find((a) => a.key === 'inStockSizes')!.value;
    expect(inStock.every((s) => sizes.includes(s))).toBe(true);
  });

  it('marks a wholly sold-out product as not in stock', async () => {
    const index = catalog.findIndex((p) => Object.values(p.stock).every((q) => q === 0));
    expect(index).toBeGreaterThanOrEqual(0);
    const soldOut = catalog[index]!;
    const { body } = await list(`?q=${encodeURIComponent(soldOut.title)}&limit=100`);
    const found = body.data.find((p) => p.title === soldOut.title)!;
    expect(found.inStock).toBe(false);
    expect(found.attributes.find((a) => a.key === 'inStockSizes')!.value).toEqual([]);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '__proto__'])(
    'answers 404 Product not found for %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found', code: 'not_found' });
    },
  );

  it('serves the product art as an SVG cached for a year', async () => {
    const p = (await list('?limit=1')).body.data[0]!;
    for (const url of [p.imgUrl, ...p.images.map((i) => i.url)]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body.startsWith('<svg') || res.body.startsWith('<?xml')).toBe(true);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/media/products/999999/main-1.svg',
    });
    expect(missing.statusCode).toBe(404);
  });
});
