// The shopper's WhatsApp messages from the courier's tracking events (docs/shipping.md, "Mails
// and WhatsApp"), against the WhatsApp module's Graph API double: out for delivery once per
// attempt, delivered once, however often the courier's webhook repeats them.
import { formatPaise } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { orderRow } from '../../modules/orders/test-fixtures.ts';
import {
  createWhatsAppTestApp,
  doubleMessagesOf,
  drainWhatsApp,
  messagesOf,
} from '../../modules/whatsapp/whatsapp.test-kit.ts';
import { processingOrderOf, scan, setUp, size, useShiprocket } from './shipping.test-kit.ts';

let t: TestApp;
let admin: AdminCall;
let staff: string;

beforeAll(async () => {
  ({ t, admin, staff } = await setUp(() => createWhatsAppTestApp()));
});
afterAll(async () => {
  await t.close();
});

const sentOf = (orderId: string, template: string) =>
  doubleMessagesOf(t.app, orderId).filter((m) => m.template.name === template);

describe(`WhatsApp from tracking events (${testDbKind})`, () => {
  it('sends out-for-delivery once per attempt and delivered once, whatever the webhook repeats', async () => {
    await useShiprocket();
    // A small COD order goes to Processing at once (its "confirmed" message is queued).
    const { id } = await processingOrderOf({ whatsapp: async () => undefined });
    const booked = await admin(
      'POST',
      '/shipping/book',
      { parcels: [{ orderId: id, ...size }] },
      { token: staff },
    );
    expect(booked.status, booked.raw).toBe(200);
    const awb = (booked.body as { data: { awb: string }[] }).data[0]!.awb;

    await scan(awb, 'picked-up');
    await scan(awb, 'out-for-delivery');
    // Each later webhook carries every scan so far: the out-for-delivery event comes again.
    await scan(awb, 'in-transit', { afterMinutes: 5 });
    let rows = (await messagesOf(t.app.db, id)).filter((m) => m.event === 'order-out-for-delivery');
    expect(rows).toHaveLength(1);
    await drainWhatsApp(t);
    const [first] = sentOf(id, 'order_out_for_delivery');
    const total = (await orderRow(t.app.db, id)).totalPaise;
    expect(first?.template.components?.[0]).toEqual({
      type: 'body',
      parameters: [
        { type: 'text', text: 'Asha' },
        { type: 'text', text: id },
        { type: 'text', text: formatPaise(total) },
      ],
    });

    // A failed attempt, then a second one: a second message.
    await scan(awb, 'delivery-failed', { note: 'Customer not available' });
    await scan(awb, 'out-for-delivery');
    rows = (await messagesOf(t.app.db, id)).filter((m) => m.event === 'order-out-for-delivery');
    expect(rows).toHaveLength(2);

    // Delivered, sent twice: one message.
    await scan(awb, 'delivered');
    await scan(awb, 'delivered', { afterMinutes: 0 });
    expect((await orderRow(t.app.db, id)).status).toBe(3);
    const delivered = (await messagesOf(t.app.db, id)).filter((m) => m.event === 'order-delivered');
    expect(delivered).toHaveLength(1);
    await drainWhatsApp(t);
    expect(sentOf(id, 'order_out_for_delivery')).toHaveLength(2);
    expect(sentOf(id, 'order_delivered')).toHaveLength(1);
  });
});
