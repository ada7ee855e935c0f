// GET /admin/whatsapp/numbers and /admin/whatsapp/inbox (docs/whatsapp.md).
import {
  errorResponse,
  noQuery,
  whatsappInboxResponse,
  whatsappNumbersQuery,
  whatsappNumbersResponse,
} from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whatsappInbox } from '../../modules/whatsapp/index.ts';
import { whatsappNumbers } from './whatsapp-numbers.service.ts';

const bearer = [{ bearer: [] }];
const guarded = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

export async function whatsappAdminRoutes(scope: FastifyInstance): Promise<void> {
  const api = scope.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/whatsapp/numbers',
    {
      schema: {
        tags: ['admin'],
        summary: 'WhatsApp messages by status, and COD orders by how they were confirmed',
        operationId: 'adminWhatsAppNumbers',
        security: bearer,
        querystring: whatsappNumbersQuery,
        response: { 200: whatsappNumbersResponse, ...guarded },
      },
    },
    async (req) => whatsappNumbers(api.db, req.query.days ?? 30, api.config.whatsapp.api !== null),
  );
  api.get(
    '/whatsapp/inbox',
    {
      schema: {
        tags: ['admin'],
        summary: "Shoppers' WhatsApp replies in their own words, newest first, with their order",
        operationId: 'adminWhatsAppInbox',
        security: bearer,
        querystring: noQuery,
        response: { 200: whatsappInboxResponse, ...guarded },
      },
    },
    async () => ({
      data: (await whatsappInbox(api.db, 100)).map((m) => ({
        ...m,
        receivedAt: m.receivedAt.toISOString(),
      })),
    }),
  );
}
