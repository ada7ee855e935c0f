// Cash on delivery reconciled, in the admin (docs/shipping.md, "Cash on delivery"): the ledger
// per courier and the import of a courier's remittance report. Staff work, like shipping; each
// import that stores something is in the audit log.
import {
  codLedger,
  errorResponse,
  noQuery,
  remittanceImportRequest,
  remittanceImportResult,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/domain-error.ts';
import { staffOf } from '../../plugins/admin-auth.ts';
import { codLedgerOf, importRemittance, parseRemittanceCsv } from '../../modules/shipping/index.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export async function codRemittanceAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api: ZodApp = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/shipping/cod',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cash on delivery per courier: collected, remitted, still owed, and what is owed',
        operationId: 'adminCodLedger',
        security: bearer,
        querystring: noQuery,
        response: { 200: codLedger, 400: errorResponse, ...guarded },
      },
    },
    async () => codLedgerOf(api.db),
  );

  api.post(
    '/shipping/cod/remittances',
    {
      bodyLimit: 2_500_000,
      schema: {
        tags: ['admin'],
        summary: "Import a courier's COD remittance report (CSV) and match it to delivered orders",
        description:
          'Lines that differ in amount, name an unknown AWB, a parcel not delivered, not COD or ' +
          'paid already are stored as problems and not applied. The same file twice changes nothing. ' +
          'A file that cannot be read is refused whole (400).',
        operationId: 'adminImportCodRemittance',
        security: bearer,
        body: remittanceImportRequest,
        response: { 200: remittanceImportResult, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const { lines, errors } = parseRemittanceCsv(req.body.csv);
      if (errors.length) {
        throw invalid(`The report was not imported: ${errors.slice(0, 5).join('; ')}`, {
          csv: errors[0]!,
        });
      }
      return importRemittance(api.db, lines, staffOf(req));
    },
  );
}
