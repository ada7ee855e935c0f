import { errorResponse, noQuery, pinCodeAnswer, pinCodeParams } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../plugins/read-cache.ts';
import { pinCacheKey, pinCodeAnswerFor } from './delivery.service.ts';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincodes/:pin',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Where a PIN code is, whether the store delivers there, and by when',
        operationId: 'getPincode',
        security: [],
        params: pinCodeParams,
        querystring: noQuery,
        response: { 200: pinCodeAnswer, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      const now = new Date();
      // No URL is passed: the fast path keys by URL alone, and this answer changes with the
      // clock. A 404 rejects and is never kept.
      const entry = await app.cachedJson(pinCacheKey(req.params.pin, now), () =>
        pinCodeAnswerFor(app.db, req.params.pin, now),
      );
      return sendCachedJson(req, reply, entry);
    },
  );
};
