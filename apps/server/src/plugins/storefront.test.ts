// The app shell carries the first screen's answers, its chunks and its largest picture, and
// nothing in those answers can break out of the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../kernel/catalog-version.ts';
import { getStoreSettings, saveStoreSettings } from '../modules/store/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
let dist: string;

const SHELL =
  '<!doctype html><html><head><title>shell</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true },
  'src/app/query-client.ts': { file: 'assets/query-b2.js', imports: ['index.html'] },
  '_shared-c3.js': { file: 'assets/shared-c3.js', imports: ['index.html'] },
  'src/app/routes/product-page.tsx': {
    file: 'assets/product-page-d4.js',
    imports: ['index.html', '_shared-c3.js'],
  },
  'src/app/routes/products-page.tsx': {
    file: 'assets/products-page-e5.js',
    imports: ['index.html', '_shared-c3.js'],
  },
};

/** The JSON the shell carries, by read. */
function answersIn(html: string): Record<string, unknown> {
  const m = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html);
  return m?.[1] ? (JSON.parse(m[1]) as Record<string, unknown>) : {};
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'store-web-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  // A title an owner's CSV could carry, meant to end the data block and run a script.
  await t.app.db.execute(
    sql`update products set title = ${'Kurta </script><script>alert(1)</script> <!--'} where id = 2`,
  );
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the storefront shell', () => {
  it('carries a product page’s product, store information, chunks and picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/5' });
    expect(res.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/products/5' });
    const product = api.json<{ imgUrl: string }>();
    const answers = answersIn(res.body);
    expect(answers['/products/5']).toEqual(product);
    expect(answers['/storeInfo']).toEqual(
      (await t.app.inject({ method: 'GET', url: '/api/v1/storeInfo' })).json(),
    );
    for (const file of ['query-b2.js', 'shared-c3.js', 'product-page-d4.js']) {
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(res.body).not.toContain('modulepreload" crossorigin href="/assets/index-a1.js"');
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.imgUrl}">`,
    );
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('carries a listing under the query the storefront sends for it', async () => {
    // Category addresses are lower case (an upper-case one is redirected, page-meta.ts).
    const res = await t.app.inject({ method: 'GET', url: '/products?page=2&category=women' });
    const answers = answersIn(res.body);
    const read = '/products?category=women&limit=12&page=2';
    expect(answers[read]).toEqual(
      (await t.app.inject({ method: 'GET', url: `/api/v1${read}` })).json(),
    );
    expect(res.body).toContain('products-page-e5.js');
  });

  it('carries the home page’s featured products for the store’s first category', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const answers = answersIn(res.body);
    const info = answers['/storeInfo'] as { categories: string[] };
    const first = info.categories[0]?.toLowerCase() ?? '';
    const featured = answers[`/products?category=${first}&featured=true&limit=4&page=1`] as {
      data: unknown[];
    };
    expect(featured.data.length).toBeGreaterThan(0);
    expect(res.body).not.toContain('modulepreload');
  });

  it('carries no answer for a product that does not exist, only the store information', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/999999' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(answersIn(res.body))).toEqual(['/storeInfo']);
    expect(res.body).not.toContain('rel="preload"');
  });

  it('keeps store text inert: nothing in an answer ends the data block', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/product/2' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2); // the entry's and the data block's
    const answer = answersIn(res.body)['/products/2'] as { title: string };
    expect(answer.title).toBe('Kurta </script><script>alert(1)</script> <!--');
  });

  it("names the shop in the tab, by the owner's name for it, until the screen names itself", async () => {
    const titleOf = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
    expect(await titleOf('/cart')).toBe('Ethnic Elegance');
    const before = await getStoreSettings(t.app.db);
    await saveStoreSettings(t.app.db, { ...before, storeName: 'Rangrez & Sons <Jaipur>' });
    await bumpCatalogVersion(t.app.db);
    try {
      await expect.poll(() => titleOf('/checkout')).toBe('Rangrez &amp; Sons &lt;Jaipur&gt;');
    } finally {
      await saveStoreSettings(t.app.db, before);
      await bumpCatalogVersion(t.app.db);
    }
  });

  it('does not serve the build manifest or the raw index file', async () => {
    for (const url of ['/.vite/manifest.json', '/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('product-page-d4.js"');
      expect(res.body).not.toContain('"isEntry"');
    }
  });
});
