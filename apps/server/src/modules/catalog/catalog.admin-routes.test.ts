// The admin's products: guards, create and edit with a version, shoppers seeing active
// products only, delete or archive, the CSV preview, apply and export.
import { and, eq } from 'drizzle-orm';
import type { AdminProduct } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema.ts';
import {
  adminCaller,
  expectAdminGuards,
  staffToken,
  type AdminCall,
} from '../staff/staff.test-kit.ts';
import { buildApp } from '../../app.ts';
import {
  createTestApp,
  createTestUser,
  testConfig,
  testDbKind,
  type TestApp,
} from '../../test/harness.ts';
import { address, placeOrderAs } from '../orders/test-fixtures.ts';
import { getStoreSettings, saveStoreSettings } from '../store/index.ts';

let t: TestApp;
let call: AdminCall;
let staff: string;
let shopper: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  // A short poll, so that "shoppers see it within a second" is quick to wait for.
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  call = adminCaller(t.app);
  staff = await staffToken(t.app, 'staff');
  shopper = await createTestUser(t.database.db);
});
afterAll(async () => t?.close());

const shopperGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` });

/** Waits out the read cache's poll (docs: a change reaches shoppers within a second). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 40; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('not seen by shoppers within 2 s');
}

const kurta = {
  title: 'Indigo Block-Print Kurta',
  description: 'Hand block-printed cotton kurta from Bagru.',
  category: 'Women',
  subCategory: 'Kurta',
  mrp: 2499,
  sellingPrice: 1999,
  sizes: ['S', 'M', 'L'],
  colors: ['Indigo'],
  stock: [
    { size: 'S', color: '', quantity: 4 },
    { size: 'M', color: '', quantity: 10 },
  ],
  sku: `IND-KURTA-${Date.now()}`,
};

async function create(body: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await call(
    'POST',
    '/products',
    { ...kurta, sku: `SKU-${Math.random().toString(36).slice(2, 10)}`, ...body },
    { token: staff },
  );
  expect(res.status, res.raw).toBe(201);
  return res.body as unknown as AdminProduct;
}

describe(`admin products (${testDbKind})`, () => {
  it('refuses without a token (401) and with a shopper token (403), on every route', async () => {
    const p = await create();
    const routes = [
      { method: 'GET', url: '/products' },
      { method: 'GET', url: '/products.csv' },
      { method: 'GET', url: `/products/${p.id}` },
      { method: 'POST', url: '/products', body: kurta },
      { method: 'PATCH', url: `/products/${p.id}`, body: { version: p.version, title: 'x' } },
      { method: 'DELETE', url: `/products/${p.id}` },
      { method: 'POST', url: '/products/import?dryRun=true', body: { csv: 'sku\n' } },
      { method: 'GET', url: `/products/${p.id}/images` },
      { method: 'POST', url: `/products/${p.id}/images` },
      { method: 'PUT', url: `/products/${p.id}/images/order`, body: { imageIds: [] } },
    ] as const;
    for (const route of routes) await expectAdminGuards(call, route, { shopper: shopper.token });
    expect((await call('GET', `/products/${p.id}`, undefined, { token: staff })).body.title).toBe(
      kurta.title,
    );
  });

  it('creates a draft that shoppers cannot see, find, list or order, until it is made active', async () => {
    const p = await create({
      title: 'Zardozi Quillwork Anarkali',
      subCategory: 'Quillwork Anarkali',
    });
    expect(p).toMatchObject({ status: 'draft', mrp: 2499, sellingPrice: 1999, version: 1 });
    expect(p.stock).toEqual([
      { size: 'S', color: '', quantity: 4 },
      { size: 'M', color: '', quantity: 10 },
      { size: 'L', color: '', quantity: 0 },
    ]);
    expect(p.stockState).toBe('low');

    expect((await shopperGet(`/products/${p.id}`)).statusCode).toBe(404);
    const search = await shopperGet('/products?q=quillwork');
    expect(search.json().data).toEqual([]);
    const women = await shopperGet('/products?category=women&limit=100&sort=newest');
    expect(women.json().data.map((x: { id: number }) => x.id)).not.toContain(p.id);
    // product_facets counts active products only: no filter choice leads to a draft.
    expect(women.json().facets.subCategories).not.toContain('Quillwork Anarkali');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: shopper.auth,
      payload: {
        items: [{ productId: p.id, quantity: 1, size: 'S', color: 'Indigo' }],
        shippingAddress: address,
      },
    });
    expect(order.statusCode).toBeGreaterThanOrEqual(400);
    expect(order.statusCode).toBeLessThan(500);

    const live = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: p.version, status: 'active' },
      { token: staff },
    );
    expect(live.status, live.raw).toBe(200);
    await eventually(async () => (await shopperGet(`/products/${p.id}`)).statusCode === 200);
    const seen = (await shopperGet(`/products/${p.id}`)).json();
    expect(seen).toMatchObject({
      title: 'Zardozi Quillwork Anarkali',
      regularPrice: 2499,
      discountedPrice: 1999,
    });
    await eventually(async () => (await shopperGet('/products?q=quillwork')).json().count === 1);
    const facets = (await shopperGet('/products?category=women')).json().facets;
    expect(facets.subCategories).toContain('Quillwork Anarkali');
  });

  it('reaches shoppers on another API process within a second of the save', async () => {
    const second = await buildApp({ config: testConfig(), database: t.database, logger: false });
    await second.ready();
    try {
      const p = await create({ status: 'active' });
      const url = `/api/v1/products/${p.id}`;
      expect((await second.inject({ method: 'GET', url })).json().title).toBe(kurta.title);
      const saved = await call(
        'PATCH',
        `/products/${p.id}`,
        { version: p.version, title: 'Seen Everywhere' },
        { token: staff },
      );
      expect(saved.status).toBe(200);
      const started = Date.now();
      while ((await second.inject({ method: 'GET', url })).json().title !== 'Seen Everywhere') {
        // The poll is a second (CATALOG_CACHE_POLL_MS); a loaded test machine gets some slack.
        expect(Date.now() - started).toBeLessThan(1500);
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await second.close();
    }
  });

  it("refuses a save over someone else's newer one with 409, changing nothing", async () => {
    const p = await create();
    const first = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: p.version, title: 'First edit' },
      { token: staff },
    );
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(p.version + 1);
    const late = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: p.version, title: 'Late edit' },
      { token: staff },
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/changed by someone else/);
    const now = await call('GET', `/products/${p.id}`, undefined, { token: staff });
    expect(now.body.title).toBe('First edit');
  });
});

describe(`admin products: editing, listing, deleting (${testDbKind})`, () => {
  it('edits prices, sizes and stock, and writes the change to the audit log', async () => {
    const p = await create();
    const res = await call(
      'PATCH',
      `/products/${p.id}`,
      {
        version: p.version,
        mrp: 3000,
        sellingPrice: 3000,
        sizes: ['M', 'XL'],
        stock: [{ size: 'xl', quantity: 7 }],
      },
      { token: staff },
    );
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ mrp: 3000, sellingPrice: 3000, sizes: ['M', 'XL'] });
    expect(res.body.stock).toEqual([
      { size: 'M', color: '', quantity: 10 },
      { size: 'XL', color: '', quantity: 7 },
    ]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(p.id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['product.create', 'product.update']);
    const bad = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: 2, sellingPrice: 4000 },
      { token: staff },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/MRP/);
    const unknownSize = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: 2, stock: [{ size: 'XXS', quantity: 1 }] },
      { token: staff },
    );
    expect(unknownSize.status).toBe(400);
    const unknownField = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: 2, price: 1 },
      { token: staff },
    );
    expect(unknownField.status).toBe(400);
  });

  it('lists with search, status and stock filters and pages', async () => {
    const out = await create({ title: 'Sold Out Ikat Stole', stock: [] });
    const list = await call('GET', '/products?status=draft&stock=out&q=ikat', undefined, {
      token: staff,
    });
    expect(list.status, list.raw).toBe(200);
    const ids = (list.body.data as { id: number }[]).map((x) => x.id);
    expect(ids).toContain(out.id);
    const paged = await call('GET', '/products?limit=2&page=2', undefined, { token: staff });
    expect((paged.body.data as unknown[]).length).toBe(2);
    expect((paged.body.pagination as { total: number }).total).toBeGreaterThan(100);
    expect((await call('GET', '/products?stock=some', undefined, { token: staff })).status).toBe(
      400,
    );
  });

  it("calls a size low by the store's low-stock threshold, as the Today screen does", async () => {
    const p = await create({
      stock: [
        { size: 'S', quantity: 6 },
        { size: 'M', quantity: 7 },
        { size: 'L', quantity: 8 },
      ],
    });
    expect(p.stockState).toBe('in');
    const settings = await getStoreSettings(t.database.db);
    await saveStoreSettings(t.database.db, { ...settings, admin: { lowStockThreshold: 6 } });
    try {
      const again = await call('GET', `/products/${p.id}`, undefined, { token: staff });
      expect(again.body.stockState).toBe('low');
      const low = await call('GET', `/products?stock=low&q=${p.sku}`, undefined, { token: staff });
      expect((low.body.data as { id: number }[]).map((x) => x.id)).toEqual([p.id]);
    } finally {
      await saveStoreSettings(t.database.db, settings);
    }
  });

  it('deletes a product never ordered, and refuses (409) to delete one that was: archive it', async () => {
    const fresh = await create();
    expect(
      (await call('DELETE', `/products/${fresh.id}`, undefined, { token: staff })).status,
    ).toBe(204);
    expect((await call('GET', `/products/${fresh.id}`, undefined, { token: staff })).status).toBe(
      404,
    );

    const sold = await create({ status: 'active' });
    await placeOrderAs(
      t.app,
      {
        items: [{ productId: sold.id, quantity: 1, size: 'S', color: 'Indigo' }],
        shippingAddress: address,
      },
      shopper.auth,
    );
    const refused = await call('DELETE', `/products/${sold.id}`, undefined, { token: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/archive/);
    const current = await call('GET', `/products/${sold.id}`, undefined, { token: staff });
    const archived = await call(
      'PATCH',
      `/products/${sold.id}`,
      { version: current.body.version, status: 'archived' },
      { token: staff },
    );
    expect(archived.status).toBe(200);
    await eventually(async () => (await shopperGet(`/products/${sold.id}`)).statusCode === 404);
  });
});

describe(`admin products: CSV import and export (${testDbKind})`, () => {
  it('previews an import row by row without changing anything, then applies it in one go', async () => {
    const p = await create({ status: 'active' });
    const header =
      'sku,title,description,category,parentCategory,subCategory,masterCategory,gender,regularPrice,discountedPrice,sizes,colors,stock';
    const csv = [
      header,
      `${p.sku},Renamed Kurta,${kurta.description},Women,Women,Kurta,Apparel,Women,2499,1799,S|M|L,Indigo,S:9`,
      `NEW-${p.id},Brand New Dupatta,Chiffon dupatta,Accessories,Accessories,Dupatta,Accessories,Women,899,,,Rose,5`,
    ].join('\n');
    const before = await t.database.db.select().from(products).where(eq(products.id, p.id));
    const preview = await call('POST', '/products/import?dryRun=true', { csv }, { token: staff });
    expect(preview.status, preview.raw).toBe(200);
    expect(preview.body).toMatchObject({ dryRun: true, errors: [], created: 1, updated: 1 });
    const rows = preview.body.rows as {
      action: string;
      changes: { field: string; before: string | null; after: string }[];
    }[];
    expect(rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: p.title, after: 'Renamed Kurta' },
        { field: 'discountedPrice', before: '1999.00', after: '1799.00' },
        { field: 'stock S', before: '4', after: '9' },
      ]),
    );
    expect(rows[1]!.action).toBe('create');
    const after = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(after).toEqual(before);
    expect(
      (await call('GET', `/products?q=NEW-${p.id}`, undefined, { token: staff })).body.data,
    ).toEqual([]);

    const applied = await call('POST', '/products/import', { csv }, { token: staff });
    expect(applied.status, applied.raw).toBe(200);
    expect(applied.body).toMatchObject({ dryRun: false, created: 1, updated: 1 });
    const renamed = await call('GET', `/products/${p.id}`, undefined, { token: staff });
    expect(renamed.body).toMatchObject({ title: 'Renamed Kurta', sellingPrice: 1799 });

    const broken = await call(
      'POST',
      '/products/import?dryRun=true',
      { csv: `${header}\nX,,,,,,,,abc,,,,` },
      { token: staff },
    );
    expect(broken.status).toBe(200);
    expect((broken.body.errors as string[]).length).toBeGreaterThan(0);
    const refused = await call(
      'POST',
      '/products/import',
      { csv: `${header}\nX,,,,,,,,abc,,,,` },
      { token: staff },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/Nothing was imported/);
  });

  it('exports every product as CSV that the import reads back unchanged', async () => {
    const p = await create({ title: 'Comma, "Quoted" Kurta' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/products.csv',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const line = res.body.split('\r\n').find((l) => l.startsWith(`${p.sku},`));
    expect(line).toContain('"Comma, ""Quoted"" Kurta"');
    const header = res.body.split('\r\n')[0]!;
    const again = await call(
      'POST',
      '/products/import?dryRun=true',
      { csv: `${header}\n${line}` },
      { token: staff },
    );
    expect(again.body).toMatchObject({ errors: [], unchanged: 1 });
  });
});
