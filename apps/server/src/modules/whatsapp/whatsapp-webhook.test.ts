// The webhook (docs/whatsapp.md, "Webhooks"): Meta's handshake, the signature over the raw
// body, statuses kept once each and never backwards, STOP, and free text for the owner's inbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { address, createProduct, placeOrderAs } from '../orders/test-fixtures.ts';
import { pay, payerFields } from '../payments/payments.test-kit.ts';
import { staffToken } from '../staff/staff.test-kit.ts';
import { signBody } from './webhook-signature.ts';
import { handleWebhook, webhookPayload } from './whatsapp-webhook.service.ts';
import { statusValue, textValue, webhookEnvelope } from './sandbox/graph-double.ts';
import { whatsappBlockedNumbers, whatsappStatusEvents } from './schema.ts';
import {
  TEST_NUMBER_ID,
  TEST_VERIFY,
  createWhatsAppTestApp,
  doubleMessagesOf,
  drainWhatsApp,
  messagesOf,
  postWebhook,
} from './whatsapp.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createWhatsAppTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A paid order of an opted-in shopper, its order-confirmed message sent through the double. */
async function sentMessage(phone = address.phone) {
  const shopper = await createTestUser(t.app.db);
  const p = await createProduct(t.app.db, { regularPricePaise: 120_000, stock: { M: 5 } });
  const placed = await placeOrderAs(
    t.app,
    {
      items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
      shippingAddress: { ...address, phone },
      whatsappOptIn: true,
    },
    shopper.auth,
  );
  await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
  await drainWhatsApp(t);
  const [m] = doubleMessagesOf(t.app, placed.id);
  return { orderId: placed.id, message: m!, shopper };
}

const statusBody = (m: { id: string; to: string }, status: string) =>
  webhookEnvelope(TEST_NUMBER_ID, statusValue(m, status));

