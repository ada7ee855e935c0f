// The admin's offer codes (docs/offers.md): staff read them, the owner creates and disables
// them. Each change is written to the audit log in its own transaction, through the same
// service the command line uses.
import {
  adminCoupon,
  adminCouponCreate,
  adminCouponList,
  couponCodeParams,
  errorResponse,
  noQuery,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwner, staffOf } from '../../plugins/admin-auth.ts';
import {
  createCouponAsStaff,
  disableCouponAsStaff,
  listCouponsForAdmin,
} from './offers-admin.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export async function offersAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'Offer codes with their limits and uses',
        operationId: 'adminListCoupons',
        security: bearer,
        querystring: noQuery,
        response: { 200: adminCouponList, 400: errorResponse, ...guarded },
      },
    },
    async () => listCouponsForAdmin(api.db),
  );

  api.post(
    '/coupons',
    {
      // Before the body is read: a staff member is refused whatever they send.
      preValidation: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Create an offer code (owner only)',
        operationId: 'adminCreateCoupon',
        security: bearer,
        body: adminCouponCreate,
        response: { 201: adminCoupon, 400: errorResponse, 409: errorResponse, ...guarded },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createCouponAsStaff(api.db, staffOf(req), req.body)),
  );

  api.post(
    '/coupons/:code/disable',
    {
      // Before the body is read: a staff member is refused whatever they send.
      preValidation: requireOwner,
      schema: {
        tags: ['admin'],
        summary: 'Stop an offer code from being used (owner only)',
        operationId: 'adminDisableCoupon',
        security: bearer,
        params: couponCodeParams,
        response: { 200: adminCoupon, 404: errorResponse, ...guarded },
      },
    },
    async (req) => disableCouponAsStaff(api.db, staffOf(req), req.params.code),
  );
}
