// What crawlers, link previews and phones ask the store for besides its pages: /robots.txt,
// /sitemap.xml (every active product, category and policy page), the 1200 x 630 share picture
// (docs/decisions/011-server-rendering.md) and the installable app's manifest (decision 028).
import type { FastifyInstance } from 'fastify';
import type { Product, ProductListResponse, StoreInfo } from '@store/contract';
import { MAX_PAGE_SIZE } from '@store/contract';
import { canonicalRead } from '@store/contract/storefront-reads';
import { toCachedText, type CachedJson } from '../lib/versioned-cache.ts';
import { POLICY_SLUGS } from './page-meta.ts';
import { registerSharePictures, type SharePictureSources } from './share-picture.ts';
import { registerWebAppManifest } from './web-app-manifest.ts';

/** Shopper-only and private addresses (docs/product/storefront.md section 2) and the API. */
const DISALLOWED = [
  '/checkout',
  '/payment',
  '/account',
  '/orders',
  '/order-success',
  '/track-order',
  '/confirm-cod',
  '/cart',
  '/wishlist',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/admin',
  '/api/',
];

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const day = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
};

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function registerCrawlerFiles(
  app: FastifyInstance,
  options: {
    publicUrl: string;
    cached: (key: string, load: () => Promise<CachedJson>) => Promise<CachedJson>;
    answerOf: (read: string) => Promise<{ status: number; json?: string }>;
    mainPictureOf?: SharePictureSources['mainPictureOf'];
  },
): void {
  const { publicUrl, cached, answerOf } = options;

  async function sitemap(): Promise<CachedJson> {
    const urls: Array<{ loc: string; lastmod?: string }> = [];
    const products: Array<{ loc: string; lastmod?: string }> = [];
    let newest: string | undefined;
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await answerOf(canonicalRead('/products', { page, limit: MAX_PAGE_SIZE }));
      if (!answer.json) throw new Error(`the product list answered ${answer.status}`);
      const list = JSON.parse(answer.json) as ProductListResponse;
      pages = list.pagination?.totalPages ?? 1;
      for (const product of list.data) {
        const lastmod = day(product.createdAt);
        if (lastmod && (!newest || lastmod > newest)) newest = lastmod;
        products.push({ loc: `${publicUrl}/product/${product.id}`, lastmod });
      }
    }
    const info = await answerOf(canonicalRead('/storeInfo'));
    const categories = info.json ? (JSON.parse(info.json) as StoreInfo).categories : [];
    urls.push({ loc: `${publicUrl}/`, lastmod: newest });
    urls.push({ loc: `${publicUrl}/products`, lastmod: newest });
    for (const category of new Set(categories.map((c) => c.trim().toLowerCase()))) {
      if (!category) continue;
      const loc = `${publicUrl}/products?category=${encodeURIComponent(category)}`;
      urls.push({ loc, lastmod: newest });
    }
    urls.push(...products);
    urls.push({ loc: `${publicUrl}/contact`, lastmod: newest });
    for (const slug of POLICY_SLUGS) urls.push({ loc: `${publicUrl}/${slug}`, lastmod: newest });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        ({ loc, lastmod }) =>
          `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    return toCachedText(body);
  }

  const robots = robotsTxt(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const entry = await cached('sitemap.xml', sitemap);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(entry.bytes);
  });
  registerWebAppManifest(app, answerOf);
  if (options.mainPictureOf) {
    registerSharePictures(app, {
      async productOf(id) {
        const answer = await answerOf(canonicalRead(`/products/${id}`));
        return answer.json ? (JSON.parse(answer.json) as Product) : null;
      },
      mainPictureOf: options.mainPictureOf,
    });
  }
}
