import { errorResponse, healthResponse, noQuery, storeInfo, storeInfoQuery } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../plugins/read-cache.ts';
import type { Executor } from '../../db/client.ts';
import { getStoreInfo, type PaymentsOffer } from './store.service.ts';

export interface StoreRoutesOptions {
  /** The payment methods taken now and whether only test payments; app.ts asks the payments module. */
  paymentsOffer?: (db: Executor) => Promise<PaymentsOffer>;
  /** The Hindi names of categories (the catalog module's), for `lang=hi`. */
  hindiCategoryNames?: (db: Executor, categories: string[]) => Promise<Record<string, string>>;
}

export const storeRoutes: FastifyPluginAsyncZod<StoreRoutesOptions> = async (app, options) => {
  app.get(
    '/storeInfo',
    {
      schema: {
        tags: ['store'],
        summary:
          "The store's name, contact details, logo, categories with their tile pictures, policies and payment methods",
        operationId: 'getStoreInfo',
        security: [],
        querystring: storeInfoQuery,
        response: { 200: storeInfo, 400: errorResponse, 500: errorResponse },
      },
    },
    async (req, reply) => {
      const hindi = req.query.lang === 'hi';
      const names = hindi ? options.hindiCategoryNames : undefined;
      // The language is part of the key: the English answer stays the plain 'storeInfo'.
      const entry = await app.cachedJson(
        hindi ? 'storeInfo?lang=hi' : 'storeInfo',
        () => getStoreInfo(app.db, options.paymentsOffer, names),
        req.url,
      );
      return sendCachedJson(req, reply, entry);
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['store'],
        summary: 'Whether the API and its database answer',
        operationId: 'getHealth',
        security: [],
        querystring: noQuery,
        response: { 200: healthResponse, 400: errorResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      const up = await app.database.ping();
      return reply
        .code(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
