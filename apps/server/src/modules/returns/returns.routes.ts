// Returns for shoppers (issue 31 item 4; docs/returns.md): what of a delivered order can go back
// and the requests made, and a new request (multipart: the JSON in the field `request`, up to 4
// photos in `photo`). Signed-in shoppers only, on their own orders.
import multipart from '@fastify/multipart';
import {
  errorResponse,
  MAX_RETURN_PHOTOS,
  noQuery,
  orderIdParams,
  orderReturns,
  returnRequest,
  returnRequestInput,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonWithPhotos, photoUploadLimits } from '../media/index.ts';
import { orderReturnsOf, requestReturn } from './request.service.ts';

export const returnsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, photoUploadLimits(MAX_RETURN_PHOTOS));

  app.get(
    '/orders/:id/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'What of a delivered order can still be returned or exchanged, and its requests',
        operationId: 'getOrderReturns',
        security: [{ bearer: [] }],
        params: orderIdParams,
        querystring: noQuery,
        response: { 200: orderReturns, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => orderReturnsOf(app.db, req.user!.id, req.params.id),
  );

  app.post(
    '/orders/:id/returns',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          'Ask to return or exchange delivered pieces (multipart: JSON in "request", up to 4 photos in "photo")',
        operationId: 'requestReturn',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: orderIdParams,
        querystring: noQuery,
        response: {
          201: returnRequest,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const { input, files } = await jsonWithPhotos(req, {
        field: 'request',
        schema: returnRequestInput,
        maxPhotos: MAX_RETURN_PHOTOS,
      });
      const made = await requestReturn(
        app.db,
        { id: req.user!.id, email: req.user!.email },
        req.params.id,
        input,
        files,
        app.config.publicUrl,
      );
      return reply.code(201).send(made);
    },
  );
};
