// Reviews for shoppers (issue 33; docs/decisions/027): read a product's approved reviews,
// write one from a delivered line (multipart: the JSON in field `review`, up to 4 files in
// `photo`), list one's delivered lines, open a review link, and mark a review helpful.
import multipart from '@fastify/multipart';
import {
  errorResponse,
  MAX_REVIEW_PHOTOS,
  noQuery,
  ownReview,
  productIdParams,
  productReviewsQuery,
  productReviewsResponse,
  queryInt,
  reviewableLine,
  reviewableLinesResponse,
  writeReviewRequest,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptEmptyJsonBody } from '../../plugins/empty-json-body.ts';
import { jsonWithPhotos, photoUploadLimits } from '../media/index.ts';
import { markHelpful } from './review-votes.service.ts';
import {
  lineOfReviewLink,
  productReviews,
  reviewableLines,
  writeReview,
} from './reviews.service.ts';

const bearer = [{ bearer: [] }];
const noContent = z.null().describe('No content');

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);
  await app.register(multipart, photoUploadLimits(MAX_REVIEW_PHOTOS));

  app.get(
    '/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's approved reviews: photos first, newest or most helpful, paged",
        operationId: 'listProductReviews',
        security: [],
        params: productIdParams,
        querystring: productReviewsQuery,
        response: { 200: productReviewsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => productReviews(app.db, req.params.id, req.query),
  );

  app.post(
    '/products/:id/reviews',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['reviews'],
        summary:
          'Review a delivered piece (multipart: JSON in "review", up to 4 photos in "photo"); waits for the owner',
        operationId: 'writeReview',
        security: [{ bearer: [] }, {}],
        consumes: ['multipart/form-data'],
        params: productIdParams,
        querystring: noQuery,
        response: {
          201: ownReview,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const { input, files } = await jsonWithPhotos(req, {
        field: 'review',
        schema: writeReviewRequest,
        maxPhotos: MAX_REVIEW_PHOTOS,
      });
      const review = await writeReview(app.db, req.params.id, req.user?.id ?? null, input, files);
      return reply.code(201).send(review);
    },
  );

  app.get(
    '/account/reviews',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The shopper's delivered pieces, each with the review written of it",
        operationId: 'listReviewableLines',
        security: bearer,
        querystring: noQuery,
        response: { 200: reviewableLinesResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => ({ data: await reviewableLines(app.db, req.user!.id) }),
  );

  app.get(
    '/review-links/:token',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The piece a review link (from the review request mail) is for, while unused',
        operationId: 'getReviewLink',
        security: [],
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict(),
        querystring: noQuery,
        response: { 200: reviewableLine, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => lineOfReviewLink(app.db, req.params.token),
  );

  app.post(
    '/reviews/:id/helpful',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Mark an approved review helpful (once per shopper)',
        operationId: 'markReviewHelpful',
        security: bearer,
        params: z.object({ id: queryInt('id', 1, 2_000_000_000) }).strict(),
        querystring: noQuery,
        response: { 204: noContent, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      await markHelpful(app.db, req.params.id, req.user!.id);
      return reply.code(204).send(null);
    },
  );
};
