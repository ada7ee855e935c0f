// What the shipping tests share (shipping.test.ts, tracking.test.ts): an app with an owner and a
// staff member, a COD order in Processing, the Shiprocket double's settings and its scans.
import { expect } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test/harness.ts';
import { adminCaller, staffToken, type AdminCall } from '../../modules/staff/staff.test-kit.ts';
import { pay, payerFields } from '../../modules/payments/payments.test-kit.ts';
import {
  address,
  createProduct,
  orderRow,
  placeOrderAs,
} from '../../modules/orders/test-fixtures.ts';
import { DOUBLE_API_EMAIL, DOUBLE_API_PASSWORD } from '../../modules/shipping/index.ts';

let t: TestApp;
let admin: AdminCall;
let owner: string;
let staff: string;

export async function setUp(make: () => Promise<TestApp> = () => createTestApp()) {
  t = await make();
  admin = adminCaller(t.app);
  owner = await staffToken(t.app, 'owner');
  staff = await staffToken(t.app, 'staff');
  return { t, admin, owner, staff };
}

export const WEBHOOK_TOKEN = 'whk-test-token-1234';
export const pickup = {
  name: 'Rangrez Studio',
  phone: '9876543210',
  address: '4 MG Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pin: '302001',
};
export const size = { weightGrams: 700, lengthCm: 30, breadthCm: 25, heightCm: 5 };

/** A COD order of one ₹1,200 item, in Processing. */
export async function processingOrder(): Promise<string> {
  return (await processingOrderOf()).id;
}

/**
 * A COD order of `quantity` ₹1,200 items, in Processing, and its shopper. With `whatsapp` the
 * shopper says yes to WhatsApp at checkout, and the hook runs before the order must be Processing.
 */
export async function processingOrderOf(
  opts: { quantity?: number; whatsapp?: (orderId: string) => Promise<void> } = {},
): Promise<{ id: string; shopper: Awaited<ReturnType<typeof createTestUser>>; productId: number }> {
  const shopper = await createTestUser(t.app.db);
  const p = await createProduct(t.app.db, { regularPricePaise: 120_000, stock: { M: 5 } });
  const placed = await placeOrderAs(
    t.app,
    {
      items: [{ productId: p.id, quantity: opts.quantity ?? 1, size: 'M', color: 'Maroon' }],
      // A phone of its own: cash on delivery is limited per phone number.
      shippingAddress: {
        ...address,
        phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      },
      ...(opts.whatsapp ? { whatsappOptIn: true } : {}),
    },
    shopper.auth,
  );
  const paid = await pay(t.app, shopper.auth, placed.id, payerFields('cod'));
  expect(paid.statusCode, paid.body).toBe(200);
  await opts.whatsapp?.(placed.id);
  expect((await orderRow(t.app.db, placed.id)).status, paid.body).toBe(1);
  return { id: placed.id, shopper, productId: p.id };
}

export const useShiprocket = () =>
  admin(
    'PUT',
    '/shipping/settings',
    {
      provider: 'shiprocket',
      pickup,
      shiprocket: {
        email: DOUBLE_API_EMAIL,
        password: DOUBLE_API_PASSWORD,
        pickupLocation: 'Primary',
        webhookToken: WEBHOOK_TOKEN,
      },
    },
    { token: owner },
  );

export const scan = (awb: string, status: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/shiprocket-sandbox/control/scan',
    payload: { awb, status, ...extra },
  });

/** Books an order on the Ship screen (by staff) with the courier set now: its AWB. */
export async function bookOrder(id: string): Promise<string> {
  const res = await admin(
    'POST',
    '/shipping/book',
    { parcels: [{ orderId: id, ...size }] },
    { token: staff },
  );
  const booked = (res.body.data as { outcome: string; awb: string }[])[0]!;
  expect(booked.outcome, res.raw).toBe('booked');
  return booked.awb;
}

export async function shippedWithShiprocket(): Promise<{ id: string; awb: string }> {
  await useShiprocket();
  const id = await processingOrder();
  return { id, awb: await bookOrder(id) };
}
