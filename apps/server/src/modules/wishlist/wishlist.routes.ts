// GET /wishlist, PUT and DELETE /wishlist/{productId}: for the signed-in shopper only.
import {
  errorResponse,
  noContent,
  noQuery,
  wishlistProductParams,
  wishlistResponse,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { dropFromWishlist, getWishlist, saveToWishlist } from './wishlist.service.ts';

const bearer = [{ bearer: [] }];

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'The saved products, most recently saved first',
        operationId: 'getWishlist',
        security: bearer,
        querystring: noQuery,
        response: { 200: wishlistResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => getWishlist(app.db, req.user!.id),
  );

  app.put(
    '/wishlist/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Save a product (saving it twice keeps one entry)',
        operationId: 'addToWishlist',
        security: bearer,
        querystring: noQuery,
        params: wishlistProductParams,
        response: {
          204: noContent,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req, reply) => {
      await saveToWishlist(app.db, req.user!.id, req.params.productId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/wishlist/:productId',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a product (removing one that is not saved changes nothing)',
        operationId: 'removeFromWishlist',
        security: bearer,
        querystring: noQuery,
        params: wishlistProductParams,
        response: { 204: noContent, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      await dropFromWishlist(app.db, req.user!.id, req.params.productId);
      return reply.code(204).send(null);
    },
  );
};
