// What crawlers, link previews and phones ask the store for besides its pages: /robots.txt,
// /sitemap.xml (every active product, category and policy page), the 1200 x 630 share picture
// (docs/decisions/011-server-rendering.md) and the installable app's manifest (decision 028).
import type { FastifyInstance } from 'fastify';
import type { Product, ProductListResponse, StoreInfo } from '@store/contract';
import { MAX_PAGE_SIZE } from '@store/contract';
import { canonicalRead } from '@store/contract/storefront-reads';
import { toCachedText, type CachedJson } from '../lib/versioned-cache.ts';
import { addressIn, offeredLanguages } from './languages.ts';
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

/** A sitemap entry's links to its English and Hindi versions. */
function alternates(publicUrl: string, loc: string): string {
  return (
    [
      ['en-IN', loc],
      ['hi-IN', addressIn('hi', loc)],
      ['x-default', loc],
    ] as const
  )
    .map(
      ([code, at]) =>
        `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(`${publicUrl}${at}`)}"/>`,
    )
    .join('');
}

export function robotsTxt(publicUrl: string): string {
  // The same private pages in Hindi, and the language switch (docs/decisions/031).
  const hindi = DISALLOWED.filter((p) => !p.startsWith('/api/')).map((p) => `/hi${p}`);
  return [
    'User-agent: *',
    'Allow: /',
    ...[...DISALLOWED, ...hindi, '/language/'].map((p) => `Disallow: ${p}`),
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
        products.push({ loc: `/product/${product.id}`, lastmod });
      }
    }
    const info = await answerOf(canonicalRead('/storeInfo'));
    const categories = info.json ? (JSON.parse(info.json) as StoreInfo).categories : [];
    urls.push({ loc: '/', lastmod: newest });
    urls.push({ loc: '/products', lastmod: newest });
    for (const category of new Set(categories.map((c) => c.trim().toLowerCase()))) {
      if (!category) continue;
      const loc = `/products?category=${encodeURIComponent(category)}`;
      urls.push({ loc, lastmod: newest });
    }
    urls.push(...products);
    urls.push({ loc: '/contact', lastmod: newest });
    for (const slug of POLICY_SLUGS) urls.push({ loc: `/${slug}`, lastmod: newest });
    // Each page in English and, where the shop offers it, in Hindi, each naming the other
    // (hreflang, as the pages themselves do: docs/decisions/031).
    const hindi = offeredLanguages(info.json).includes('hi');
    const entry = (loc: string, lastmod: string | undefined, links: string) =>
      `<url><loc>${escapeXml(`${publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls.flatMap(({ loc, lastmod }) => {
        if (!hindi) return [entry(loc, lastmod, '')];
        const links = alternates(publicUrl, loc);
        return [entry(loc, lastmod, links), entry(addressIn('hi', loc), lastmod, links)];
      }),
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
