// GET and PUT /cart (the signed-in shopper's cart, kept for the abandoned-cart reminder) and
// POST /cart/restore (the reminder's link, used once, by whoever holds it). docs/whatsapp.md.
import {
  cartRestoreRequest,
  cartRestoreResponse,
  errorResponse,
  noQuery,
  savedCartRequest,
  savedCartResponse,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSavedCart, restoreCart, saveCart } from './carts.service.ts';

const bearer = [{ bearer: [] }];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The signed-in shopper's cart as the server keeps it",
        operationId: 'getSavedCart',
        security: bearer,
        querystring: noQuery,
        response: { 200: savedCartResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => getSavedCart(app.db, req.user!.id),
  );
  app.put(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Keep the cart as it is now (checked against the catalog); [] empties it',
        operationId: 'saveCart',
        security: bearer,
        querystring: noQuery,
        body: savedCartRequest,
        response: { 200: savedCartResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => saveCart(app.db, req.user!.id, req.body.items),
  );
};

export const cartRestoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/restore',
    {
      schema: {
        tags: ['cart'],
        summary: "The abandoned-cart reminder's link: the cart's lines, once",
        operationId: 'restoreCart',
        security: [],
        querystring: noQuery,
        body: cartRestoreRequest,
        response: { 200: cartRestoreResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => restoreCart(app.db, req.body.token),
  );
};
