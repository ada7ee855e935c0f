import {
  errorResponse,
  product,
  productIdParams,
  productQuery,
  productListQuery,
  productListResponse,
  searchSuggestions,
  searchSuggestQuery,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../plugins/read-cache.ts';
import { getProduct, productPicture } from './catalog.service.ts';
import { canonicalQuery, listCatalog } from './listing.service.ts';
import { logSearch } from './search/synonyms.service.ts';
import { suggest } from './search/suggest.service.ts';

const ONE_YEAR = 31_536_000;

/** GET /search/suggest: kinds of piece and a few products as the shopper types (docs/search.md). */
function suggestRoute(app: Parameters<FastifyPluginAsyncZod>[0]): void {
  app.get(
    '/search/suggest',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Suggestions as the shopper types: kinds of piece and a few products',
        operationId: 'suggestSearch',
        security: [],
        querystring: searchSuggestQuery,
        response: { 200: searchSuggestions, 400: errorResponse },
      },
    },
    async (req, reply) => {
      const q = req.query.q.toLowerCase();
      const lang = req.query.lang ?? 'en';
      // The language is part of the key: a Hindi answer must never meet an English request.
      const entry = await app.cachedJson(
        `suggest?q=${encodeURIComponent(q)}&lang=${lang}`,
        () => suggest(app.db, q, lang),
        req.url,
      );
      return sendCachedJson(req, reply, entry);
    },
  );
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'List products with filters, search, sorting and pages',
        operationId: 'listProducts',
        security: [],
        querystring: productListQuery,
        response: { 200: productListResponse, 400: errorResponse },
      },
    },
    async (req, reply) => {
      const q = req.query.q?.trim();
      // A search is not handed to the cache's fast path (which answers before any handler):
      // each one passes here to be counted for the owner's search report.
      const entry = await app.cachedJson(
        `products?${canonicalQuery(req.query)}`,
        () => listCatalog(app.db, req.query),
        q ? undefined : req.url,
      );
      if (q && (req.query.page ?? 1) === 1) {
        const total = Number(/"count":(\d+),"pagination"/.exec(entry.body)?.[1] ?? 0);
        logSearch(app.db, q, total).catch((err: unknown) =>
          req.log.warn({ err }, 'search could not be logged'),
        );
      }
      return sendCachedJson(req, reply, entry);
    },
  );

  suggestRoute(app);

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        operationId: 'getProduct',
        security: [],
        params: productIdParams,
        querystring: productQuery,
        response: { 200: product, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      // A 404 rejects and is never kept, so unknown ids cannot fill the cache.
      const entry = await app.cachedJson(
        `product:${req.params.id}:${req.query.lang ?? 'en'}`,
        () => getProduct(app.db, req.params.id, req.query.lang),
        req.url,
      );
      return sendCachedJson(req, reply, entry);
    },
  );

  // Generated product art. The URL carries the product's revision, so it can be cached forever.
  app.get(
    '/media/products/:id/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product illustration (SVG)',
        operationId: 'getProductPicture',
        security: [],
        params: z
          .object({
            id: z.string().regex(/^[1-9]\d{0,9}$/, 'Image not found'),
            file: z.string().regex(/^(main|detail)-\d{1,9}\.svg$/, 'Image not found'),
          })
          .strict(),
        response: {
          200: {
            description:
              'The picture; its address carries the revision, so it is cached for a year',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const [view, rev] = req.params.file.replace('.svg', '').split('-') as [
        'main' | 'detail',
        string,
      ];
      const { svg, revision } = await productPicture(app.db, Number(req.params.id), view);
      const current = Number(rev) === revision;
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header(
          'cache-control',
          current ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=300',
        )
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
};
