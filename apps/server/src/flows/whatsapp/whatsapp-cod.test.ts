// WhatsApp order updates end to end against the store's Graph API double (docs/whatsapp.md):
// consent at checkout, the COD message with Confirm and Cancel, the taps' effect on the order,
// refusals for good and for a while, and no message without consent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { pay, payerFields } from '../../modules/payments/payments.test-kit.ts';
import {
  address,
  createProduct,
  orderRow,
  placeOrderAs,
  stockOf,
} from '../../modules/orders/test-fixtures.ts';
import { deliverOrder, shipOrder } from '../../modules/orders/index.ts';
import {
  createWhatsAppTestApp,
  doubleMessagesOf,
  drainWhatsApp,
  inboundOf,
  messagesOf,
  play,
} from '../../modules/whatsapp/whatsapp.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createWhatsAppTestApp();
});
afterAll(async () => {
  await t.close();
});

async function codOrder(opts: { optIn?: boolean; phone?: string; pricePaise?: number } = {}) {
  const shopper = await createTestUser(t.app.db);
  const p = await createProduct(t.app.db, {
    regularPricePaise: opts.pricePaise ?? 600_000,
    stock: { M: 5 },
  });
  const placed = await placeOrderAs(
    t.app,
    {
      items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
      shippingAddress: { ...address, phone: opts.phone ?? address.phone },
      ...(opts.optIn === false ? {} : { whatsappOptIn: true }),
    },
    shopper.auth,
  );
  const res = await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
  expect(res.statusCode, res.body).toBe(200);
  return { shopper, placed, productId: p.id };
}

describe(`WhatsApp COD confirmation (${testDbKind})`, () => {
  it('sends the COD template in the documented shape, and a tap on Confirm moves the order to Processing', async () => {
    const { placed } = await codOrder();
    expect((await orderRow(t.app.db, placed.id)).status).toBe(0);
    const report = await drainWhatsApp(t);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const [sent] = doubleMessagesOf(t.app, placed.id);
    expect(sent).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: { name: 'cod_order_placed', language: { code: 'en' } },
    });
    const components = sent!.template.components!;
    expect(components[0]).toMatchObject({
      type: 'body',
      parameters: [
        { type: 'text', text: 'Asha' },
        { type: 'text', text: placed.id },
        { type: 'text', text: '₹6,049.00' },
        { type: 'text', text: 'Ethnic Elegance' },
      ],
    });
    expect(components.slice(1)).toEqual([
      expect.objectContaining({ type: 'button', sub_type: 'quick_reply', index: '0' }),
      expect.objectContaining({ type: 'button', sub_type: 'quick_reply', index: '1' }),
    ]);
    const [row] = await messagesOf(t.app.db, placed.id);
    expect(row).toMatchObject({ status: 'sent', providerId: sent!.id });

    const tap = await play(t.app, sent!.id, { tap: 0 });
    expect(tap.json()).toMatchObject({ delivered: 200 });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(1);
    expect(await inboundOf(t.app.db, placed.id)).toEqual([
      expect.objectContaining({ kind: 'button', outcome: 'cod-confirmed' }),
    ]);
    // The confirmation itself is told on WhatsApp too.
    expect((await messagesOf(t.app.db, placed.id)).map((m) => m.event).sort()).toEqual([
      'cod-order-placed',
      'order-confirmed',
    ]);
    // A second tap (Meta may deliver it again, or the shopper taps twice) changes nothing.
    await play(t.app, sent!.id, { tap: 0 });
    await play(t.app, sent!.id, { tap: 1 });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(1);
  });

  it('a tap on Cancel cancels the order and puts its stock back', async () => {
    const { placed, productId } = await codOrder();
    expect(await stockOf(t.app.db, productId, 'M')).toBe(4);
    await drainWhatsApp(t);
    const [sent] = doubleMessagesOf(t.app, placed.id);
    await play(t.app, sent!.id, { tap: 1 });
    expect((await orderRow(t.app.db, placed.id)).status).toBe(4);
    expect(await stockOf(t.app.db, productId, 'M')).toBe(5);
    expect(await inboundOf(t.app.db, placed.id)).toEqual([
      expect.objectContaining({ outcome: 'cod-cancelled' }),
    ]);
  });
});

describe(`WhatsApp consent, refusals and later updates (${testDbKind})`, () => {
  it('sends nothing to a shopper who did not tick the box; the mail still goes', async () => {
    const { placed } = await codOrder({ optIn: false });
    expect(await messagesOf(t.app.db, placed.id)).toEqual([]);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.id));
    expect(mails.some((m) => m.data.codConfirmUrl)).toBe(true);
  });

  it('marks a message Meta refuses for good as failed with its reason, and the mail still goes', async () => {
    const { placed } = await codOrder({ phone: '9999999999' });
    const report = await drainWhatsApp(t);
    expect(report.failed).toBeGreaterThanOrEqual(1);
    const [row] = await messagesOf(t.app.db, placed.id);
    expect(row).toMatchObject({ status: 'failed', errorCode: '131026', attempts: 1 });
    expect(row!.lastError).toContain('Message undeliverable');
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, placed.id));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('keeps a message refused for a while, to be sent again after a wait', async () => {
    const { placed } = await codOrder({ phone: '9999999990' });
    await drainWhatsApp(t);
    const [row] = await messagesOf(t.app.db, placed.id);
    expect(row).toMatchObject({ status: 'pending', errorCode: '130429', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: the next run leaves it alone.
    await drainWhatsApp(t);
    expect((await messagesOf(t.app.db, placed.id))[0]!.attempts).toBe(1);
  });

  it('tells of shipping and delivery, with the tracking number, once each', async () => {
    const { placed } = await codOrder({ pricePaise: 120_000 });
    await shipOrder(t.app.db, placed.id, 'AWB123456', 'Delhivery');
    await deliverOrder(t.app.db, placed.id);
    await drainWhatsApp(t);
    const names = doubleMessagesOf(t.app, placed.id).map((m) => m.template.name);
    expect(names).toEqual(['order_confirmed', 'order_shipped', 'order_delivered']);
    const shipped = doubleMessagesOf(t.app, placed.id)[1]!;
    const texts = shipped.template.components![0]!.parameters!.map((p) =>
      'text' in p ? p.text : '',
    );
    expect(texts).toEqual([
      'Asha',
      placed.id,
      'Delhivery',
      'AWB123456',
      `${t.config.publicUrl}/track-order?order=${placed.id}`,
    ]);
  });

  it('writes in Hindi to a shopper who checked out in Hindi', async () => {
    const shopper = await createTestUser(t.app.db);
    const p = await createProduct(t.app.db, { regularPricePaise: 120_000, stock: { M: 5 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...shopper.auth, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      payload: {
        items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
        shippingAddress: address,
        whatsappOptIn: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    await pay(t.app, shopper.auth, id, payerFields('cod'));
    await drainWhatsApp(t);
    expect(doubleMessagesOf(t.app, id)[0]?.template.language).toEqual({ code: 'hi' });
  });

  it('the account page turns updates off: what is queued is not sent', async () => {
    const { placed, shopper } = await codOrder();
    const before = await t.app.inject({ url: '/api/v1/account/whatsapp', headers: shopper.auth });
    expect(before.json()).toMatchObject({ optedIn: true });
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/whatsapp',
      headers: shopper.auth,
    });
    expect(off.json()).toMatchObject({ optedIn: false });
    await drainWhatsApp(t);
    expect(doubleMessagesOf(t.app, placed.id)).toEqual([]);
    expect((await messagesOf(t.app.db, placed.id))[0]).toMatchObject({ status: 'skipped' });
  });
});
