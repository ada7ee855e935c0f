// The webhook Meta calls (GET handshake, POST signed events) and the shopper's own switch for
// order updates (GET and DELETE /account/whatsapp). docs/whatsapp.md.
import { timingSafeEqual } from 'node:crypto';
import {
  errorResponse,
  noQuery,
  okResponse,
  whatsappConsentResponse,
  whatsappHandshakeQuery,
  whatsappOffersRequest,
} from '@store/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors.ts';
import { validSignature } from './webhook-signature.ts';
import { handleWebhook, webhookPayload, type CodReplies } from './whatsapp-webhook.service.ts';
import {
  accountConsent,
  changeOfferConsent,
  offerConsent,
  withdrawAccountConsent,
} from './whatsapp.service.ts';

export const WEBHOOK_PATH = '/whatsapp/webhook';

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const consentAnswer = (c: { optedIn: boolean; changedAt: Date | null }) => ({
  optedIn: c.optedIn,
  changedAt: c.changedAt?.toISOString() ?? null,
});

export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{ replies: CodReplies }> = async (
  app,
  { replies },
) => {
  // This scope only: the signature is over the bytes Meta sent, so the body stays a Buffer
  // here and is parsed after it is checked.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );

  app.get(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['whatsapp'],
        summary: "Meta's verification handshake for the webhook",
        operationId: 'whatsappWebhookHandshake',
        security: [],
        querystring: whatsappHandshakeQuery,
        response: { 200: z.string(), 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      const api = app.config.whatsapp.api;
      if (!api) return sendError(reply, 'not_found', 'WhatsApp is not connected on this store');
      const q = req.query;
      if (
        q['hub.mode'] !== 'subscribe' ||
        !q['hub.challenge'] ||
        !sameText(q['hub.verify_token'] ?? '', api.verifyToken)
      ) {
        return sendError(reply, 'forbidden', 'The verify token does not match');
      }
      return reply.type('text/plain').send(q['hub.challenge']);
    },
  );

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Message statuses and replies from Meta, signed with X-Hub-Signature-256',
        operationId: 'whatsappWebhook',
        security: [],
        response: {
          200: okResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const api = app.config.whatsapp.api;
      if (!api) return sendError(reply, 'not_found', 'WhatsApp is not connected on this store');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!validSignature(raw, req.headers['x-hub-signature-256'], api.appSecret)) {
        return sendError(reply, 'unauthorized', 'The X-Hub-Signature-256 signature is not valid');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return sendError(reply, 'invalid', 'The body is not JSON');
      }
      const parsed = webhookPayload.safeParse(json);
      if (!parsed.success) {
        return sendError(reply, 'invalid', 'The body is not a WhatsApp webhook payload');
      }
      const report = await handleWebhook(app.db, parsed.data, replies);
      req.log.info({ whatsapp: report }, 'whatsapp webhook');
      return { success: true as const };
    },
  );
};

export const whatsappAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  const schema = (summary: string, operationId: string) => ({
    tags: ['whatsapp'],
    summary,
    operationId,
    security: [{ bearer: [] }],
    querystring: noQuery,
    response: { 200: whatsappConsentResponse, 400: errorResponse, 401: errorResponse },
  });
  app.get(
    '/account/whatsapp',
    { schema: schema('Whether the account gets order updates on WhatsApp', 'getWhatsAppConsent') },
    async (req) => consentAnswer(await accountConsent(app.db, req.user!.id)),
  );
  app.delete(
    '/account/whatsapp',
    {
      schema: schema(
        'Stop order updates on WhatsApp for the account and all its orders',
        'withdrawWhatsAppConsent',
      ),
    },
    async (req) => consentAnswer(await withdrawAccountConsent(app.db, req.user!.id)),
  );
  app.get(
    '/account/whatsapp/offers',
    { schema: schema('Whether the account gets offers on WhatsApp', 'getWhatsAppOffers') },
    async (req) => consentAnswer(await offerConsent(app.db, req.user!.id)),
  );
  app.put(
    '/account/whatsapp/offers',
    {
      schema: {
        ...schema('Say yes or no to offers on WhatsApp (the cart reminder)', 'setWhatsAppOffers'),
        body: whatsappOffersRequest,
      },
    },
    async (req) => consentAnswer(await changeOfferConsent(app.db, req.user!.id, req.body.optedIn)),
  );
};
