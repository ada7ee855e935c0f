// The storefront in Hindi (docs/decisions/031): every public page under /hi rendered on the
// server in Hindi, with <html lang>, its canonical address, hreflang links between the two
// versions and x-default, the Devanagari face, the sitemap listing both, and the shopper's
// choice remembered in a cookie. Runs against the storefront build (apps/web/dist), like
// server-rendering.test.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../modules/orders/test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  FONT_CHECK_SCRIPT,
  LOCAL_DEVANAGARI,
  languageRedirect,
  offeredLanguages,
  readIn,
  splitLanguage,
} from './languages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const webDist = path.join(root, 'apps/web/dist');
const PUBLIC_URL = 'https://shop.example';
let t: TestApp;

beforeAll(async () => {
  if (!fs.existsSync(path.join(webDist, '.server/entry-server.js'))) {
    throw new Error('build the storefront first (npm run build)');
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: webDist, PUBLIC_URL } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const links = (html: string) =>
  [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/g)].map((m) => m[0]);

describe('Hindi pages rendered on the server', () => {
  it('renders a product page in Hindi, naming its English version', async () => {
    const p = await createProduct(t.database.db);
    const res = await get(`/hi/product/${p.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="hi-IN"');
    expect(html).toContain(`data-rendered-path="/hi/product/${p.id}"`);
    expect(links(html)).toEqual([
      `<link rel="canonical" href="${PUBLIC_URL}/hi/product/${p.id}">`,
      `<link rel="alternate" hreflang="en-IN" href="${PUBLIC_URL}/product/${p.id}">`,
      `<link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/product/${p.id}">`,
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/product/${p.id}">`,
    ]);
    // The page's words in Hindi, its links in Hindi, the way back to English.
    expect(html).toContain('कार्ट में डालें');
    expect(html).not.toContain('>Add to Cart<');
    expect(html).toContain('href="/hi/cart"');
    expect(html).toMatch(
      /href="\/language\/en\?to=%2Fproduct%2F\d+"[^>]*hrefLang="en"|hreflang="en"/i,
    );
    // The Devanagari face and the Hindi catalog's chunk come with the page; the face's file is
    // preloaded by the font check only where the device has no face of its own (below).
    expect(html).toMatch(
      /<script data-local="[^"]+" data-href="\/assets\/noto-sans-devanagari-[^"]+\.woff2">/,
    );
    expect(html).not.toContain('rel="preload" as="font"');
    expect(html).toContain('font-display:swap');
    expect(html).toMatch(/data-screen-chunks="[^"]*\/assets\/hi-[\w-]+\.js"/);
  });

  it('keeps the English page English, with the same links and no Hindi files', async () => {
    const p = await createProduct(t.database.db);
    const html = (await get(`/product/${p.id}`)).body;
    expect(html).toContain('<html lang="en-IN"');
    expect(links(html)).toContain(
      `<link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/product/${p.id}">`,
    );
    expect(links(html)[0]).toBe(`<link rel="canonical" href="${PUBLIC_URL}/product/${p.id}">`);
    expect(html).toContain('Add to Cart');
    expect(html).not.toContain('data-devanagari');
    expect(html).not.toMatch(/\/assets\/hi-[\w-]+\.js/);
    expect(html).toContain('हिन्दी');
  });

  it('renders the home page, a listing and a policy page under /hi', async () => {
    const home = await get('/hi');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="hi-IN"');
    expect(home.body).toContain('आज के भारत के लिए सुंदर एथनिक पहनावा');
    expect(links(home.body)[0]).toBe(`<link rel="canonical" href="${PUBLIC_URL}/hi">`);
    expect((await get('/hi/')).headers.location).toBe('/hi');
    // The store information it carries is the Hindi one its script asks for: the category tiles
    // render with their Hindi names, on the server and in the first render in the browser.
    const carried = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(
      home.body,
    );
    const storeInfo = (JSON.parse(carried![1]!) as Record<string, { categoryNames?: unknown }>)[
      '/storeInfo'
    ];
    expect(storeInfo?.categoryNames).toMatchObject({ Men: 'पुरुष' });
    expect(home.body).not.toContain('>Men<');
    const listing = await get('/hi/products?category=women');
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain('action="/hi/products"');
    const policy = await get('/hi/privacy');
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toContain('<html lang="hi-IN"');
  });

  it('answers an unknown Hindi page 404 as the Hindi 404 page, with no versions', async () => {
    const res = await get('/hi/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-rendered-path="/hi/404"');
    expect(res.body).toContain('यह पेज नहीं मिला');
    expect(links(res.body)).toEqual([]);
  });

  it('serves the shell of a private page in Hindi', async () => {
    const res = await get('/hi/checkout');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain('data-devanagari');
  });
});

