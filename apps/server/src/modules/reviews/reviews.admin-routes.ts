// The moderation queue under /api/v1/admin/reviews (issue 33): thin adapters onto
// reviews-admin.service.ts. Staff and owners alike may moderate.
import {
  adminReview,
  adminReviewsQuery,
  adminReviewsResponse,
  errorResponse,
  moderateReviewRequest,
  noQuery,
  queryInt,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOf } from '../../plugins/admin-auth.ts';
import { moderateReview, moderationQueue } from './reviews-admin.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export async function reviewsAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Reviews by state: the pending ones oldest first, the others newest first',
        operationId: 'adminListReviews',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewsResponse, ...refusals },
      },
    },
    async (req) => ({ data: await moderationQueue(api.db, req.query.status) }),
  );

  api.post(
    '/reviews/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a review, reject it with a reason, or reply to it in public',
        operationId: 'adminModerateReview',
        querystring: noQuery,
        params: z.object({ id: queryInt('id', 1, 2_000_000_000) }).strict(),
        body: moderateReviewRequest,
        response: { 200: adminReview, ...refusals, 404: errorResponse },
      },
    },
    async (req) => moderateReview(api.db, staffOf(req), req.params.id, req.body),
  );
}
