// POST /products/{id}/notify (docs/decisions/027): "Notify me" on a sold-out size. Answers
// 202 with the same sentence whether or not anyone, this address included, waits already.
import {
  errorResponse,
  noQuery,
  notifyMeRequest,
  notifyMeResponse,
  productIdParams,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddressKey } from '../../lib/rate-limiter.ts';
import { notifyMe } from './stock-alerts.service.ts';

export const stockAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/:id/notify',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalog'],
        summary: 'Ask for one mail when a sold-out size (or piece) is back in stock',
        operationId: 'notifyWhenInStock',
        security: [{ bearer: [] }, {}],
        params: productIdParams,
        querystring: noQuery,
        body: notifyMeRequest,
        response: {
          202: notifyMeResponse,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const answer = await notifyMe(
        app.db,
        app.rateLimiter,
        req.params.id,
        {
          clientKey: clientAddressKey(req.ip),
          account: req.user ? { id: req.user.id, email: req.user.email } : null,
        },
        req.body,
      );
      return reply.code(202).send(answer);
    },
  );
};
