// Tracking against the Shiprocket double (docs/shipping.md): the webhook's token, events stored
// once, delivered and returned to origin moving the order, the failed-delivery queue, polling.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, shipmentEvents, shipments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { orderRow } from '../../modules/orders/test-fixtures.ts';
import { shiprocketDoubleState } from '../../modules/shipping/index.ts';
import { pollShipments } from './shipping.jobs.ts';
import { WEBHOOK_TOKEN, scan, setUp, shippedWithShiprocket } from './shipping.test-kit.ts';

let t: TestApp;
let admin: AdminCall;
let staff: string;

beforeAll(async () => {
  ({ t, admin, staff } = await setUp());
});
afterAll(async () => {
  await t.close();
});

describe(`tracking (${testDbKind})`, () => {
  it('a forged webhook changes nothing; real events are stored once and end the order', async () => {
    const { id, awb } = await shippedWithShiprocket();
    const forged = {
      awb,
      shipment_status_id: 7,
      scans: [
        { date: '2030-01-01 10:00:00', 'sr-status': '7', activity: 'Delivered', location: 'X' },
      ],
    };
    for (const headers of [{}, { 'x-api-key': 'wrong-token' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/shipping/webhook',
        payload: forged,
        headers,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await orderRow(t.app.db, id)).status).toBe(2);

    for (const s of ['picked-up', 'in-transit', 'out-for-delivery']) {
      expect((await scan(awb, s)).json()).toMatchObject({ webhook: 200 });
    }
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, id));
    expect(mails.filter((m) => m.event === 'order-out-for-delivery')).toHaveLength(1);
    expect((await scan(awb, 'delivered', { location: 'Mumbai' })).json()).toMatchObject({
      webhook: 200,
    });
    const row = await orderRow(t.app.db, id);
    expect(row.status).toBe(3);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    const [shipment] = await t.app.db.select().from(shipments).where(eq(shipments.awb, awb));
    const events = await t.app.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment!.id));
    // Each webhook carries every scan so far: four events, each stored once.
    expect(events.map((e) => e.status).sort()).toEqual([
      'delivered',
      'in-transit',
      'out-for-delivery',
      'picked-up',
    ]);
    // A replay, and a late in-transit scan, change nothing.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/webhook',
      headers: { 'x-api-key': WEBHOOK_TOKEN },
      payload: {
        awb,
        shipment_status_id: 18,
        scans: [
          { date: '2020-01-01 09:00:00', 'sr-status': '18', activity: 'late', location: 'Hub' },
        ],
      },
    });
    expect(replay.json()).toMatchObject({ accepted: true, fresh: 1 });
    const [after] = await t.app.db.select().from(shipments).where(eq(shipments.awb, awb));
    expect(after).toMatchObject({ status: 'delivered' });
    expect((await orderRow(t.app.db, id)).status).toBe(3);

    const shopper = await t.app.inject({
      url: `/api/v1/orders/${id}/shipment?contactInfo=${encodeURIComponent(row.email)}`,
    });
    expect(shopper.statusCode).toBe(200);
    const answer = shopper.json<{
      shipment: { awb: string; trackingUrl: string; events: { status: string; at: string }[] };
    }>();
    expect(answer.shipment).toMatchObject({
      awb,
      trackingUrl: `https://shiprocket.co/tracking/${awb}`,
    });
    expect(answer.shipment.events.map((e) => e.status)).toContain('delivered');
    const other = await t.app.inject({
      url: `/api/v1/orders/${id}/shipment?contactInfo=someone@example.com`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe(`failed deliveries and returns (${testDbKind})`, () => {
  it('returned to origin runs the RTO path: cancelled, stock back', async () => {
    const { id, awb } = await shippedWithShiprocket();
    await scan(awb, 'picked-up');
    await scan(awb, 'delivery-failed', { note: 'Customer not available' });
    const [failed] = await t.app.db.select().from(shipments).where(eq(shipments.awb, awb));
    expect(failed).toMatchObject({ status: 'delivery-failed' });
    // The failed-delivery queue: the reason, and "try again" sent to the courier.
    const queue = await admin('GET', '/shipping/failed', undefined, { token: staff });
    expect(
      (queue.body.data as unknown[]).find((f) => (f as { orderId: string }).orderId === id),
    ).toMatchObject({
      awb,
      reason: 'Customer not available',
    });
    const bad = await admin(
      'POST',
      `/shipping/failed/${id}`,
      { action: 're-attempt', phone: '12345' },
      { token: staff },
    );
    expect(bad.status).toBe(400);
    const again = await admin(
      'POST',
      `/shipping/failed/${id}`,
      { action: 're-attempt', date: '2030-01-02', phone: '9812345678' },
      { token: staff },
    );
    expect(again.status, again.raw).toBe(200);
    expect((again.body.data as { orderId: string }[]).some((f) => f.orderId === id)).toBe(false);
    const double = [...shiprocketDoubleState(t.config)!.shipments.values()].find(
      (x) => x.awb === awb,
    )!;
    expect(double.ndrActions).toEqual([
      {
        action: 're-attempt',
        comments: 'Please deliver again; on 2030-01-02; phone: +919812345678',
        phone: '9812345678',
        deferred_date: '2030-01-02',
      },
    ]);
    // Asked twice, the second is refused: nothing waits for an answer.
    expect(
      (await admin('POST', `/shipping/failed/${id}`, { action: 'return' }, { token: staff }))
        .status,
    ).toBe(409);
    await scan(awb, 'delivery-failed', { note: 'Address not found' });
    const back = await admin(
      'POST',
      `/shipping/failed/${id}`,
      { action: 'return' },
      { token: staff },
    );
    expect(back.status, back.raw).toBe(200);
    expect(double.ndrActions?.at(-1)).toEqual({
      action: 'return',
      comments: 'Return to origin, as the seller asks',
    });
    await scan(awb, 'rto-initiated');
    await scan(awb, 'returned-to-origin');
    const row = await orderRow(t.app.db, id);
    expect(row.status).toBe(4);
    expect(row.returnedToOriginAt).toBeInstanceOf(Date);
  });

  it('polling picks up what the webhook missed', async () => {
    const { id, awb } = await shippedWithShiprocket();
    await scan(awb, 'picked-up', { webhook: false });
    await scan(awb, 'delivered', { webhook: false });
    expect((await orderRow(t.app.db, id)).status).toBe(2);
    await t.app.db.update(shipments).set({ lastPolledAt: null }).where(eq(shipments.awb, awb));
    await pollShipments(t.app, 60);
    expect((await orderRow(t.app.db, id)).status).toBe(3);
  });
});