describe("a Hindi page's Devanagari face", () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("uses the device's own face first, and fetches the file only after them", async () => {
    const html = (await get('/hi')).body;
    const src = /@font-face\{font-family:"Store Devanagari";[^}]*src:([^;]+);/.exec(html)?.[1];
    const sources = src?.split(/,(?=local|url)/) ?? [];
    expect(sources.slice(0, -1)).toEqual(LOCAL_DEVANAGARI.map((name) => `local("${name}")`));
    expect(sources.at(-1)).toMatch(
      /^url\(\/assets\/noto-sans-devanagari-[^)]+\.woff2\) format\("woff2"\)$/,
    );
    // The font check asks about the same names, and preloads the same file.
    const check = /<script data-local="([^"]+)" data-href="([^"]+)">/.exec(html);
    expect(check?.[1]?.replace(/&quot;/g, '"')).toBe(sources.slice(0, -1).join(','));
    expect(sources.at(-1)).toContain(`url(${check?.[2]})`);
  });

  it('comes before the style sheets, so switching the whole sheet on leaves it as it is', async () => {
    for (const url of ['/hi', '/hi/products?category=women', '/hi/checkout']) {
      const head = (await get(url)).body.split('</head>')[0] ?? '';
      const face = head.indexOf('<style data-devanagari>');
      expect(face, url).toBeGreaterThan(0);
      const sheets = [...head.matchAll(/<style>|<link rel="stylesheet"/g)].map((m) => m.index);
      expect(sheets.length, url).toBeGreaterThan(0);
      expect(Math.min(...sheets), url).toBeGreaterThan(face);
    }
  });

  it('allows the font check by its hash on Hindi pages only, and no other inline script', async () => {
    const hindi = await get('/hi/products?category=women');
    const script = /<script data-local=[^>]*>([^<]*)<\/script>/.exec(hindi.body)?.[1] ?? '';
    expect(script).toBe(FONT_CHECK_SCRIPT);
    const policy = String(hindi.headers['content-security-policy']);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", sha256(script)]);
    // Every inline script of the page is that one (data in JSON and JSON-LD runs nothing).
    const inline = [
      ...hindi.body.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g,
      ),
    ];
    expect(inline).toHaveLength(1);
    const english = await get('/products?category=women');
    expect(String(english.headers['content-security-policy'])).not.toContain('sha256');
    expect(english.body).not.toContain('data-local');
  });
});

