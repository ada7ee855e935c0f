// GET /products/{id}/size-chart (issue 33): fetched by the product page when the shopper opens
// the chart, through the catalog's read cache like the product itself.
import { errorResponse, noQuery, productIdParams, productSizeChartResponse } from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCachedJson } from '../../plugins/read-cache.ts';
import { productSizeChart } from './size-charts.service.ts';

export const sizeChartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/:id/size-chart',
    {
      schema: {
        tags: ['catalog'],
        summary: "The product's size chart: its own, else its type's; null when it has none",
        operationId: 'getProductSizeChart',
        security: [],
        params: productIdParams,
        querystring: noQuery,
        response: { 200: productSizeChartResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      const entry = await app.cachedJson(
        `size-chart:${req.params.id}`,
        async () => ({ data: await productSizeChart(app.db, req.params.id) }),
        req.url,
      );
      return sendCachedJson(req, reply, entry);
    },
  );
};
