// UPI through the gateway over real HTTP: the store posts PayU's S2S request to the sandbox,
// answers the intent (QR or app link) or a collect request, the sandbox's "phone" page approves
// or declines, the signed notification and verify_payment settle the order; nobody marks it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema.ts';
import type { createTestUser } from '../../../test/harness.ts';
import { type TestApp, testDbKind } from '../../../test/harness.ts';
import {
  eventsOf,
  orderRow,
  payerFields,
  paymentsOf,
  paymentsOverHttp,
  placeOrder,
} from '../payments.test-kit.ts';
import { reconcilePendingPayments, gatewayVerifier } from '../reconcile.service.ts';
import { decideSandboxUpi, sandboxVpaValid } from './sandbox-upi.ts';

let t: TestApp;
let base: string;
let asha: Awaited<ReturnType<typeof createTestUser>>;
let kurta: number;

beforeAll(async () => {
  ({ t, base, asha, kurta } = await paymentsOverHttp());
});
afterAll(async () => {
  await t?.close();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

async function pay(orderId: string, fields: Record<string, string>, agent = 'Mozilla/5.0 (X11)') {
  const res = await fetch(`${base}/api/v1/payments`, {
    method: 'POST',
    headers: { ...asha.auth, 'content-type': 'application/json', 'user-agent': agent },
    body: JSON.stringify({ orderId, fields }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    success: boolean;
    error?: string;
    action?: { type: string; qr?: string; redirectUrl?: string; vpa?: string };
  };
}

const status = async (orderId: string) =>
  (await fetch(`${base}/api/v1/payments/status?orderId=${orderId}`, { headers: asha.auth })).json();

/** Presses Approve or Decline on the sandbox's phone page for this order's pending payment. */
async function decide(orderId: string, decision: 'approve' | 'decline') {
  const phone = await (await fetch(`${base}/sandbox-gateway/upi`)).text();
  expect(phone).toContain('<title>Test UPI app</title>');
  expect(phone).not.toMatch(/<script/i);
  const item = phone.split('<li>').find((li) => li.includes(`Order ${orderId}`));
  expect(item, `no pending UPI payment for ${orderId}`).toBeDefined();
  const txnid = /name="txnid" value="([^"]+)"/.exec(item!)![1]!;
  const res = await fetch(`${base}/sandbox-gateway/upi/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ txnid, decision }).toString(),
  });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('The store has been notified.');
  return txnid;
}

describe(`UPI through the gateway (sandbox, ${testDbKind})`, () => {
  it('offers the UPI ID field with UPI, and says test mode', async () => {
    const res = await fetch(`${base}/api/v1/payments/fields`);
    const body = (await res.json()) as { testMode: boolean; fields: { name: string }[] };
    expect(body.testMode).toBe(true);
    expect(body.fields.find((f) => f.name === 'upiId')).toMatchObject({
      label: 'UPI ID (optional)',
      showWhenValue: { field: 'method', value: 'upi' },
    });
  });

  it('shows a QR of the gateway intent on a desktop; approval pays the order by itself', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const body = await pay(order.id, payerFields('upi'));
    expect(body.action?.type).toBe('qr');
    expect(body.action?.qr).toMatch(/^upi:\/\/pay\?pa=payu\.sandbox@example\.invalid&pn=/);
    expect(body.action?.qr).toContain('&am=1499.00&cu=INR&');
    const [row] = await paymentsOf(t.database.db, order.id);
    expect(row).toMatchObject({ method: 'upi', status: 'pending' });
    // A simulated payment is flagged, so orders:ship refuses it (docs/payments.md).
    const [flag] = await t.database.db
      .select({ sandbox: payments.sandbox })
      .from(payments)
      .where(eq(payments.id, row!.id));
    expect(flag!.sandbox).toBe(true);
    expect(await status(order.id)).toMatchObject({ paid: false, upi: 'pending' });

    await decide(order.id, 'approve');
    expect(await orderRow(t.database.db, order.id)).toMatchObject({
      status: 1,
      paymentMethod: 'upi',
    });
    expect((await paymentsOf(t.database.db, order.id))[0]!.status).toBe('success');
    expect(await eventsOf(t.database.db, order.id)).toEqual([
      expect.objectContaining({ source: 'webhook', verified: true, outcome: 'order paid' }),
    ]);
    expect(await status(order.id)).toMatchObject({ paid: true, upi: 'success' });
  });

  it('opens the UPI app on a phone with the same intent', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    const body = await pay(order.id, payerFields('upi'), IPHONE);
    expect(body.action?.type).toBe('deeplink');
    expect(body.action?.redirectUrl).toMatch(/^upi:\/\/pay\?pa=payu\.sandbox@example\.invalid/);
  });

  it('keeps a declined payment payable, and says so to the waiting screen', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await pay(order.id, payerFields('upi'));
    await decide(order.id, 'decline');
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
    expect((await paymentsOf(t.database.db, order.id))[0]!.status).toBe('failed');
    expect(await status(order.id)).toMatchObject({ paid: false, upi: 'failed' });
    // A second try starts a new transaction, and approving that one pays the order.
    const again = await pay(order.id, payerFields('upi'));
    expect(again.action?.type).toBe('qr');
    await decide(order.id, 'approve');
    expect((await orderRow(t.database.db, order.id)).status).toBe(1);
  });

  it('sends a collect request to a UPI ID, and refuses one no app knows', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    expect(await pay(order.id, payerFields('upi', { upiId: 'asha' }))).toEqual({
      success: false,
      error: 'Enter a UPI ID like yourname@okaxis',
    });
    expect(await pay(order.id, payerFields('upi', { upiId: 'asha.verma@nosuchbank' }))).toEqual({
      success: false,
      error: 'asha.verma@nosuchbank is not a UPI ID any app knows. Check it and try again.',
    });
    expect(await paymentsOf(t.database.db, order.id)).toEqual([]);
    const body = await pay(order.id, payerFields('upi', { upiId: 'asha.verma@okaxis' }));
    expect(body).toEqual({
      success: true,
      action: { type: 'upi_collect', vpa: 'asha.verma@okaxis' },
    });
    const phone = await (await fetch(`${base}/sandbox-gateway/upi`)).text();
    expect(phone).toContain('Collect request to asha.verma@okaxis');
    await decide(order.id, 'approve');
    expect((await orderRow(t.database.db, order.id)).status).toBe(1);
  });
});

describe(`UPI through the gateway: lost and forged notifications (${testDbKind})`, () => {
  it('settles an approval whose notification was lost with the scheduled verify_payment', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await pay(order.id, payerFields('upi'));
    const [row] = await paymentsOf(t.database.db, order.id);
    // Approved in the app, but the notification never reaches the store.
    const done = await decideSandboxUpi(row!.txnId, true, 'http://127.0.0.1:9/', t.app.log);
    expect(done).toEqual({ found: true, notified: false });
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
    const result = await reconcilePendingPayments(t.database.db, gatewayVerifier(t.app), {
      afterMinutes: 0,
      now: new Date(Date.now() + 1000),
      log: t.app.log,
    });
    expect(result.paid).toContain(row!.txnId);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({
      status: 1,
      paymentMethod: 'upi',
    });
  });

  it('refuses a forged approval: an unsigned notification changes nothing', async () => {
    const order = await placeOrder(t.app, asha.auth, kurta);
    await pay(order.id, payerFields('upi'));
    const [row] = await paymentsOf(t.database.db, order.id);
    const res = await fetch(`${base}/api/v1/payments/payu/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: 'EESANDBOX',
        txnid: row!.txnId,
        amount: '1499.00',
        productinfo: `Order ${order.id}`,
        firstname: 'Asha Verma',
        email: 'asha@example.in',
        status: 'success',
        udf1: order.id,
        hash: 'f'.repeat(128),
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
  });

  it('knows UPI handles as NPCI issues them', () => {
    expect(sandboxVpaValid('9876543210@upi')).toBe(true);
    expect(sandboxVpaValid('asha@okhdfcbank')).toBe(true);
    expect(sandboxVpaValid('asha@example.com')).toBe(false);
    expect(sandboxVpaValid('@okaxis')).toBe(false);
  });
});
