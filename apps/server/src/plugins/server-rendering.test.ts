// The pages as a crawler or a link preview reads them, with no JavaScript: rendered content,
// preview tags read by open-graph-scraper, JSON-LD checked by Adobe's structured-data validator
// (schema.org and Google's rich-result requirements), crawler files, statuses and addresses.
// Runs against the real storefront build (apps/web/dist, with .server inside), built when missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { sql } from 'drizzle-orm';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCatalogVersion } from '../kernel/catalog-version.ts';
import { getStoreSettings, saveStoreSettings } from '../modules/store/index.ts';
import { multipart, photoPixels } from '../modules/catalog/photos.test-kit.ts';
import { staffToken } from '../modules/staff/staff.test-kit.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(root, 'apps/web/dist');
const PUBLIC_URL = 'https://shop.example';

let t: TestApp;

interface Issue {
  severity: 'ERROR' | 'WARNING';
  issueMessage: string;
  rootType: string;
}

async function structuredDataOf(html: string) {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html) as { jsonld: Record<string, Array<Record<string, unknown>>> };
  const issues = (await new Validator().validate(extracted)) as Issue[];
  return { jsonld: extracted.jsonld, errors: issues.filter((i) => i.severity === 'ERROR') };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/.server/entry-server.js'))) {
    // As `npm start` builds it: under Vitest NODE_ENV is 'test', and Vite would make a
    // development build (React's debug bundle, the dev API address) that the browser journeys
    // run later in `npm test` would then be served.
    const built = spawnSync('npm', ['run', 'build', '-w', '@store/web'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (built.status !== 0)
      throw new Error(`the storefront did not build: ${String(built.stderr)}`);
  }
  t = await createTestApp({
    env: { WEB_DIST_DIR: webDist, PUBLIC_URL, CATALOG_CACHE_POLL_MS: '50' },
  });
  // A title an owner's CSV could carry, meant to end a script block and run one of its own.
  await t.app.db.execute(
    sql`update products set title = ${'Kurta </script><script>alert(1)</script> <!--'} where id = 2`,
  );
  await bumpCatalogVersion(t.app.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a product page, read without JavaScript', () => {
  it('holds the product’s name, price and picture', async () => {
    const res = await get('/product/1');
    expect(res.statusCode).toBe(200);
    const product = (await get('/api/v1/products/1')).json<{
      title: string;
      regularPrice: number;
      discountedPrice: number | null;
      imgUrl: string;
    }>();
    const main = /<main[\s\S]*<\/main>/.exec(res.body)?.[0] ?? '';
    expect(main).toContain(product.title);
    const price = (product.discountedPrice ?? product.regularPrice).toLocaleString('en-IN');
    expect(main).toContain(`₹${price}`);
    expect(main).toMatch(
      new RegExp(`<img src="[^"]*${product.imgUrl}"[^>]*alt="${product.title}"`),
    );
  });

  it('carries the style rules its own markup uses, and the whole sheet only as a disabled link', async () => {
    const page = (await get('/product/1')).body;
    const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)" disabled>/.exec(
      page,
    );
    expect(link).not.toBeNull();
    const whole = fs.readFileSync(path.join(webDist, link?.[1] ?? ''), 'utf8');
    const inline = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(inline.length).toBeGreaterThan(1000);
    expect(inline.length).toBeLessThan(whole.length / 1.5);
    // Every class the page's markup names that the whole sheet styles on its own is styled inline.
    const markup = page.slice(page.indexOf('<div id="root"'));
    const classes = new Set(
      [...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
    );
    const escape = (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`);
    let checked = 0;
    for (const name of classes) {
      const rule = `.${escape(name)}{`;
      if (!name || !whole.includes(rule)) continue;
      expect(inline, name).toContain(rule);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
    // A class of the whole sheet that the page does not use stays out.
    const unused = [...whole.matchAll(/\.([a-z][\w-]*)\{/g)]
      .map((m) => m[1] ?? '')
      .find((name) => !classes.has(name) && !/^(group|peer|container)/.test(name));
    expect(unused).toBeDefined();
    expect(inline).not.toContain(`.${unused}{`);
  });

  it('names the chunks its screen needs, for the entry script to ask for beside the app', async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; name?: string }>;
    const chunksOf = (body: string) =>
      (/<div id="root"[^>]* data-screen-chunks="([^"]*)"/.exec(body)?.[1] ?? '').split(' ');
    const product = chunksOf((await get('/product/1')).body);
    expect(product).toContain(`/${manifest['src/app/routes/product-page.tsx']?.file}`);
    // The query client's chunk, which every screen but the home page's hero loads.
    const query = Object.values(manifest).find((c) => c.name === 'query');
    expect(product).toContain(`/${query?.file}`);
    for (const file of product) expect(fs.existsSync(path.join(webDist, file))).toBe(true);
    const listing = chunksOf((await get('/products?category=women')).body);
    expect(listing).toContain(`/${manifest['src/app/routes/products-page.tsx']?.file}`);
    expect(listing).not.toContain(`/${manifest['src/app/routes/product-page.tsx']?.file}`);
    // The home page's hero is a screen of its own that needs neither the query client nor the
    // chunk the catalog screens share: it hydrates with the app alone.
    const home = chunksOf((await get('/')).body);
    expect(home).toContain(`/${manifest['src/app/routes/home-page.tsx']?.file}`);
    expect(home).not.toContain(`/${query?.file}`);
    expect(home.filter((file) => /\/shared-/.test(file))).toEqual([]);
    // The HTML sanitiser (DOMPurify) is the policy page's, not the catalog's.
    const sanitiser = `/${Object.values(manifest).find((c) => /sanitize-html/.test(c.file))?.file}`;
    expect(sanitiser).toMatch(/^\/assets\//);
    expect(chunksOf((await get('/privacy')).body)).toContain(sanitiser);
    expect([...product, ...listing]).not.toContain(sanitiser);
  });
});

describe('a product page: its preview and structured data', () => {
  it('previews with its own title, description, picture, type and price', async () => {
    const res = await get('/product/1?utm_source=whatsapp&fbclid=abc');
    const product = (await get('/api/v1/products/1')).json<{
      title: string;
      imgUrl: string;
      regularPrice: number;
      discountedPrice: number | null;
    }>();
    const { result, error } = await ogs({ html: res.body });
    expect(error).toBe(false);
    expect(result.ogTitle).toContain(product.title);
    expect(result.ogType).toBe('product');
    expect(result.ogUrl).toBe(`${PUBLIC_URL}/product/1`);
    expect(result.ogDescription?.length).toBeGreaterThan(20);
    // A picture made for previews (a JPEG of 1200 x 630), not the page's own SVG or WebP.
    expect(result.ogImage?.[0]).toMatchObject({
      url: `${PUBLIC_URL}/share/products/1.jpg`,
      width: '1200',
      height: '630',
      type: 'image/jpeg',
    });
    expect(product.imgUrl).toMatch(/\.svg$/);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterImage?.[0]?.url).toBe(`${PUBLIC_URL}/share/products/1.jpg`);
    const price = (product.discountedPrice ?? product.regularPrice).toFixed(2);
    expect(res.body).toContain(`<meta property="product:price:amount" content="${price}">`);
    expect(res.body).toContain('<meta property="product:price:currency" content="INR">');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/1">`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('carries a Product with its Offer and a BreadcrumbList that validate', async () => {
    const res = await get('/product/1');
    const { jsonld, errors } = await structuredDataOf(res.body);
    expect(errors).toEqual([]);
    const product = jsonld.Product?.[0] as {
      name: string;
      image: string[];
      brand: { '@type': string; name: string };
      offers: Record<string, string>;
    };
    expect(product.name).toBeTruthy();
    expect(product.image[0]).toMatch(/^https:\/\/shop\.example\/api\/v1\//);
    expect(product.brand).toMatchObject({ '@type': 'Brand' });
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${PUBLIC_URL}/product/1`,
    });
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(jsonld.BreadcrumbList?.[0]).toBeTruthy();
  });

  it('cannot be broken out of by a product’s own text', async () => {
    const res = await get('/product/2');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const blocks = [
      ...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ];
    expect(blocks.length).toBe(2);
    const data = JSON.parse(blocks[0]?.[1] ?? '') as { name: string };
    expect(data.name).toBe('Kurta </script><script>alert(1)</script> <!--');
  });
});

describe('text that looks like a replacement pattern', () => {
  // `$&`, `` $` ``, `$'` and `$1` mean something to String.prototype.replace; in a page part
  // put in by one they would copy pieces of the page (a second <head> inside the title).
  const patterns = "$& $` $' $1";
  const onePage = (body: string) => {
    for (const part of ['<head>', '</head>', '<title>', '<div id="root"', 'id="first-answers"'])
      expect(body.split(part).length - 1, part).toBe(1);
  };

  it('a search, a product name and the store name stay as written in every part', async () => {
    const search = await get(`/products?q=${encodeURIComponent('$`zz$&')}`);
    onePage(search.body);
    expect(search.body).toMatch(/<title>[^<]*\$`zz\$&amp;[^<]*<\/title>/);

    await t.app.db.execute(sql`update products set title = ${`Kurta ${patterns}`} where id = 4`);
    const before = await getStoreSettings(t.app.db);
    await saveStoreSettings(t.app.db, { ...before, storeName: `Rangrez ${patterns}` });
    await bumpCatalogVersion(t.app.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      const res = await get('/product/4');
      expect(res.statusCode).toBe(200);
      onePage(res.body);
      const escaped = patterns.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1];
      expect(title).toBe(`Kurta ${escaped} | Rangrez ${escaped}`);
      // The preview tags, the rendered markup and the answers the page carries.
      const { result } = await ogs({ html: res.body });
      expect(result.ogTitle).toContain(`Kurta ${patterns}`);
      const root = /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(res.body)?.[1] ?? '';
      expect(root).toContain(`Kurta ${escaped}`);
      expect(root).toContain(`Rangrez ${escaped}`);
      const answers = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(answers).toContain(JSON.stringify(`Kurta ${patterns}`).slice(1, -1));
      const { jsonld } = await structuredDataOf(res.body);
      expect(jsonld.Product?.[0]).toMatchObject({ name: `Kurta ${patterns}` });
    } finally {
      await saveStoreSettings(t.app.db, before);
      await bumpCatalogVersion(t.app.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});

describe('listings and the home page', () => {
  it('a listing shows its products, links its pages and carries an ItemList', async () => {
    const res = await get('/products?category=women');
    expect(res.statusCode).toBe(200);
    const list = (await get('/api/v1/products?category=women&limit=12&page=1')).json<{
      data: Array<{ id: number; title: string }>;
    }>();
    for (const p of list.data) expect(res.body).toContain(`href="/product/${p.id}"`);
    // Pages and filters work as a plain form before the script arrives.
    expect(res.body).toMatch(/<form [^>]*action="\/products" method="get">/);
    expect(res.body).toMatch(
      /<button type="submit" value="2" aria-label="Page 2"[^>]*name="page">/,
    );
    const { jsonld, errors } = await structuredDataOf(res.body);
    expect(errors).toEqual([]);
    const items = (jsonld.ItemList?.[0] as { itemListElement: Array<{ url: string }> })
      .itemListElement;
    expect(items.map((i) => i.url)).toEqual(list.data.map((p) => `${PUBLIC_URL}/product/${p.id}`));
    const { result } = await ogs({ html: res.body });
    expect(result.ogImage?.[0]).toMatchObject({
      url: `${PUBLIC_URL}/share.png`,
      width: '1200',
      height: '630',
    });
  });

  it('the home page carries the Organization and a WebSite with its search', async () => {
    const res = await get('/');
    const { jsonld, errors } = await structuredDataOf(res.body);
    expect(errors).toEqual([]);
    expect(jsonld.Organization?.[0]).toMatchObject({ url: `${PUBLIC_URL}/` });
    expect(jsonld.WebSite?.[0]).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/products?q={search_term_string}` },
      },
    });
    expect(res.body).toContain('Elegant Ethnic for the Modern Indian');
  });

  it('policy and contact pages are rendered with their own titles', async () => {
    const policy = await get('/privacy');
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain('<title>Privacy Policy | Ethnic Elegance</title>');
    expect(policy.body).toMatch(/respects your privacy/);
    const contact = await get('/contact');
    expect(contact.body).toContain('<title>Contact Us | Ethnic Elegance</title>');
  });
});

describe('addresses, statuses and crawler files', () => {
  it('answers 404 for unknown pages and products', async () => {
    for (const url of ['/no-such-page', '/a/b/c', '/product/999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
    expect((await get('/no-such-page')).body).toContain('Oops! Page not found');
  });

  it('answers 410 for an archived product, and 404 for a draft', async () => {
    await t.app.db.execute(sql`update products set status = 'archived' where id = 7`);
    await t.app.db.execute(sql`update products set status = 'draft' where id = 8`);
    await bumpCatalogVersion(t.app.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const archived = await get('/product/7');
    expect(archived.statusCode).toBe(410);
    expect(archived.body).toContain('<meta name="robots" content="noindex">');
    expect((await get('/product/8')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`${PUBLIC_URL}/product/7<`);
  });

  it('has one address per page: no trailing slash, lower-case categories', async () => {
    const slash = await get('/products/?category=men');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/products?category=men');
    const upper = await get('/products?category=Women&page=2');
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe('/products?category=women&page=2');
    // The filter panel's price band, sent without the script, lands on the script's address.
    const band = await get('/products?category=women&price=1000-1999&page=3');
    expect(band.statusCode).toBe(301);
    expect(band.headers.location).toBe('/products?category=women&minPrice=1000&maxPrice=1999');
    expect((await get('/products?q=saree&price=5000-')).headers.location).toBe(
      '/products?q=saree&minPrice=5000',
    );
    expect((await get(band.headers.location as string)).statusCode).toBe(200);
    const tracked = await get('/products?category=men&utm_campaign=diwali&gclid=x');
    expect(tracked.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/products?category=men">`,
    );
  });

  it('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    for (const p of ['/checkout', '/account', '/orders', '/admin', '/api/']) {
      expect(res.body).toContain(`Disallow: ${p}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists every active product, category and policy page with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toMatch(/xml/);
    const total = (await get('/api/v1/products?limit=1')).json<{ pagination: { total: number } }>()
      .pagination.total;
    const products = res.body.match(
      /<loc>https:\/\/shop\.example\/product\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/g,
    );
    expect(products).toHaveLength(total);
    expect(res.body).toContain(`<loc>${PUBLIC_URL}/products?category=women</loc>`);
    for (const slug of ['terms', 'privacy', 'refund', 'return', 'shipping', 'about']) {
      expect(res.body).toContain(`<loc>${PUBLIC_URL}/${slug}</loc>`);
    }
  });

  it('the share picture is a 1200 x 630 PNG', async () => {
    const res = await get('/share.png');
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it("a product's share picture is its art as a 1200 x 630 JPEG, and 404 for no product", async () => {
    const res = await get('/share/products/1.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The art is drawn in colour on the ivory ground, not left blank.
    const { channels } = await sharp(res.rawPayload).stats();
    expect(Math.min(...channels.map((c) => c.min))).toBeLessThan(200);
    expect((await get('/share/products/999999.jpg')).statusCode).toBe(404);
    expect((await get('/share/products/abc.jpg')).statusCode).toBe(404);
  });

  it('a product with photos shares its first photo, made 1200 x 630', async () => {
    const staff = await staffToken(t.app, 'staff');
    const photo = await (await photoPixels(900, 1200)).jpeg().toBuffer();
    const { payload, contentType } = multipart(photo, 'kurta.jpg', 'image/jpeg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/3/images',
      headers: { authorization: `Bearer ${staff}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    // The read cache notices the change within its poll interval.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const product = (await get('/api/v1/products/3')).json<{ imgUrl: string }>();
    expect(product.imgUrl).toMatch(/\/api\/v1\/media\/images\/.*\.webp$/);
    const res = await get('/share/products/3.jpg');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // The photo's warm colours, not the drawn art's, fill the middle of the picture.
    const middle = await sharp(res.rawPayload)
      .extract({ left: 560, top: 275, width: 80, height: 80 })
      .stats();
    expect(middle.channels[0]!.mean).toBeGreaterThan(middle.channels[2]!.mean + 40);
  });
});

describe('the rendered-page cache', () => {
  it('answers a page again from memory, and renders it anew when the catalog changes', async () => {
    const first = await get('/product/3');
    const again = await get('/product/3');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/product/3',
          headers: { 'if-none-match': first.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304);
    await t.app.db.execute(sql`update products set title = 'Renamed Festive Kurta' where id = 3`);
    await bumpCatalogVersion(t.app.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const changed = await get('/product/3');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body).toContain('Renamed Festive Kurta');
  });
});
