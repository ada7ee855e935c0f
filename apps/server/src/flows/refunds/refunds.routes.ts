// GET /account/store-credit (the signed-in shopper), and the owner's refunds and store credit
// under /admin: the refunds by state, recording a payout, adjusting a shopper's credit.
import {
  adminRefund,
  adminRefundsQuery,
  adminRefundsResponse,
  creditAdjustRequest,
  creditAdjustResponse,
  errorResponse,
  noQuery,
  recordPayoutRequest,
  refundIdParams,
  storeCreditResponse,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { paiseToRupees } from '../../kernel/money.ts';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import {
  adjustCredit,
  listRefunds,
  recordPayoutAsStaff,
  storeCreditOf,
} from './refunds-admin.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  app.get(
    '/account/store-credit',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in shopper's store credit and its latest movements",
        operationId: 'getStoreCredit',
        security: bearer,
        querystring: noQuery,
        response: { 200: storeCreditResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => storeCreditOf(app.db, req.user!.id),
  );
};

export async function refundsAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/refunds',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Refunds, newest first, by state or order (owner only)',
        operationId: 'adminRefunds',
        security: bearer,
        querystring: adminRefundsQuery,
        response: { 200: adminRefundsResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => ({ refunds: await listRefunds(api.db, req.query) }),
  );
  api.post(
    '/refunds/:id/payout',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Record a refund paid out by hand, with its reference (owner only)',
        operationId: 'adminRecordPayout',
        security: bearer,
        params: refundIdParams,
        body: recordPayoutRequest,
        response: {
          200: adminRefund,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) =>
      recordPayoutAsStaff(api.db, staffOf(req), Number(req.params.id), req.body.reference),
  );
  api.post(
    '/store-credit',
    {
      onRequest: requireOwner,
      schema: {
        tags: ['admin'],
        summary: "Add or take back store credit on a shopper's account (owner only)",
        operationId: 'adminAdjustCredit',
        security: bearer,
        body: creditAdjustRequest,
        response: {
          200: creditAdjustResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => {
      const balance = await adjustCredit(api.db, staffOf(req), {
        email: req.body.email,
        amountRupees: req.body.amount,
        note: req.body.note,
      });
      return { balance: paiseToRupees(balance) };
    },
  );
}