describe(`GET /whatsapp/webhook, the handshake (${testDbKind})`, () => {
  const handshake = (q: string) => t.app.inject({ url: `/api/v1/whatsapp/webhook?${q}` });

  it('answers the challenge to the right verify token, as text', async () => {
    const res = await handshake(
      `hub.mode=subscribe&hub.verify_token=${TEST_VERIFY}&hub.challenge=1158201444`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('1158201444');
  });

  it('refuses a wrong token or mode', async () => {
    const wrong = await handshake('hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'forbidden' });
    const mode = await handshake(`hub.mode=unsub&hub.verify_token=${TEST_VERIFY}&hub.challenge=1`);
    expect(mode.statusCode).toBe(403);
  });
});

describe(`POST /whatsapp/webhook, signed events (${testDbKind})`, () => {
  it('takes a body signed with the app secret, and refuses a wrong or missing signature changing nothing', async () => {
    const { message } = await sentMessage();
    const body = statusBody(message, 'delivered');
    const wrong = await postWebhook(t.app, body, 'not-the-app-secret');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'unauthorized' });
    const missing = await postWebhook(t.app, body, null);
    expect(missing.statusCode).toBe(401);
    const events = () =>
      t.app.db
        .select()
        .from(whatsappStatusEvents)
        .where(eq(whatsappStatusEvents.providerId, message.id));
    expect(await events()).toEqual([]);
    // Signed over other bytes (the same JSON with other spacing): refused too.
    const payload = JSON.stringify(body);
    const respaced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signBody(payload, 'test-app-secret-0123456789'),
      },
      payload: JSON.stringify(body, null, 1),
    });
    expect(respaced.statusCode).toBe(401);
    expect(await events()).toEqual([]);
    const good = await postWebhook(t.app, body);
    expect(good.statusCode, good.body).toBe(200);
    expect(await events()).toHaveLength(1);
  });

  it('keeps each status once, and never moves a message backwards', async () => {
    const { orderId, message } = await sentMessage();
    for (const status of ['read', 'delivered', 'read', 'sent', 'delivered']) {
      const res = await postWebhook(t.app, statusBody(message, status));
      expect(res.statusCode).toBe(200);
    }
    const [row] = await messagesOf(t.app.db, orderId);
    expect(row).toMatchObject({ status: 'read' });
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect(row!.readAt).toBeInstanceOf(Date);
    const events = await t.app.db
      .select()
      .from(whatsappStatusEvents)
      .where(eq(whatsappStatusEvents.providerId, message.id));
    expect(events.map((e) => e.status).sort()).toEqual(['delivered', 'read', 'sent']);
  });

  it('stores a failed status with its error code', async () => {
    const { orderId, message } = await sentMessage();
    await postWebhook(t.app, statusBody(message, 'failed'));
    const [row] = await messagesOf(t.app.db, orderId);
    expect(row).toMatchObject({ status: 'failed', errorCode: '131026' });
  });

  it('puts free text in the owner inbox with its order, and STOP blocks the number for good', async () => {
    const { orderId, message } = await sentMessage('9123456780');
    const text = await postWebhook(
      t.app,
      webhookEnvelope(TEST_NUMBER_ID, textValue(message.to, 'Can I change the size to L?')),
    );
    expect(text.statusCode).toBe(200);
    const owner = await staffToken(t.app, 'owner');
    const inbox = await t.app.inject({
      url: '/api/v1/admin/whatsapp/inbox',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().data).toContainEqual(
      expect.objectContaining({
        orderId,
        body: 'Can I change the size to L?',
        fromPhone: message.to,
      }),
    );

    await postWebhook(t.app, webhookEnvelope(TEST_NUMBER_ID, textValue(message.to, ' stop ')));
    const blocked = await t.app.db
      .select()
      .from(whatsappBlockedNumbers)
      .where(eq(whatsappBlockedNumbers.phone, message.to));
    expect(blocked).toHaveLength(1);
    // A later order from the same number, ticked again: nothing is queued.
    const again = await sentMessage('9123456780');
    expect(again.message).toBeUndefined();
    expect(await messagesOf(t.app.db, again.orderId)).toEqual([]);
  });

  it('refuses a body that is not JSON or not a webhook, once signed', async () => {
    const res = await postWebhook(t.app, '{"object":');
    expect(res.statusCode).toBe(400);
    const other = await postWebhook(t.app, { hello: 'world' });
    expect(other.statusCode).toBe(400);
  });
});

describe(`the webhook on a store not connected (${testDbKind})`, () => {
  it('answers 404 to both the handshake and events', async () => {
    const plain = await createTestApp();
    try {
      const get = await plain.app.inject({
        url: '/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      });
      expect(get.statusCode).toBe(404);
      const post = await postWebhook(plain.app, { object: 'whatsapp_business_account', entry: [] });
      expect(post.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe(`a tap the store fails to act on (${testDbKind})`, () => {
  it('keeps nothing, so that Meta delivering it again acts on it', async () => {
    const tap = webhookPayload.parse(
      webhookEnvelope(TEST_NUMBER_ID, {
        messages: [
          {
            from: '919876543210',
            id: `wamid.retry-${Date.now()}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'button',
            button: { payload: 'cod:confirm:EE-ABCDEF:abcdefghijklmnopqrstuv', text: 'Confirm' },
          },
        ],
      }),
    );
    const failing = async () => {
      throw new Error('the database went away');
    };
    await expect(handleWebhook(t.app.db, tap, failing)).rejects.toThrow('went away');
    let asked = 0;
    const report = await handleWebhook(t.app.db, tap, async (_db, reply) => {
      asked += 1;
      expect(reply).toEqual({
        action: 'confirm',
        orderId: 'EE-ABCDEF',
        token: 'abcdefghijklmnopqrstuv',
      });
      return 'ignored';
    });
    expect(report).toMatchObject({ replies: 1, repeated: 0 });
    expect(asked).toBe(1);
    // And once kept, the same message again does nothing.
    expect(await handleWebhook(t.app.db, tap, failing)).toMatchObject({ replies: 0, repeated: 1 });
  });
});
