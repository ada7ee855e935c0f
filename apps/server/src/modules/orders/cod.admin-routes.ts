// The admin's cash-on-delivery moves (docs/offers.md): record a parcel returned to origin, and
// issue a new confirmation link for a COD order waiting for one. Staff and owners alike, as
// for the other order moves; each writes its audit entry in the transaction of the change.
import {
  codLinkResponse,
  errorResponse,
  orderIdParams,
  returnToOriginResponse,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffOf } from '../../plugins/admin-auth.ts';
import { codLinkAsStaff, returnToOriginAsStaff } from './cod-admin.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export async function codAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/orders/:id/return-to-origin',
    {
      schema: {
        tags: ['admin'],
        summary: 'A shipped parcel came back undelivered: cancel it as returned, stock back',
        operationId: 'adminReturnToOrigin',
        security: bearer,
        params: orderIdParams,
        response: {
          200: returnToOriginResponse,
          404: errorResponse,
          409: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => returnToOriginAsStaff(api.db, staffOf(req), req.params.id),
  );

  api.post(
    '/orders/:id/cod-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'A new confirmation link for a cash-on-delivery order that waits for one',
        operationId: 'adminCodLink',
        security: bearer,
        params: orderIdParams,
        response: { 200: codLinkResponse, 404: errorResponse, 409: errorResponse, ...guarded },
      },
    },
    async (req) => ({
      url: await codLinkAsStaff(api.db, staffOf(req), req.params.id, api.config.publicUrl),
    }),
  );
}
