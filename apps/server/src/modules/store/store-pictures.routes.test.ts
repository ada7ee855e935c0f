// The store's logo and category tile pictures (docs/photos.md): owner only, processed by the
// media module (metadata gone, WebP and AVIF variants), refused with nothing stored when the
// file is not a picture, kept by a whole-settings save, served to shoppers in the store
// information through the catalog version, and removable with their bytes.
import { count } from 'drizzle-orm';
import { storeInfo, type AdminStorePictures, type StoreInfo } from '@store/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariants } from '../../db/schema.ts';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import {
  adminCaller,
  createTestStaff,
  expectAdminGuards,
  type AdminCall,
} from '../staff/staff.test-kit.ts';

let t: TestApp;
let call: AdminCall;
let owner: string;
let staff: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_POLL_MS: '50' } });
  call = adminCaller(t.app);
  owner = (await createTestStaff(t.app.db, 'owner')).token;
  staff = (await createTestStaff(t.app.db, 'staff')).token;
  shopper = (await createTestUser(t.app.db)).token;
});
afterAll(async () => t?.close());

/** A small logo as a designer exports it: a PNG with a comment and a camera's EXIF. */
async function logoPng(width = 480, height = 160): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 128, g: 20, b: 40, alpha: 1 } },
  })
    .withExif({ IFD0: { Make: 'LogoMaker', Copyright: 'Rangoli' } })
    .png()
    .toBuffer();
}

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----store-picture-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  url: string,
  file: Buffer,
  { filename = 'logo.png', type = 'image/png', token = owner } = {},
) {
  const { payload, contentType } = multipart(file, filename, type);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json<AdminStorePictures & { error?: string }>() };
}

const storedVariants = async () =>
  (await t.database.db.select({ n: count() }).from(imageVariants))[0]!.n;

