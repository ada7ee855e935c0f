// What the returns tests set up the same way: a shopper's return request sent as the storefront
// sends it (its JSON beside any photos, one multipart form), and a delivered order of two kurtas
// with one piece asked back for store credit, approved and received, ready for its refund.
import type { ReturnRequest } from '@store/contract';
import { expect } from 'vitest';
import { createOrder } from '../../flows/checkout/index.ts';
import type { createTestUser, TestApp } from '../../test/harness.ts';
import { deliverOrder, markOrderPaid, shipOrder } from '../orders/index.ts';
import { address, createProduct } from '../orders/test-fixtures.ts';
import type { adminCaller } from '../staff/staff.test-kit.ts';

type Shopper = Awaited<ReturnType<typeof createTestUser>>;

/** The return request form: `request` as JSON, each photo a JPEG part. */
export function returnForm(request: unknown, photos: Buffer[] = []) {
  const b = '----return-test';
  const parts: Buffer[] = [
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n`,
    ),
  ];
  for (const p of photos) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      p,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${b}` },
  };
}

/** The owner's step on a return through the admin API. */
export const returnStep =
  (admin: ReturnType<typeof adminCaller>, owner: string) =>
  (id: number, name: string, body: unknown = {}) =>
    admin('POST', `/returns/${id}/${name}`, body, { token: owner });

/**
 * A paid, delivered order of two kurtas in `language`; one comes back for store credit, and the
 * owner approves it (she ships it) and receives it. Its refund is the caller's to make.
 */
export async function receivedReturn(
  t: TestApp,
  shopper: Shopper,
  step: ReturnType<typeof returnStep>,
  language: 'en' | 'hi' = 'en',
): Promise<{ orderId: string; returnId: number }> {
  const p = await createProduct(t.app.db, { regularPricePaise: 104_900 });
  const { order } = await createOrder(t.app.db, shopper, {
    items: [{ productId: p.id, quantity: 2, size: 'S', color: 'Maroon' }],
    shippingAddress: address,
    language,
  });
  await markOrderPaid(t.app.db, order.id, { method: 'card', reference: 'test' });
  await shipOrder(t.app.db, order.id, 'AWB12345');
  await deliverOrder(t.app.db, order.id);
  const returnable = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${order.id}/returns`,
    headers: shopper.auth,
  });
  const itemId = returnable.json<{ lines: { orderItemId: number }[] }>().lines[0]!.orderItemId;
  const f = returnForm({
    lines: [{ orderItemId: itemId, quantity: 1 }],
    reason: 'too_small',
    want: 'store_credit',
  });
  const made = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${order.id}/returns`,
    headers: { ...f.headers, ...shopper.auth },
    payload: f.payload,
  });
  expect(made.statusCode, made.body).toBe(201);
  const r = made.json<ReturnRequest>();
  expect((await step(r.id, 'approve', { pickup: false })).status).toBe(200);
  expect((await step(r.id, 'receive')).status).toBe(200);
  return { orderId: order.id, returnId: r.id };
}
