// The Hindi names of the catalog's categories, types and colours under
// /api/v1/admin/catalog-names (docs/decisions/032): the list to fill in, and one name's save.
// Staff and owners alike keep them, as they keep products; the shoppers' cached reads start
// again after a save.
import {
  catalogNamesResponse,
  errorResponse,
  noQuery,
  saveCatalogNameRequest,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bumpCatalogVersion } from '../../kernel/catalog-version.ts';
import { catalogNamesInUse, saveHindiName } from './hindi-names.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export async function catalogNamesAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/catalog-names',
    {
      schema: {
        tags,
        security,
        summary: 'Every category, type and colour in the catalog with its Hindi name',
        operationId: 'adminListCatalogNames',
        querystring: noQuery,
        response: { 200: catalogNamesResponse, ...refusals },
      },
    },
    async () => ({ data: await catalogNamesInUse(api.db) }),
  );

  api.put(
    '/catalog-names',
    {
      schema: {
        tags,
        security,
        summary: 'Set the Hindi name of a category, type or colour (empty removes it)',
        operationId: 'adminSaveCatalogName',
        querystring: noQuery,
        body: saveCatalogNameRequest,
        response: { 204: z.null().describe('No content'), ...refusals },
      },
    },
    async (req, reply) => {
      const { kind, name, nameHi } = req.body;
      await api.db.transaction(async (tx) => {
        await saveHindiName(tx, kind, name, nameHi);
        await bumpCatalogVersion(tx);
      });
      return reply.code(204).send(null);
    },
  );
}