async function shopperInfo(until: (info: StoreInfo) => boolean): Promise<StoreInfo> {
  let info: StoreInfo | undefined;
  for (let i = 0; i < 40; i += 1) {
    info = storeInfo.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' })).json(),
    );
    if (until(info)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return info!;
}

describe(`store pictures (${testDbKind})`, () => {
  it('are for owners only: 401 without a token, 403 for a shopper and for staff', async () => {
    const png = await logoPng();
    await expectAdminGuards(call, { method: 'GET', url: '/store/pictures' }, { shopper, staff });
    await expectAdminGuards(call, { method: 'DELETE', url: '/store/logo' }, { shopper, staff });
    await expectAdminGuards(
      call,
      { method: 'DELETE', url: '/store/categories/Men/tile' },
      { shopper, staff },
    );
    for (const url of ['/store/logo', '/store/categories/Men/tile']) {
      const none = await t.app.inject({ method: 'POST', url: `/api/v1/admin${url}` });
      expect(none.statusCode).toBe(401);
      expect((await upload(url, png, { token: shopper })).status).toBe(403);
      expect((await upload(url, png, { token: staff })).status).toBe(403);
    }
    expect(await storedVariants()).toBe(0);
  });

  it('refuses a web page renamed .png, and a request without a file, with nothing stored', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const page = await upload('/store/logo', html, { filename: 'logo.png' });
    expect(page.status).toBe(415);
    expect(page.body.error).toMatch(/not a photo we can use/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const svgTile = await upload('/store/categories/Men/tile', svg, {
      filename: 'tile.svg',
      type: 'image/svg+xml',
    });
    expect(svgTile.status).toBe(415);
    const json = await call('POST', '/store/logo', { file: 'x' }, { token: owner });
    expect(json.status).toBe(415);
    expect(await storedVariants()).toBe(0);
    const pictures = await call('GET', '/store/pictures', undefined, { token: owner });
    expect(pictures.body.logo).toBeNull();
  });

  it('takes a real logo: variants without metadata, in the store information, audited', async () => {
    const res = await upload('/store/logo', await logoPng());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const logo = res.body.logo!;
    expect(logo).toMatchObject({ width: 480, height: 160 });
    expect(logo.srcset.avif).toMatch(/320w, .*480w$/);
    expect(logo.srcset.webp).toMatch(/320w, .*480w$/);
    expect(await storedVariants()).toBe(4);

    const variant = await t.app.inject({ method: 'GET', url: logo.url });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    const meta = await sharp(variant.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();

    const info = await shopperInfo((i) => i.logo !== undefined);
    expect(info.logo).toEqual(logo);
    // JSON-LD and page previews read the plain address.
    expect(info.companyLogoUrl).toBe(logo.url);

    const audit = await call('GET', '/audit?entity=store', undefined, { token: owner });
    expect((audit.body.data as { action: string }[])[0]!.action).toBe('store.logo.set');
  });

  it('keeps the pictures through a whole-settings save and refuses one that changes them', async () => {
    const current = (await call('GET', '/store', undefined, { token: owner })).body;
    expect(current).not.toHaveProperty('logo');
    expect(current).not.toHaveProperty('categoryTiles');
    const saved = await call(
      'PUT',
      '/store',
      { ...current, storeName: 'Rangoli' },
      { token: owner },
    );
    expect(saved.status, saved.raw).toBe(200);
    const bad = await call('PUT', '/store', { ...current, logo: null }, { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Invalid store configuration at logo:/);
    const pictures = await call('GET', '/store/pictures', undefined, { token: owner });
    expect(pictures.body.logo).not.toBeNull();
    expect(await storedVariants()).toBe(4);
  });
});

describe(`store pictures: replacing and removing (${testDbKind})`, () => {
  it('replaces the logo (the old bytes go) and removes it', async () => {
    const before = (await call('GET', '/store/pictures', undefined, { token: owner })).body
      .logo as { url: string };
    const res = await upload('/store/logo', await logoPng(200, 100), { filename: 'new.png' });
    expect(res.status).toBe(201);
    expect(res.body.logo).toMatchObject({ width: 200, height: 100 });
    expect(await storedVariants()).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: before.url })).statusCode).toBe(404);

    const removed = await call('DELETE', '/store/logo', undefined, { token: owner });
    expect(removed.status).toBe(200);
    expect(removed.body.logo).toBeNull();
    expect(await storedVariants()).toBe(0);
    const again = await call('DELETE', '/store/logo', undefined, { token: owner });
    expect(again.status).toBe(404);
    const info = await shopperInfo((i) => i.logo === undefined);
    expect(info.logo).toBeUndefined();
  });

  it("sets a category's tile picture, only for a category the store shows, and drops it with the category", async () => {
    const unknown = await upload('/store/categories/Sarees/tile', await logoPng(), {
      filename: 'saree.png',
    });
    expect(unknown.status).toBe(404);
    expect(await storedVariants()).toBe(0);

    const res = await upload('/store/categories/Women/tile', await logoPng(800, 600), {
      filename: 'women.jpg',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const women = res.body.categories.find((c) => c.name === 'Women')!;
    expect(women.tile).toMatchObject({ width: 800, height: 600 });
    expect(res.body.categories.find((c) => c.name === 'Men')!.tile).toBeNull();
    const info = await shopperInfo((i) => i.categoryTiles?.Women !== undefined);
    expect(info.categoryTiles).toEqual({ Women: women.tile });

    // A new order of the categories keeps the tile; taking Women away drops it and its bytes.
    const current = (await call('GET', '/store', undefined, { token: owner })).body;
    const reordered = await call(
      'PUT',
      '/store',
      { ...current, categories: ['Women', 'Men', 'Accessories'] },
      { token: owner },
    );
    expect(reordered.status).toBe(200);
    const after = await shopperInfo((i) => i.categories[0] === 'Women');
    expect(after.categories).toEqual(['Women', 'Men', 'Accessories']);
    expect(after.categoryTiles?.Women).toEqual(women.tile);
    expect(
      (
        await call(
          'PUT',
          '/store',
          { ...current, categories: ['Men', 'Accessories'] },
          { token: owner },
        )
      ).status,
    ).toBe(200);
    expect(await storedVariants()).toBe(0);
    const gone = await call('DELETE', '/store/categories/Women/tile', undefined, { token: owner });
    expect(gone.status).toBe(404);
  });
});
