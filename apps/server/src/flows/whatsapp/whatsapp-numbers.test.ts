// The owner's WhatsApp numbers (GET /admin/whatsapp/numbers): messages by how far they got, COD
// orders by how they were confirmed, and the share of each that came back to origin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestUser, testDbKind, type TestApp } from '../../test/harness.ts';
import { pay, payerFields } from '../../modules/payments/payments.test-kit.ts';
import { address, createProduct, placeOrderAs } from '../../modules/orders/test-fixtures.ts';
import { returnToOrigin, shipOrder } from '../../modules/orders/index.ts';
import { staffToken } from '../../modules/staff/staff.test-kit.ts';
import {
  createWhatsAppTestApp,
  doubleMessagesOf,
  drainWhatsApp,
  play,
} from '../../modules/whatsapp/whatsapp.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createWhatsAppTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each on its own phone: a returned parcel counts against its phone for COD. */
async function largeCodOrder(optIn: boolean, phone: string) {
  const shopper = await createTestUser(t.app.db);
  const p = await createProduct(t.app.db, { regularPricePaise: 600_000, stock: { M: 5 } });
  const placed = await placeOrderAs(
    t.app,
    {
      items: [{ productId: p.id, quantity: 1, size: 'M', color: 'Maroon' }],
      shippingAddress: { ...address, phone },
      ...(optIn ? { whatsappOptIn: true } : {}),
    },
    shopper.auth,
  );
  const paid = await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
  expect(paid.json()).toMatchObject({ success: true, confirmationRequired: expect.any(String) });
  return placed.id;
}

describe(`GET /admin/whatsapp/numbers (${testDbKind})`, () => {
  it('splits COD orders by how they were confirmed, with the share that came back', async () => {
    // Confirmed on WhatsApp, then shipped and returned to origin.
    const tapped = await largeCodOrder(true, '9000000001');
    await drainWhatsApp(t);
    await play(t.app, doubleMessagesOf(t.app, tapped)[0]!.id, { tap: 0 });
    await shipOrder(t.app.db, tapped, 'AWB000111');
    expect((await returnToOrigin(t.app.db, tapped)).outcome).toBe('returned');
    await play(t.app, doubleMessagesOf(t.app, tapped)[0]!.id, { status: 'read' });
    // Confirmed by the mailed link.
    const mailed = await largeCodOrder(false, '9000000002');
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, mailed));
    const mail = mails.find((m) => m.data.codConfirmUrl);
    const token = new URL(mail!.data.codConfirmUrl!).searchParams.get('token')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${mailed}/confirm-cod`,
      payload: { token },
    });
    expect(confirm.json()).toMatchObject({ state: 'confirmed' });
    // Never confirmed.
    await largeCodOrder(false, '9000000003');
    await drainWhatsApp(t);

    const owner = await staffToken(t.app, 'owner');
    const res = await t.app.inject({
      url: '/api/v1/admin/whatsapp/numbers?days=7',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      connected: true,
      // cod_order_placed, order_confirmed after the tap, order_shipped: all sent, one read.
      messages: { sent: 3, delivered: 1, read: 1, failed: 0, pending: 0 },
      cod: {
        total: 3,
        byWhatsApp: { orders: 1, share: 0.333, returnedShare: 1 },
        byMail: { orders: 1, share: 0.333, returnedShare: 0 },
        notConfirmed: { orders: 1, share: 0.333, returnedShare: 0 },
      },
    });
  });

  it('is for staff only, and refuses a bad period', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/admin/whatsapp/numbers' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await createTestUser(t.app.db);
    const asShopper = await t.app.inject({
      url: '/api/v1/admin/whatsapp/numbers',
      headers: shopper.auth,
    });
    expect(asShopper.statusCode).toBe(403);
    const owner = await staffToken(t.app, 'owner');
    const bad = await t.app.inject({
      url: '/api/v1/admin/whatsapp/numbers?days=0',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(bad.statusCode).toBe(400);
  });
});
