// Reverse pickups against the Shiprocket double (docs/shipping.md, "Reverse pickups"): booked as
// Shiprocket's return order with a return AWB, once per return; an unserved PIN or an outage
// answered 'unavailable' with the reason and nothing kept; its tracking by webhook and polling,
// the store told once when it arrives; self-ship's own reference and printable return label.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverseShipmentEvents, reverseShipments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { address } from '../../modules/orders/test-fixtures.ts';
import { getOrderForOwner } from '../../modules/orders/index.ts';
import { doubleAwareFetch, shiprocketDoubleState } from '../../modules/shipping/index.ts';
import { returnPickups } from './index.ts';
import { returnPickupsWith, type ReturnPickups } from './return-pickups.service.ts';
import { pollShipments } from './shipping.jobs.ts';
import {
  pickup,
  processingOrderOf,
  scan,
  setUp,
  shippedWithShiprocket,
  size,
} from './shipping.test-kit.ts';

let t: TestApp;
let admin: AdminCall;
let owner: string;
let staff: string;
let pickups: ReturnPickups;
let nextReturn = 9000;

beforeAll(async () => {
  ({ t, admin, owner, staff } = await setUp());
  pickups = returnPickupsWith(t.app.config, () => doubleAwareFetch(t.app));
});
afterAll(async () => {
  await t.close();
});

/** Asks for the pickup of every unit of the order's first line, as the returns module would. */
async function ask(orderId: string, returnId = ++nextReturn) {
  const order = await getOrderForOwner(t.app.db, orderId);
  const line = order!.items[0]!;
  const answer = await t.app.db.transaction((tx) =>
    pickups.request(tx, {
      returnId,
      orderId,
      lines: [{ orderItemId: line.id, quantity: line.quantity }],
    }),
  );
  return { answer, returnId };
}

const reverseRow = async (returnId: number) =>
  (
    await t.app.db.select().from(reverseShipments).where(eq(reverseShipments.returnId, returnId))
  )[0];

