// A return rejected after its courier pickup was booked (docs/shipping.md, "Reverse pickups"):
// the owner's reject, through the admin API as the returns screen sends it, calls the pickup off
// with Shiprocket ("Cancel an Order" with the return order's id) or, for self-ship, voids the
// store's reference. A pickup the courier will not cancel (it has the parcel) leaves the return
// approved and the pickup booked.
import type { ReturnRequest } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverseShipments } from '../../db/schema.ts';
import { testDbKind, type TestApp } from '../../test/harness.ts';
import type { AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { returnForm } from '../../modules/returns/returns.test-kit.ts';
import { shiprocketDoubleState } from '../../modules/shipping/index.ts';
import {
  bookOrder,
  pickup,
  processingOrderOf,
  scan,
  setUp,
  useShiprocket,
} from './shipping.test-kit.ts';

let t: TestApp;
let admin: AdminCall;
let owner: string;

beforeAll(async () => {
  ({ t, admin, owner } = await setUp());
});
afterAll(async () => {
  await t.close();
});

/** A delivered order's return, asked by its shopper and approved with a courier pickup. */
async function approvedWithPickup() {
  const { id, shopper } = await processingOrderOf();
  const awb = await bookOrder(id);
  const delivered = await admin('POST', `/orders/${id}/deliver`, {}, { token: owner });
  if (delivered.status !== 200) await scan(awb, 'delivered');
  const view = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${id}/returns`,
    headers: shopper.auth,
  });
  const itemId = view.json<{ lines: { orderItemId: number }[] }>().lines[0]!.orderItemId;
  const f = returnForm({
    lines: [{ orderItemId: itemId, quantity: 1 }],
    reason: 'too_small',
    want: 'store_credit',
  });
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${id}/returns`,
    headers: { ...f.headers, ...shopper.auth },
    payload: f.payload,
  });
  expect(made.statusCode, made.body).toBe(201);
  const returnId = made.json<ReturnRequest>().id;
  const approved = await admin(
    'POST',
    `/returns/${returnId}/approve`,
    { pickup: true },
    { token: owner },
  );
  expect(approved.status, approved.raw).toBe(200);
  const [row] = await t.app.db
    .select()
    .from(reverseShipments)
    .where(eq(reverseShipments.returnId, returnId));
  expect(row, 'a pickup was booked').toBeDefined();
  return { returnId, awb: row!.awb, orderId: id, shopper };
}

const reject = (returnId: number) =>
  admin('POST', `/returns/${returnId}/reject`, { reason: 'Worn and washed' }, { token: owner });

const pickupRow = async (returnId: number) =>
  (
    await t.app.db.select().from(reverseShipments).where(eq(reverseShipments.returnId, returnId))
  )[0]!;

describe(`a rejected return's pickup is called off (${testDbKind})`, () => {
  it('Shiprocket: the return order is cancelled at the courier and the pickup kept as cancelled', async () => {
    expect((await useShiprocket()).status).toBe(200);
    const { returnId, awb } = await approvedWithPickup();
    const res = await reject(returnId);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({
      state: 'rejected',
      pickup: expect.stringContaining('(cancelled)'),
    });
    expect(await pickupRow(returnId)).toMatchObject({ status: 'cancelled' });
    const atCourier = [...shiprocketDoubleState(t.config)!.shipments.values()].find(
      (s) => s.awb === awb,
    )!;
    expect(atCourier.cancelled).toBe(true);
  });

  it('a pickup the courier has collected is not cancelled: the return stays approved', async () => {
    await useShiprocket();
    const { returnId, awb } = await approvedWithPickup();
    // The courier collected it; the store has not heard yet (no webhook).
    await scan(awb, 'picked-up', { webhook: false });
    const res = await reject(returnId);
    expect(res.status, res.raw).toBe(409);
    expect(res.body.error).toMatch(/already picked up/);
    expect(await pickupRow(returnId)).toMatchObject({ status: 'booked' });
    const still = await admin('GET', `/returns?state=approved`, undefined, { token: owner });
    expect(JSON.stringify(still.body)).toContain(`"id":${returnId}`);
    // Once the store has heard, it refuses without asking the courier.
    await scan(awb, 'in-transit');
    const again = await reject(returnId);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/courier has it already/);
  });

  it("self-ship: the store's reference is voided, nothing is sent anywhere", async () => {
    await admin('PUT', '/shipping/settings', { provider: 'self', pickup }, { token: owner });
    const { returnId, orderId, shopper } = await approvedWithPickup();
    expect((await pickupRow(returnId)).awb).toMatch(/^SS\d{13}$/);
    const label = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/orders/${orderId}/returns/${returnId}/label`,
        headers: shopper.auth,
      });
    expect((await label()).statusCode).toBe(200);
    const res = await reject(returnId);
    expect(res.status, res.raw).toBe(200);
    expect(await pickupRow(returnId)).toMatchObject({ status: 'cancelled' });
    // The shopper's return label is gone with it.
    expect((await label()).statusCode).toBe(404);
  });
});
