// The tax module's admin routes (docs/tax.md): the rates in force and the owner's changes to
// them, an order's invoice or credit note as PDF, and the month's GSTR-1 tables.
import {
  errorResponse,
  gstReportQuery,
  gstReportResponse,
  orderIdParams,
  taxDocumentQuery,
  taxRateListResponse,
  taxRateParams,
  taxRateRequest,
  taxRateEntry,
  type TaxSlab,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseOrderId } from '../../kernel/order-id.ts';
import { notFound } from '../../lib/domain-error.ts';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import { gstReport } from './gst-report.service.ts';
import { invoicePdf } from './invoice.service.ts';
import { setTaxRate, taxRules } from './tax.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

const toWireSlabs = (slabs: TaxSlab[]) =>
  slabs.map((s) => ({
    upTo: s.upToPaise === null ? null : s.upToPaise / 100,
    rate: s.rateBasisPoints / 100,
  }));

export async function taxAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/tax/rates',
    {
      schema: {
        tags: ['admin'],
        summary: 'The GST rates in force per HSN prefix',
        operationId: 'adminListTaxRates',
        security: bearer,
        response: { 200: taxRateListResponse, ...guarded },
      },
    },
    async () => ({
      rates: (await taxRules(api.db)).map(({ rule, source }) => ({
        hsnPrefix: rule.hsnPrefix,
        slabs: toWireSlabs(rule.slabs),
        source,
      })),
    }),
  );

  api.put(
    '/tax/rates/:hsnPrefix',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Set the GST rate (or slabs) of an HSN prefix (owner only)',
        description:
          'Slabs rise by `upTo` (rupees of taxable value a piece); the last has `upTo: null`. ' +
          'Orders already placed keep the tax they were charged.',
        operationId: 'adminSetTaxRate',
        security: bearer,
        params: taxRateParams,
        body: taxRateRequest,
        response: { 200: taxRateEntry, 400: errorResponse, ...guarded },
      },
    },
    async (req) => {
      const slabs = req.body.slabs.map((s) => ({
        upToPaise: s.upTo === null ? null : Math.round(s.upTo * 100),
        rateBasisPoints: Math.round(s.rate * 100),
      }));
      const staff = staffOf(req);
      const rule = await setTaxRate(api.db, req.params.hsnPrefix, slabs, {
        id: staff.id,
        email: staff.email,
      });
      return {
        hsnPrefix: rule.hsnPrefix,
        slabs: toWireSlabs(rule.slabs),
        source: 'owner' as const,
      };
    },
  );

  api.get(
    '/tax/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's tax invoice (or bill of supply), or its credit note, as a PDF",
        operationId: 'adminGetInvoice',
        security: bearer,
        params: orderIdParams,
        querystring: taxDocumentQuery,
        response: {
          200: {
            description: 'The document, A4, in PDF',
            content: { 'application/pdf': { schema: z.string() } },
          },
          404: errorResponse,
          ...guarded,
        },
      },
    },
    async (req, reply) => {
      const id = parseOrderId(req.params.id);
      // A refund names a return's credit note (docs/returns.md); else the kind asked for.
      const refund = req.query.refund === undefined ? undefined : Number(req.query.refund);
      const kind = refund === undefined ? (req.query.kind ?? 'invoice') : 'credit-note';
      const pdf = id ? await invoicePdf(api.db, id, kind, refund) : null;
      if (!id || !pdf)
        throw notFound('No such document: an invoice is issued when the order ships');
      return (
        reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `inline; filename="${kind}-${id}${refund === undefined ? '' : `-${refund}`}.pdf"`,
          )
          // A Buffer goes out as it is: Fastify serialises only what is not already bytes.
          .send(pdf as unknown as string)
      );
    },
  );

  api.get(
    '/tax/report',
    {
      schema: {
        tags: ['admin'],
        summary: "A month's GSTR-1 tables as CSV text",
        operationId: 'adminGstReport',
        security: bearer,
        querystring: gstReportQuery,
        response: { 200: gstReportResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => ({ month: req.query.month, files: await gstReport(api.db, req.query.month) }),
  );
}
