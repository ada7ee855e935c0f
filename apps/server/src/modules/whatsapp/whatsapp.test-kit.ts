// A store connected to WhatsApp through its own Graph API double, listening on loopback so that
// the sender's real HTTP request reaches the double (sandbox/graph-double.ts) as it would reach
// Meta. Tests drain the outbox by hand instead of waiting for the worker's timer.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createTestApp, freePort, type TestApp } from '../../test/harness.ts';
import { DOUBLE_PREFIX, doubleMessages } from './sandbox/graph-double.ts';
import { signBody } from './webhook-signature.ts';
import { whatsappInbound, whatsappMessages } from './schema.ts';
import { createSender } from './whatsapp-sender.ts';
import { sendDueWhatsApp } from './whatsapp.service.ts';

export const TEST_SECRET = 'test-app-secret-0123456789';
export const TEST_VERIFY = 'verify-token-for-tests';
export const TEST_NUMBER_ID = '1098765432109';

export async function createWhatsAppTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await createTestApp({
    env: {
      WHATSAPP_TOKEN: 'EAAG-test-token-123',
      WHATSAPP_PHONE_NUMBER_ID: TEST_NUMBER_ID,
      WHATSAPP_APP_SECRET: TEST_SECRET,
      WHATSAPP_VERIFY_TOKEN: TEST_VERIFY,
      WHATSAPP_API_URL: `http://127.0.0.1:${port}${DOUBLE_PREFIX}/v26.0`,
      WHATSAPP_SANDBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}

/** Sends what is due now, through the store's own sender (the double, over HTTP). */
export async function drainWhatsApp(t: TestApp) {
  return sendDueWhatsApp(t.app.db, {
    worker: 'test',
    sender: createSender(t.config.whatsapp.api, t.config.dataDir),
    publicUrl: t.config.publicUrl,
    maxAttempts: 3,
    retryBaseMs: 60_000,
    retryMaxMs: 600_000,
    leaseMs: 60_000,
    batch: 20,
  });
}

export function messagesOf(db: Database, orderId: string) {
  return db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
}

export function inboundOf(db: Database, orderId: string) {
  return db.select().from(whatsappInbound).where(eq(whatsappInbound.orderId, orderId));
}

/** What the double took for this order, by the order id in its body parameters. */
export function doubleMessagesOf(app: FastifyInstance, orderId: string) {
  return doubleMessages(app).filter((m) =>
    m.template.components?.some(
      (c) => c.type === 'body' && c.parameters.some((p) => p.text === orderId),
    ),
  );
}

/** POSTs a webhook body, signed with `secret` (or not at all with null). */
export function postWebhook(
  app: FastifyInstance,
  body: unknown,
  secret: string | null = TEST_SECRET,
) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/v1/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { 'x-hub-signature-256': signBody(payload, secret) }),
    },
    payload,
  });
}

/** The double plays the shopper: a status, a tap (0 Confirm, 1 Cancel) or a text. */
export function play(
  app: FastifyInstance,
  messageId: string,
  body: { status?: string; tap?: number; text?: string },
) {
  return app.inject({
    method: 'POST',
    url: `${DOUBLE_PREFIX}/messages/${messageId}/play`,
    payload: body,
  });
}
