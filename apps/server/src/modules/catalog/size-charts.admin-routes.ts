// The owner's size charts under /api/v1/admin/size-charts (issue 33): thin adapters onto
// size-charts.service.ts. Staff and owners alike may keep them, as they keep products.
import {
  adminSizeChartsResponse,
  errorResponse,
  noQuery,
  queryInt,
  saveSizeChartRequest,
  sizeChart,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/admin-auth.ts';
import { adminSizeCharts, removeSizeChart, saveSizeChart } from './size-charts.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export async function sizeChartAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/size-charts',
    {
      schema: {
        tags,
        security,
        summary: 'Every size chart: by product type (and gender), then per product',
        operationId: 'adminListSizeCharts',
        querystring: noQuery,
        response: { 200: adminSizeChartsResponse, ...refusals },
      },
    },
    async () => ({ data: await adminSizeCharts(api.db) }),
  );

  api.put(
    '/size-charts',
    {
      schema: {
        tags,
        security,
        summary:
          'Save the chart of a product type (and gender) or of one product, replacing its last',
        operationId: 'adminSaveSizeChart',
        querystring: noQuery,
        body: saveSizeChartRequest,
        response: { 200: sizeChart, ...refusals, 404: errorResponse },
      },
    },
    async (req) => saveSizeChart(api.db, staffOf(req), req.body),
  );

  api.delete(
    '/size-charts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a size chart',
        operationId: 'adminDeleteSizeChart',
        querystring: noQuery,
        params: z.object({ id: queryInt('id', 1, 2_000_000_000) }).strict(),
        response: { 204: z.null().describe('No content'), ...refusals, 404: errorResponse },
      },
    },
    async (req, reply) => {
      await removeSizeChart(api.db, staffOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );
}
