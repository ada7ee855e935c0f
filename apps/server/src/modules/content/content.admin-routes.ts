// The admin's inbox: contact messages (read and unread) and newsletter subscribers, with CSV.
import {
  contactMessageListResponse,
  errorResponse,
  inboxQuery,
  markReadRequest,
  markReadResponse,
  messageIdParams,
  noQuery,
  pageQuery,
  subscriberListResponse,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvLine } from '../../lib/csv.ts';
import { staffOf } from '../../plugins/admin-auth.ts';
import {
  inboxPage,
  markMessageRead,
  newsletterSubscribers,
  subscriberPage,
} from './content.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 401: errorResponse, 403: errorResponse } as const;

export async function contentAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first; unread=true for the unread ones only',
        operationId: 'adminListMessages',
        security: bearer,
        querystring: inboxQuery,
        response: { 200: contactMessageListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) =>
      inboxPage(api.db, {
        unread: req.query.unread === undefined ? undefined : req.query.unread === 'true',
        page: req.query.page,
      }),
  );

  api.put(
    '/messages/:id/read',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message read (read: true) or unread again (read: false)',
        operationId: 'adminMarkMessageRead',
        security: bearer,
        params: messageIdParams,
        body: markReadRequest,
        response: {
          200: markReadResponse,
          400: errorResponse,
          404: errorResponse,
          ...guarded,
        },
      },
    },
    async (req) => markMessageRead(api.db, staffOf(req), req.params.id, req.body.read),
  );

  api.get(
    '/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first',
        operationId: 'adminListSubscribers',
        security: bearer,
        querystring: pageQuery,
        response: { 200: subscriberListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (req) => subscriberPage(api.db, req.query.page),
  );

  api.get(
    '/subscribers.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every newsletter subscriber as CSV (email, subscribedAt), oldest first',
        operationId: 'adminExportSubscribers',
        security: bearer,
        querystring: noQuery,
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponse,
          ...guarded,
        },
      },
    },
    async (_req, reply) => {
      const rows = await newsletterSubscribers(api.db);
      const body =
        csvLine(['email', 'subscribedAt']) +
        rows.map((r) => csvLine([r.email, r.createdAt.toISOString()])).join('');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscribers.csv"')
        .send(body);
    },
  );
}