describe(`reverse pickups with Shiprocket (${testDbKind})`, () => {
  it("books Shiprocket's return order with a return AWB, once per return, to the shop", async () => {
    const { id, awb } = await shippedWithShiprocket();
    await scan(awb, 'delivered');
    const { answer, returnId } = await ask(id);
    expect(answer).toMatchObject({ state: 'booked', courier: 'Delhivery Surface' });
    const state = shiprocketDoubleState(t.app.config)!;
    const back = [...state.shipments.values()].find((s) => s.awb === answer.awb)!;
    expect(back.isReturn).toBe(true);
    expect(back.order).toMatchObject({
      order_id: `R${returnId}-${id}`,
      pickup_pincode: address.postalCode,
      pickup_city: address.city,
      shipping_pincode: pickup.pin,
      shipping_customer_name: pickup.name,
      payment_method: 'Prepaid',
    });
    // Asked again (a retry of the returns module): the same pickup, nothing booked twice.
    const returnsAtDouble = () => [...state.shipments.values()].filter((s) => s.isReturn).length;
    const before = returnsAtDouble();
    const again = await ask(id, returnId);
    expect(again.answer).toEqual(answer);
    expect(returnsAtDouble()).toBe(before);
    const rows = await t.app.db
      .select()
      .from(reverseShipments)
      .where(eq(reverseShipments.returnId, returnId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ orderId: id, awb: answer.awb, provider: 'shiprocket' });
  });

  it("answers 'unavailable' with the courier's reason when the pickup PIN is not served", async () => {
    const { id, awb } = await shippedWithShiprocket();
    await scan(awb, 'delivered');
    await t.app.inject({
      method: 'POST',
      url: '/shiprocket-sandbox/control/unserviceable',
      payload: { pin: address.postalCode, unserved: true },
    });
    try {
      const { answer, returnId } = await ask(id);
      expect(answer.state).toBe('unavailable');
      expect(answer.reason).toContain(`No courier serves pincode ${address.postalCode}`);
      expect(await reverseRow(returnId)).toBeUndefined();
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/shiprocket-sandbox/control/unserviceable',
        payload: { pin: address.postalCode, unserved: false },
      });
    }
    // A courier that is down: 'unavailable' too, nothing kept.
    await t.app.inject({
      method: 'POST',
      url: '/shiprocket-sandbox/control/outage',
      payload: { down: true },
    });
    try {
      const { answer, returnId } = await ask(id);
      expect(answer).toMatchObject({ state: 'unavailable' });
      expect(answer.reason).toContain('503');
      expect(await reverseRow(returnId)).toBeUndefined();
    } finally {
      await t.app.inject({
        method: 'POST',
        url: '/shiprocket-sandbox/control/outage',
        payload: { down: false },
      });
    }
  });

  it('refuses lines that are not on the order, and changes nothing', async () => {
    const { id } = await shippedWithShiprocket();
    const returnId = ++nextReturn;
    await expect(
      t.app.db.transaction((tx) =>
        pickups.request(tx, { returnId, orderId: id, lines: [{ orderItemId: 1e9, quantity: 1 }] }),
      ),
    ).rejects.toThrow(/not on the order/);
    expect(await reverseRow(returnId)).toBeUndefined();
  });

  it('tracks the pickup by webhook and polling, and tells the returns module once when it is back', async () => {
    const { id, awb } = await shippedWithShiprocket();
    await scan(awb, 'delivered');
    const { answer, returnId } = await ask(id);
    // The webhook: events stored once each.
    expect((await scan(answer.awb!, 'picked-up')).json()).toMatchObject({ webhook: 200 });
    expect((await scan(answer.awb!, 'in-transit')).json()).toMatchObject({ webhook: 200 });
    const row = await reverseRow(returnId);
    expect(row!.status).toBe('in-transit');
    const events = await t.app.db
      .select()
      .from(reverseShipmentEvents)
      .where(eq(reverseShipmentEvents.reverseShipmentId, row!.id));
    expect(events.map((e) => e.status).sort()).toEqual(['in-transit', 'picked-up']);
    // Delivered to the store, heard by polling (the webhook went missing).
    await scan(answer.awb!, 'delivered', { webhook: false });
    const heard: number[] = [];
    const ports = { onReturnDelivered: async (_tx: unknown, rid: number) => void heard.push(rid) };
    await pollShipments(t.app, 0, ports);
    expect(heard).toEqual([returnId]);
    const done = await reverseRow(returnId);
    expect(done).toMatchObject({ status: 'delivered' });
    expect(done!.receivedAt).toBeInstanceOf(Date);
    // Polled again, or the webhook replayed: told nothing more.
    await pollShipments(t.app, 0, ports);
    expect((await scan(answer.awb!, 'delivered')).json()).toMatchObject({ webhook: 200 });
    expect(heard).toEqual([returnId]);
  });
});

describe(`reverse pickups through the store's port (${testDbKind})`, () => {
  it("books through the store's port with the running store it is given, as the admin's approve does", async () => {
    const { id, awb } = await shippedWithShiprocket();
    await scan(awb, 'delivered');
    const line = (await getOrderForOwner(t.app.db, id))!.items[0]!;
    const answer = await t.app.db.transaction((tx) =>
      returnPickups.request(
        tx,
        { returnId: ++nextReturn, orderId: id, lines: [{ orderItemId: line.id, quantity: 1 }] },
        { config: t.app.config, app: t.app },
      ),
    );
    expect(answer).toMatchObject({ state: 'booked', courier: 'Delhivery Surface' });
    expect(await reverseRow(nextReturn)).toMatchObject({ awb: answer.awb });
  });
});

describe(`reverse pickups with self-ship (${testDbKind})`, () => {
  it("answers the store's own reference and a return label the shopper can print", async () => {
    const set = await admin(
      'PUT',
      '/shipping/settings',
      { provider: 'self', pickup },
      { token: owner },
    );
    expect(set.status, set.raw).toBe(200);
    const { id, shopper } = await processingOrderOf();
    const booked = await admin(
      'POST',
      '/shipping/book',
      { parcels: [{ orderId: id, ...size }] },
      { token: staff },
    );
    expect(booked.status, booked.raw).toBe(200);
    const { answer, returnId } = await ask(id);
    expect(answer.state).toBe('booked');
    expect(answer.awb).toMatch(/^SS\d{13}$/);
    const label = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/returns/${returnId}/label`,
      headers: shopper.auth,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another shopper, or a return that is not this order's: no label.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/returns/${returnId}/label`,
    });
    expect(stranger.statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${id}/returns/${returnId + 1}/label`,
      headers: shopper.auth,
    });
    expect(other.statusCode).toBe(404);
  });
});
