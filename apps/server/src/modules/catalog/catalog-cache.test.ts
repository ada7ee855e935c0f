// The read cache: ETags and 304s, and a change made by one process (or the owner's command
// line) reaching every API process through the database's change counter.
import zlib from 'node:zlib';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { products, productStock } from '../../db/schema.ts';
import {
  createTestApp,
  createTestUser,
  testConfig,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';

let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '100' } });
  // A second API process on the same database (same process here, separate app and cache).
  second = await buildApp({
    config: testConfig({ CATALOG_CACHE_POLL_MS: '100' }),
    database: t.database,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe(`catalog read cache (${testDbKind})`, () => {
  it('answers an ETag and 304 when the client already has the listing', async () => {
    const first = await get(t.app, '/api/v1/products?category=men');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const again = await get(t.app, '/api/v1/products?category=men', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shares one entry between spellings of the same query', async () => {
    const a = await get(t.app, '/api/v1/products?category=Men&page=1');
    const b = await get(t.app, '/api/v1/products?page=1&category=men');
    expect(a.headers.etag).toBe(b.headers.etag);
  });

  it('shows a catalog change on every API process within a few polls', async () => {
    const url = '/api/v1/products?limit=1';
    const before = (await get(second, url)).json().data[0];
    await get(t.app, url); // both processes now hold the listing
    const renamed = `${before.title} (renamed)`;
    await t.database.db.update(products).set({ title: renamed }).where(eq(products.id, before.id));
    await bumpCatalogVersion(t.database.db);
    for (const app of [t.app, second]) {
      await vi.waitFor(
        async () => expect((await get(app, url)).json().data[0].title).toBe(renamed),
        { timeout: 5_000, interval: 50 },
      );
      await vi.waitFor(
        async () =>
          expect((await get(app, `/api/v1/products/${before.id}`)).json().title).toBe(renamed),
        { timeout: 5_000, interval: 50 },
      );
    }
  });

  it('answers a repeated URL from memory with the same bytes and headers as the route', async () => {
    const url = '/api/v1/products?category=women&page=2';
    const routed = await get(t.app, url);
    const fast = await get(t.app, url);
    // The route tags its answers with a request id; the fast path (no log line) does not.
    expect(routed.headers['x-request-id']).toBeTruthy();
    expect(fast.headers['x-request-id']).toBeUndefined();
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toBe(routed.body);
    for (const h of [
      'etag',
      'cache-control',
      'content-type',
      'vary',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(fast.headers[h], h).toBe(routed.headers[h]);
    }
    const notModified = await get(t.app, url, { 'if-none-match': String(fast.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('sends a compressed copy made once, which unpacks to the same JSON', async () => {
    const url = '/api/v1/products?category=men&page=1';
    const plain = (await get(t.app, url)).body;
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await get(t.app, url, { 'accept-encoding': accept });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        const unpacked =
          encoding === 'br'
            ? zlib.brotliDecompressSync(res.rawPayload)
            : zlib.gunzipSync(res.rawPayload);
        expect(unpacked.toString('utf8')).toBe(plain);
      }
    }
    const identity = await get(t.app, url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it('leaves a request from another origin to the route, which adds its CORS headers', async () => {
    const url = '/api/v1/storeInfo';
    await get(t.app, url);
    const origin = t.config.corsOrigins[0]!;
    const res = await get(t.app, url, { origin });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await get(t.app, url, { origin: 'https://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('never caches a 404', async () => {
    const res = await get(t.app, '/api/v1/products/999999');
    expect(res.statusCode).toBe(404);
    expect(t.app.catalogCache?.size).toBeLessThan(5000);
    const again = await get(t.app, '/api/v1/products/999999');
    expect(again.json()).toEqual({ error: 'Product not found', code: 'not_found' });
  });
});

describe(`catalog read cache and orders (${testDbKind})`, () => {
  it('shows a size sold out on every process once an order takes its last unit', async () => {
    const shopper = await createTestUser(t.database.db);
    // A product with a size that has exactly one unit left.
    const [row] = await t.database.db
      .select({ productId: productStock.productId, size: productStock.size })
      .from(productStock)
      .where(gt(productStock.quantity, 0))
      .limit(1);
    await t.database.db
      .update(productStock)
      .set({ quantity: 1 })
      .where(and(eq(productStock.productId, row!.productId), eq(productStock.size, row!.size)));
    await bumpCatalogVersion(t.database.db);
    const url = `/api/v1/products/${row!.productId}`;
    const inStock = (app: FastifyInstance) =>
      get(app, url).then(
        (r) => r.json().attributes.find((a: { key: string }) => a.key === 'inStockSizes').value,
      );
    await vi.waitFor(async () => expect(await inStock(second)).toContain(row!.size), {
      timeout: 5_000,
      interval: 50,
    });
    const product = (await get(t.app, url)).json();
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        items: [
          {
            productId: row!.productId,
            quantity: 1,
            size: row!.size,
            color: product.attributes.find((a: { key: string }) => a.key === 'color').value[0],
          },
        ],
        shippingAddress: {
          fullName: 'Asha Verma',
          address: '14 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          postalCode: '411001',
          phone: '9876543210',
        },
      },
    });
    expect(order.statusCode).toBe(201);
    await vi.waitFor(async () => expect(await inStock(second)).not.toContain(row!.size), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
