// A loopback stand-in for the WhatsApp Cloud API (Graph API), served by the store itself when
// WHATSAPP_SANDBOX is on (unset: on a loopback PUBLIC_URL outside production; never in
// production, see config-whatsapp.ts), as the PayU sandbox is for payments. It takes template
// messages as Meta does (bearer token, the documented body, an answer with messages[0].id, or
// an error object), keeps them, and plays the shopper's side: it sends the store status and
// button webhooks signed with the app secret, exactly as Meta would.
//
// Two numbers behave badly on purpose, for tests and for trying the store out:
//   919999999999  is refused for good (131026, message undeliverable);
//   919999999990  is refused for a while (130429, rate limit hit): sent again later.
import { randomBytes } from 'node:crypto';
import { errorResponse } from '@store/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../../plugins/errors.ts';
import { signBody } from '../webhook-signature.ts';
import { WEBHOOK_PATH } from '../whatsapp.routes.ts';

export const DOUBLE_PREFIX = '/sandbox/whatsapp';
export const UNDELIVERABLE = '919999999999';
export const RATE_LIMITED = '919999999990';

const parameter = z.object({ type: z.literal('text'), text: z.string().min(1).max(1024) }).strict();
const templateBody = z
  .object({
    messaging_product: z.literal('whatsapp'),
    recipient_type: z.literal('individual').optional(),
    to: z.string().regex(/^\d{8,15}$/),
    type: z.literal('template'),
    template: z
      .object({
        name: z.string().regex(/^[a-z0-9_]{1,512}$/),
        language: z.object({ code: z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/) }).strict(),
        components: z
          .array(
            z.union([
              z.object({ type: z.literal('body'), parameters: z.array(parameter) }).strict(),
              z
                .object({
                  type: z.literal('button'),
                  sub_type: z.literal('quick_reply'),
                  index: z.string().regex(/^\d$/),
                  parameters: z
                    .array(
                      z
                        .object({ type: z.literal('payload'), payload: z.string().min(1).max(256) })
                        .strict(),
                    )
                    .length(1),
                })
                .strict(),
              z
                .object({
                  type: z.literal('button'),
                  sub_type: z.literal('url'),
                  index: z.string().regex(/^\d$/),
                  parameters: z.array(parameter).length(1),
                })
                .strict(),
            ]),
          )
          .optional(),
      })
      .strict(),
  })
  .strict();
export type DoubleMessage = z.infer<typeof templateBody> & { id: string; phoneNumberId: string };

/** Meta's error object: `{error: {message, type, code, error_data, fbtrace_id}}`. */
function graphError(code: number, message: string, details: string) {
  return {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details },
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

// Keyed by the app's configuration, which every plugin scope of one app shares.
const sent = new WeakMap<object, DoubleMessage[]>();

/** The messages this app's double took, oldest first (tests read them). */
export function doubleMessages(app: FastifyInstance): DoubleMessage[] {
  return sent.get(app.config) ?? [];
}

/** The webhook envelope Meta posts, around one change value. */
export function webhookEnvelope(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000000',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

const now = () => String(Math.floor(Date.now() / 1000));

export function statusValue(m: { id: string; to: string }, status: string) {
  return {
    statuses: [
      {
        id: m.id,
        status,
        timestamp: now(),
        recipient_id: m.to,
        ...(status === 'failed'
          ? { errors: [{ code: 131026, title: 'Message undeliverable' }] }
          : {}),
      },
    ],
  };
}

export function buttonValue(m: DoubleMessage, index: number) {
  const button = m.template.components?.find(
    (c) => c.type === 'button' && c.index === String(index),
  );
  if (!button || button.type !== 'button' || button.sub_type !== 'quick_reply') return null;
  return {
    contacts: [{ profile: { name: 'Shopper' }, wa_id: m.to }],
    messages: [
      {
        context: { from: '15550000000', id: m.id },
        from: m.to,
        id: `wamid.${randomBytes(12).toString('hex')}`,
        timestamp: now(),
        type: 'button',
        button: {
          payload: button.parameters[0]!.payload,
          text: index === 0 ? 'Confirm' : 'Cancel',
        },
      },
    ],
  };
}

export function textValue(from: string, body: string) {
  return {
    contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.${randomBytes(12).toString('hex')}`,
        timestamp: now(),
        type: 'text',
        text: { body },
      },
    ],
  };
}

const playBody = z
  .object({
    status: z.enum(['sent', 'delivered', 'read', 'failed']).optional(),
    tap: z.number().int().min(0).max(1).optional(),
    text: z.string().min(1).max(1000).optional(),
  })
  .strict();

export const graphDouble: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.whatsapp.sandbox) return;
  const api = app.config.whatsapp.api;
  const ledger: DoubleMessage[] = [];
  sent.set(app.config, ledger);
  const hidden = { hide: true } as const;

  app.post(
    `${DOUBLE_PREFIX}/:version/:phoneNumberId/messages`,
    { schema: { ...hidden, params: z.object({ version: z.string(), phoneNumberId: z.string() }) } },
    async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      if (!api || auth !== `Bearer ${api.token}`) {
        return reply
          .code(401)
          .send(graphError(190, 'Invalid OAuth access token.', 'The access token is not valid'));
      }
      if (req.params.phoneNumberId !== api.phoneNumberId) {
        return reply
          .code(400)
          .send(graphError(100, 'Invalid parameter', 'Unknown phone number id'));
      }
      const parsed = templateBody.safeParse(req.body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        return reply.code(400).send(graphError(100, 'Invalid parameter', details.join('; ')));
      }
      const body = parsed.data;
      if (body.to === UNDELIVERABLE) {
        return reply
          .code(400)
          .send(graphError(131026, 'Message undeliverable', 'The number is not on WhatsApp'));
      }
      if (body.to === RATE_LIMITED) {
        return reply.code(429).send(graphError(130429, 'Rate limit hit', 'Try again later'));
      }
      const id = `wamid.${randomBytes(16).toString('hex')}`;
      ledger.push({ ...body, id, phoneNumberId: req.params.phoneNumberId });
      return {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      };
    },
  );

  app.get(`${DOUBLE_PREFIX}/messages`, { schema: hidden }, async () => ({ data: ledger }));

  // The shopper's side: a status, a tap on a button, or a text, sent to the store's webhook
  // signed as Meta signs it. Inject, not fetch: the store is this very process.
  app.post(
    `${DOUBLE_PREFIX}/messages/:id/play`,
    {
      schema: {
        ...hidden,
        params: z.object({ id: z.string() }),
        body: playBody,
        response: {
          200: z.object({ delivered: z.number(), answer: z.unknown() }),
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const m = ledger.find((x) => x.id === req.params.id);
      if (!m || !api) return sendError(reply, 'not_found', 'No such message in the double');
      const { status, tap, text } = req.body;
      const value =
        status !== undefined
          ? statusValue(m, status)
          : tap !== undefined
            ? buttonValue(m, tap)
            : text !== undefined
              ? textValue(m.to, text)
              : null;
      if (!value) return sendError(reply, 'not_found', 'That message has no such button');
      const payload = JSON.stringify(webhookEnvelope(api.phoneNumberId, value));
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1${WEBHOOK_PATH}`,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signBody(payload, api.appSecret),
        },
        payload,
      });
      return reply.code(200).send({ delivered: res.statusCode, answer: res.json() as unknown });
    },
  );
};