describe('the language switch', () => {
  it('remembers the choice and goes on to the same page in that language', async () => {
    const res = await get('/language/hi?to=%2Fproduct%2F7%3Fsize%3DM');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/hi/product/7?size=M');
    expect(String(res.headers['set-cookie'])).toMatch(/^store_lang=hi; Path=\/; Max-Age=31536000/);
    const back = await get('/language/en?to=%2Fhi%2Fproduct%2F7');
    expect(back.headers.location).toBe('/product/7');
    expect(String(back.headers['set-cookie'])).toContain('store_lang=en');
  });

  it('never sends the shopper to another site, and knows only two languages', async () => {
    for (const to of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await get(`/language/hi?to=${encodeURIComponent(to)}`);
      expect(res.headers.location, to).toBe('/hi');
    }
    expect((await get('/language/fr?to=%2F')).statusCode).toBe(404);
  });

  it('opens an English address in Hindi for a shopper who chose Hindi on this phone', async () => {
    const res = await get('/product/7?size=M', { cookie: 'a=b; store_lang=hi' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hi/product/7?size=M');
    expect((await get('/', { cookie: 'store_lang=hi' })).headers.location).toBe('/hi');
    expect((await get('/', { cookie: 'store_lang=en' })).statusCode).toBe(200);
  });
});

describe('crawler files in two languages', () => {
  it('lists both versions of every page in the sitemap, each naming the other', async () => {
    const p = await createProduct(t.database.db);
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain(`<loc>${PUBLIC_URL}/hi/product/${p.id}</loc>`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/product/${p.id}</loc>`);
    expect(body).toContain(`<loc>${PUBLIC_URL}/hi</loc>`);
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/product/${p.id}"/>`,
    );
  });

  it('keeps crawlers out of the Hindi private pages and the switch', async () => {
    const body = (await get('/robots.txt')).body;
    expect(body).toContain('Disallow: /hi/checkout');
    expect(body).toContain('Disallow: /language/');
  });
});

describe('languages.ts', () => {
  const req = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;
  it('sends /hi pages to English when the shop offers English only', () => {
    const englishOnly = offeredLanguages(JSON.stringify({ languages: ['en'] }));
    expect(englishOnly).toEqual(['en']);
    const url = new URL('http://x/hi/product/7?size=M');
    expect(languageRedirect(req(), url, englishOnly)).toBe('/product/7?size=M');
    expect(languageRedirect(req('store_lang=hi'), new URL('http://x/'), englishOnly)).toBe(
      undefined,
    );
  });

  it('reads the shop languages with care, both when it does not say', () => {
    expect(offeredLanguages(undefined)).toEqual(['en', 'hi']);
    expect(offeredLanguages('{}')).toEqual(['en', 'hi']);
    expect(offeredLanguages('{"languages":["fr"]}')).toEqual(['en', 'hi']);
    expect(offeredLanguages('not json')).toEqual(['en', 'hi']);
  });

  it('asks the catalog in Hindi only for listings and products', () => {
    expect(readIn('hi', '/products?category=women&limit=12')).toBe(
      '/products?category=women&lang=hi&limit=12',
    );
    expect(readIn('hi', '/products/7')).toBe('/products/7?lang=hi');
    expect(readIn('hi', '/products/7/reviews')).toBe('/products/7/reviews');
    expect(readIn('en', '/products/7')).toBe('/products/7');
    expect(splitLanguage('/hindi-wear')).toEqual({ lang: 'en', inner: '/hindi-wear' });
    expect(splitLanguage('/hi')).toEqual({ lang: 'hi', inner: '/' });
  });
});

// Both languages: a listing is sent without the answer its markup shows (plugins/storefront.ts,
// fetchedByApp), so that it fits a new connection's first round trip.
describe('a rendered listing and its products answer', () => {
  it.each([
    ['/products?category=women', '/products?category=women&limit=12&page=1'],
    ['/hi/products?category=women', '/products?category=women&lang=hi&limit=12&page=1'],
  ])('%s names its products answer for the app to fetch, and preloads it', async (url, key) => {
    const res = await get(url);
    const attribute = key.replace(/&/g, '&amp;');
    expect(res.body).toContain(`data-fetched-answers="${attribute}"`);
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/api/v1${attribute}">`,
    );
    // The page carries the store information, not the list its markup already shows.
    const carried = JSON.parse(
      /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(res.body)?.[1] ??
        '{}',
    ) as Record<string, unknown>;
    expect(Object.keys(carried)).toEqual(['/storeInfo']);
    // The address named answers what the page was rendered from: its first product's card.
    const answer = (await get(`/api/v1${key}`)).json<{
      data: Array<{ id: number; title: string }>;
    }>();
    const first = answer.data[0];
    expect(first && res.body.indexOf(`/product/${first.id}"`)).toBeGreaterThan(0);
    // A product page still carries its own answer.
    const product = await get(`${url.startsWith('/hi') ? '/hi' : ''}/product/${first?.id ?? 1}`);
    expect(product.body).not.toContain('data-fetched-answers');
    expect(product.body).toMatch(new RegExp(`"/products/${first?.id ?? 1}(\\?lang=hi)?":`));
  });

  it('the home page keeps its featured pieces in the page', async () => {
    const res = await get('/');
    expect(res.body).not.toContain('data-fetched-answers');
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).toMatch(/id="first-answers">\{[^<]*"\/products\?[^"]*featured=true/);
  });

  it("links a Hindi page's pieces and breadcrumbs to Hindi pages in its structured data", async () => {
    const data = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
      );
    const [list] = data((await get('/hi/products?category=women')).body);
    const items = list?.itemListElement as Array<{ url: string }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.url).toMatch(/^https:\/\/shop\.example\/hi\/product\/\d+$/);
    const id = /\/product\/(\d+)$/.exec(items[0]?.url ?? '')?.[1];
    const [product, crumbs] = data((await get(`/hi/product/${id}`)).body);
    expect(product).toMatchObject({ offers: { url: `${PUBLIC_URL}/hi/product/${id}` } });
    const trail = (crumbs?.itemListElement as Array<{ item: string }>).map((c) => c.item);
    expect(trail[0]).toBe(`${PUBLIC_URL}/hi`);
    expect(trail.at(-1)).toBe(`${PUBLIC_URL}/hi/product/${id}`);
    // The English pages keep theirs.
    const [english] = data((await get(`/product/${id}`)).body);
    expect(english).toMatchObject({ offers: { url: `${PUBLIC_URL}/product/${id}` } });
  });
});
