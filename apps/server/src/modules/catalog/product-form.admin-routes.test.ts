// The admin's complete product form (issue 33 item 2): HSN, fabric, care, saree length and blouse
// piece kept and refused as the contract says, and the duplicate-for-a-new-colourway action.
import type { AdminProduct } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import {
  adminCaller,
  expectAdminGuards,
  staffToken,
  type AdminCall,
} from '../staff/staff.test-kit.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { multipart, photoPixels } from './photos.test-kit.ts';

let t: TestApp;
let call: AdminCall;
let staff: string;
let shopperToken: string;

beforeAll(async () => {
  t = await createTestApp();
  call = adminCaller(t.app);
  staff = await staffToken(t.app, 'staff');
  shopperToken = (await createTestUser(t.database.db)).token;
});
afterAll(async () => t?.close());

const sku = () => `SAREE-${Math.random().toString(36).slice(2, 10)}`;

const saree = {
  title: 'Kanjivaram Silk Saree',
  description: 'Pure mulberry silk with zari border, woven in Kanchipuram.',
  category: 'Sarees',
  parentCategory: 'Women',
  subCategory: 'Saree',
  gender: 'Women',
  mrp: 12000,
  sellingPrice: 9500,
  sizes: [],
  colors: ['Emerald'],
  stock: [{ size: 'One Size', quantity: 3 }],
  hsn: '50072010',
  fabric: 'Pure mulberry silk',
  care: 'Dry clean only. Store folded in a muslin cloth.',
  sareeLength: 5.5,
  blousePiece: true,
};

async function create(body: Record<string, unknown> = {}): Promise<AdminProduct> {
  const res = await call('POST', '/products', { ...saree, sku: sku(), ...body }, { token: staff });
  expect(res.status, res.raw).toBe(201);
  return res.body as unknown as AdminProduct;
}

describe(`admin product form: the full set of fields (${testDbKind})`, () => {
  it('keeps parent category, gender, type, HSN, fabric, care, saree length and blouse piece', async () => {
    const p = await create();
    expect(p).toMatchObject({
      parentCategory: 'Women',
      gender: 'Women',
      subCategory: 'Saree',
      hsn: '50072010',
      gstHsn: '50072010',
      fabric: 'Pure mulberry silk',
      care: 'Dry clean only. Store folded in a muslin cloth.',
      sareeLength: 5.5,
      blousePiece: true,
    });
    const [row] = await t.database.db
      .select({ cm: products.sareeLengthCm, hsn: products.hsn })
      .from(products)
      .where(eq(products.id, p.id));
    expect(row).toEqual({ cm: 550, hsn: '50072010' });
    const read = await call('GET', `/products/${p.id}`, undefined, { token: staff });
    expect(read.body).toMatchObject({ hsn: '50072010', sareeLength: 5.5, blousePiece: true });
  });

  it('without an HSN code the GST goes by the type default, and a patch sets or clears it', async () => {
    const p = await create({
      hsn: undefined,
      fabric: undefined,
      care: undefined,
      sareeLength: undefined,
      blousePiece: undefined,
    });
    expect(p).toMatchObject({ hsn: null, gstHsn: '6204', fabric: null, sareeLength: null });
    const set = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: p.version, hsn: '5208', sareeLength: 6.3, blousePiece: false },
      { token: staff },
    );
    expect(set.status, set.raw).toBe(200);
    expect(set.body).toMatchObject({ hsn: '5208', gstHsn: '5208', sareeLength: 6.3 });
    expect(set.body.blousePiece).toBe(false);
    const cleared = await call(
      'PATCH',
      `/products/${p.id}`,
      { version: set.body.version, hsn: null, sareeLength: null },
      { token: staff },
    );
    expect(cleared.body).toMatchObject({ hsn: null, gstHsn: '6204', sareeLength: null });
  });

  it('refuses a bad HSN code, saree length or care text with the field named, changing nothing', async () => {
    const p = await create();
    const bad: [Record<string, unknown>, string][] = [
      [{ hsn: '123' }, 'hsn'],
      [{ hsn: '50a7' }, 'hsn'],
      [{ sareeLength: 0.5 }, 'sareeLength'],
      [{ sareeLength: 5.555 }, 'sareeLength'],
      [{ care: 'x'.repeat(501) }, 'care'],
      [{ fabric: '   ' }, 'fabric'],
      [{ blousePiece: 'yes' }, 'blousePiece'],
    ];
    for (const [body, field] of bad) {
      const res = await call(
        'PATCH',
        `/products/${p.id}`,
        { version: p.version, ...body },
        { token: staff },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid');
      expect(Object.keys((res.body.fields ?? {}) as object)).toContain(field);
    }
    const after = await call('GET', `/products/${p.id}`, undefined, { token: staff });
    expect(after.body).toMatchObject({ version: p.version, hsn: '50072010', sareeLength: 5.5 });
    const created = await call(
      'POST',
      '/products',
      { ...saree, sku: sku(), hsn: '12' },
      {
        token: staff,
      },
    );
    expect(created.status).toBe(400);
  });
});

