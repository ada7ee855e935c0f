// Orders paid in the ways refunds distinguish, for the refunds flow's tests: by card through
// the bundled sandbox gateway (the sandbox records the payment, so its refund API knows it),
// and by cash on delivery, delivered.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PAYU_NOTIFY_PATH, SANDBOX_MERCHANT_SALT } from '../../modules/payments/index.ts';
import {
  gatewayReply,
  pay,
  payerFields,
  placeOrder,
  postForm,
} from '../../modules/payments/payments.test-kit.ts';

export const silent = {
  warn: () => undefined,
  info: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

/** An order of `productId` placed and paid by card through the sandbox: Processing. */
export async function paidByCard(
  app: FastifyInstance,
  auth: { authorization: string },
  productId: number,
  quantity = 1,
): Promise<{ id: string; total: number }> {
  const order = await placeOrder(app, auth, productId, quantity);
  const res = await pay(app, auth, order.id, payerFields('card'));
  expect(res.statusCode, res.body).toBe(200);
  const form = res.json().action.formParams.data as Record<string, string>;
  const notified = await postForm(
    app,
    PAYU_NOTIFY_PATH,
    gatewayReply(form, SANDBOX_MERCHANT_SALT, 'success'),
  );
  expect(notified.statusCode, notified.body).toBe(200);
  return order;
}
