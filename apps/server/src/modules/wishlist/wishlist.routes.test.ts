import { productListResponse, wishlistResponse } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishlistItems } from '../../db/schema.ts';
import {
  caller,
  createTestApp,
  createTestUser,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { addToWishlist } from './wishlist.repository.ts';
import { WISHLIST_MAX_ITEMS } from './wishlist.service.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const list = await call('GET', '/products?limit=100');
  productIds = productListResponse.parse(list.body).data.map((p) => p.id);
  expect(productIds.length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await t?.close();
});

async function shopper() {
  return (await createTestUser(t.database.db)).token;
}

const ids = async (token: string) =>
  wishlistResponse
    .parse((await call('GET', '/wishlist', undefined, { token })).body)
    .data.map((p) => p.id);

describe(`wishlist (${testDbKind})`, () => {
  it('needs a signed-in shopper for every call', async () => {
    expect((await call('GET', '/wishlist')).status).toBe(401);
    expect((await call('PUT', `/wishlist/${productIds[0]}`)).status).toBe(401);
    expect((await call('DELETE', `/wishlist/${productIds[0]}`)).status).toBe(401);
    const bad = { headers: { authorization: `Bearer ${'A'.repeat(43)}` } };
    expect((await call('GET', '/wishlist', undefined, bad)).status).toBe(401);
  });

  it('starts empty', async () => {
    const res = await call('GET', '/wishlist', undefined, { token: await shopper() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('saves products and lists them as the catalog shows them, newest first', async () => {
    const token = await shopper();
    const [a, b] = productIds as [number, number];
    const put = await call('PUT', `/wishlist/${a}`, undefined, { token });
    expect(put.status).toBe(204);
    expect(put.raw).toBe('');
    await call('PUT', `/wishlist/${b}`, undefined, { token });
    const res = await call('GET', '/wishlist', undefined, { token });
    const data = wishlistResponse.parse(res.body).data;
    expect(data.map((p) => p.id)).toEqual([b, a]);
    const fromCatalog = await call('GET', `/products/${b}`);
    // As the listing shows it: the product page's variants and details are its own (decision 033).
    const {
      variants: _variants,
      details: _details,
      ...listed
    } = fromCatalog.body as Record<string, unknown>;
    expect(data[0]).toEqual(listed);
  });

  it('keeps one entry when a product is saved twice', async () => {
    const token = await shopper();
    const [a] = productIds as [number];
    expect((await call('PUT', `/wishlist/${a}`, undefined, { token })).status).toBe(204);
    expect((await call('PUT', `/wishlist/${a}`, undefined, { token })).status).toBe(204);
    expect(await ids(token)).toEqual([a]);
  });

  it('removes a product, and removing it again changes nothing', async () => {
    const token = await shopper();
    const [a, b] = productIds as [number, number];
    await call('PUT', `/wishlist/${a}`, undefined, { token });
    await call('PUT', `/wishlist/${b}`, undefined, { token });
    expect((await call('DELETE', `/wishlist/${a}`, undefined, { token })).status).toBe(204);
    expect((await call('DELETE', `/wishlist/${a}`, undefined, { token })).status).toBe(204);
    expect(await ids(token)).toEqual([b]);
  });

  it("keeps each shopper's list to themselves", async () => {
    const asha = await shopper();
    const ravi = await shopper();
    await call('PUT', `/wishlist/${productIds[0]}`, undefined, { token: asha });
    await call('DELETE', `/wishlist/${productIds[0]}`, undefined, { token: ravi });
    expect(await ids(ravi)).toEqual([]);
    expect(await ids(asha)).toEqual([productIds[0]]);
  });

  it.each(['999999', '0', '-1', '1.5', 'abc', '1e3', '%20'])(
    'answers 404 for the unknown product %s',
    async (id) => {
      const token = await shopper();
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call(method, `/wishlist/${id}`, undefined, { token });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: 'Product not found', code: 'not_found' });
      }
      expect(await ids(token)).toEqual([]);
    },
  );
});

describe(`wishlist: bad input and limits (${testDbKind})`, () => {
  it('refuses an over-long product id with a 4xx', async () => {
    const token = await shopper();
    const res = await call('PUT', `/wishlist/${'9'.repeat(10 * 1024)}`, undefined, { token });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toHaveProperty('error');
  });

  it('accepts the empty JSON body that fetch wrappers send', async () => {
    const token = await shopper();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/wishlist/${productIds[0]}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses to grow past its size limit, but re-saving stays fine', async () => {
    const user = await createTestUser(t.database.db);
    const all = productListResponse
      .parse((await call('GET', '/products?limit=100&page=1')).body)
      .data.map((p) => p.id);
    const more = productListResponse
      .parse((await call('GET', '/products?limit=100&page=2')).body)
      .data.map((p) => p.id);
    const pool = [
      ...all,
      ...more,
      ...productListResponse
        .parse((await call('GET', '/products?limit=100&page=3')).body)
        .data.map((p) => p.id),
    ];
    expect(pool.length).toBeGreaterThan(WISHLIST_MAX_ITEMS);
    await t.database.db
      .insert(wishlistItems)
      .values(
        pool.slice(0, WISHLIST_MAX_ITEMS).map((productId) => ({ userId: user.id, productId })),
      );
    const full = await call('PUT', `/wishlist/${pool[WISHLIST_MAX_ITEMS]}`, undefined, {
      token: user.token,
    });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatch(/wishlist is full/);
    expect(
      (await call('PUT', `/wishlist/${pool[0]}`, undefined, { token: user.token })).status,
    ).toBe(204);
    const rows = await t.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, user.id));
    expect(rows).toHaveLength(WISHLIST_MAX_ITEMS);
  });

  it('saves nothing for a product deleted after the service looked', async () => {
    const user = await createTestUser(t.database.db);
    // The repository alone, as when the product goes between the check and the insert.
    expect(await addToWishlist(t.database.db, user.id, 999_999_999)).toBe(false);
    expect(await ids(user.token)).toEqual([]);
  });
});
