// The admin's search screens (docs/search.md): the shop's own words, and what shoppers searched
// for lately. The same services as the search:synonyms and search:report commands.
import {
  errorResponse,
  searchReportQuery,
  searchReportResponse,
  searchSynonym,
  searchSynonymInput,
  searchSynonymList,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOwner } from '../../plugins/admin-auth.ts';
import {
  addSynonym,
  listSynonyms,
  removeSynonym,
  searchReport,
} from './search/synonyms.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;
const wordParams = z.object({ word: z.string().min(1).max(60) }).strict();

const toWire = (r: { word: string; means: string; createdAt: Date }) => ({
  word: r.word,
  means: r.means,
  createdAt: r.createdAt.toISOString(),
});

export async function searchAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/search/synonyms',
    {
      schema: {
        tags,
        security,
        summary: "The shop's own search words, by word",
        operationId: 'adminListSearchSynonyms',
        response: { 200: searchSynonymList, ...guarded },
      },
    },
    async () => ({ synonyms: (await listSynonyms(api.db)).map(toWire) }),
  );

  api.post(
    '/search/synonyms',
    {
      onRequest: requireOwner,
      schema: {
        tags,
        security,
        summary: 'Add a word, or give a word of the shop a new meaning (owner only)',
        description:
          'A word is one to three words; what it means must hold something search understands.',
        operationId: 'adminSetSearchSynonym',
        body: searchSynonymInput,
        response: { 200: searchSynonym, 400: errorResponse, ...guarded },
      },
    },
    async (req) => toWire(await addSynonym(api.db, req.body.word, req.body.means)),
  );

  api.delete(
    '/search/synonyms/:word',
    {
      onRequest: requireOwner,
      schema: {
        tags,
        security,
        summary: 'Remove a word of the shop (owner only)',
        operationId: 'adminDeleteSearchSynonym',
        params: wordParams,
        response: { 204: z.null().describe('Removed'), 404: errorResponse, ...guarded },
      },
    },
    async (req, reply) => {
      await removeSynonym(api.db, req.params.word);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/search/report',
    {
      schema: {
        tags,
        security,
        summary: 'The most searched queries and those that found nothing, in the last 7 or 30 days',
        operationId: 'adminSearchReport',
        querystring: searchReportQuery,
        response: { 200: searchReportResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => searchReport(api.db, req.query.days === '30' ? 30 : 7),
  );
}