describe(`admin product form: duplicate for a new colourway (${testDbKind})`, () => {
  it('is for staff only', async () => {
    const p = await create();
    await expectAdminGuards(
      call,
      { method: 'POST', url: `/products/${p.id}/duplicate`, body: { colors: ['Ruby'] } },
      { shopper: shopperToken },
    );
  });

  it('copies every field but photos and stock, as a draft under the new colour and SKU', async () => {
    const p = await create({ status: 'active', featured: true });
    const { payload, contentType } = multipart(
      await (await photoPixels(640, 800)).jpeg().toBuffer(),
      'p.jpg',
      'image/jpeg',
    );
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${p.id}/images`,
      headers: { authorization: `Bearer ${staff}`, 'content-type': contentType },
      payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const newSku = sku();
    const res = await call(
      'POST',
      `/products/${p.id}/duplicate`,
      { colors: ['Ruby'], sku: newSku },
      { token: staff },
    );
    expect(res.status, res.raw).toBe(201);
    const copy = res.body as unknown as AdminProduct;
    expect(copy.id).not.toBe(p.id);
    expect(copy).toMatchObject({
      title: p.title,
      description: p.description,
      parentCategory: 'Women',
      gender: 'Women',
      subCategory: 'Saree',
      mrp: 12000,
      sellingPrice: 9500,
      hsn: '50072010',
      fabric: 'Pure mulberry silk',
      care: p.care,
      sareeLength: 5.5,
      blousePiece: true,
      featured: true,
      colors: ['Ruby'],
      sku: newSku,
      status: 'draft',
      images: [],
    });
    expect(copy.stock).toEqual([{ size: 'One Size', color: '', quantity: 0 }]);
    // The original keeps its photo, colour and stock.
    const original = await call('GET', `/products/${p.id}`, undefined, { token: staff });
    expect(original.body).toMatchObject({ colors: ['Emerald'], status: 'active' });
    expect((original.body as unknown as AdminProduct).images).toHaveLength(1);
    expect((original.body as unknown as AdminProduct).stock[0]!.quantity).toBe(3);
  });

  it('copies the stock per size when asked', async () => {
    const p = await create({
      sizes: ['S', 'M'],
      stock: [
        { size: 'S', quantity: 2 },
        { size: 'M', quantity: 7 },
      ],
    });
    const res = await call(
      'POST',
      `/products/${p.id}/duplicate`,
      { colors: ['Mustard'], copyStock: true },
      { token: staff },
    );
    expect(res.status, res.raw).toBe(201);
    expect(res.body).toMatchObject({
      sku: null,
      sizes: ['S', 'M'],
      stock: [
        { size: 'S', quantity: 2 },
        { size: 'M', quantity: 7 },
      ],
    });
  });

  it('refuses a taken SKU (409), no colour (400), an unknown product (404), creating nothing', async () => {
    const p = await create();
    const before = await t.database.db.select({ id: products.id }).from(products);
    const taken = await call(
      'POST',
      `/products/${p.id}/duplicate`,
      { colors: ['Ruby'], sku: p.sku },
      { token: staff },
    );
    expect(taken.status).toBe(409);
    const noColour = await call(
      'POST',
      `/products/${p.id}/duplicate`,
      { colors: [] },
      { token: staff },
    );
    expect(noColour.status).toBe(400);
    const unknown = await call(
      'POST',
      '/products/999999/duplicate',
      { colors: ['Ruby'] },
      {
        token: staff,
      },
    );
    expect(unknown.status).toBe(404);
    const after = await t.database.db.select({ id: products.id }).from(products);
    expect(after).toHaveLength(before.length);
  });
});
