// The whole card journey over real HTTP: the store answers a signed form, the browser posts it
// to the sandbox gateway, the tester presses a button, the sandbox notifies the store server to
// server and hands the browser back to the store's return URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import type { createTestUser } from '../../../test/harness.ts';
import { testConfig, testDbKind, type TestApp } from '../../../test/harness.ts';
import {
  eventsOf,
  orderRow,
  payerFields,
  paymentsOf,
  paymentsOverHttp,
  placeOrder,
} from '../payments.test-kit.ts';

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

/** The hidden inputs of the form whose submit button reads `button`, and where it posts. */
function formWithButton(
  html: string,
  button: string,
): { action: string; fields: Record<string, string> } {
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const form of html.match(/<form[\s\S]*?<\/form>/g) ?? []) {
    if (!form.includes(`>${button}</button>`)) continue;
    const action = unescape(/action="([^"]*)"/.exec(form)![1]!);
    const fields: Record<string, string> = {};
    for (const m of form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
      fields[unescape(m[1]!)] = unescape(m[2]!);
    }
    return { action, fields };
  }
  throw new Error(`no form with the button ${button}`);
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(new URL(url, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

async function startCardPayment() {
  const order = await placeOrder(t.app, asha.auth, kurta);
  const res = await fetch(`${base}/api/v1/payments`, {
    method: 'POST',
    headers: { ...asha.auth, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: order.id, fields: payerFields('card') }),
  });
  const body = (await res.json()) as {
    action: {
      type: string;
      redirectUrl: string;
      formParams: { type: string; url: string; data: Record<string, string> };
    };
  };
  expect(body.action.type).toBe('redirect_post');
  return { order, action: body.action };
}

describe(`sandbox gateway round trip (${testDbKind})`, () => {
  it('pays a card order end to end', async () => {
    const { order, action } = await startCardPayment();
    expect(action.redirectUrl).toBe(`${base}/sandbox-gateway/_payment`);
    // As the payment screen in docs/product/storefront.md posts it: the data entries, plus its own type and url.
    const checkout = await postForm(action.redirectUrl, {
      type: action.formParams.type,
      url: action.formParams.url,
      ...action.formParams.data,
    });
    expect(checkout.status).toBe(200);
    expect(checkout.headers.get('content-type')).toMatch(/text\/html/);
    const page = await checkout.text();
    expect(page).toContain('<title>Test mode payment</title>');
    expect(page).toContain('Pay ₹1,499 (test)');
    expect(page).toContain('Fail payment');
    expect(page).not.toMatch(/<script/i);

    const pressPay = formWithButton(page, 'Pay ₹1,499 (test)');
    const done = await postForm(pressPay.action, pressPay.fields);
    expect(done.status).toBe(200);
    const donePage = await done.text();
    expect(donePage).toContain('The store has been notified.');
    // The notification alone has paid the order, before the browser comes back.
    expect((await orderRow(t.database.db, order.id)).status).toBe(1);

    const back = formWithButton(donePage, 'Return to store');
    expect(back.action).toBe(`${base}/api/v1/payments/payu/return`);
    const landed = await postForm(back.action, back.fields);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(`${base}/order-success?orderId=${order.id}`);

    expect(await orderRow(t.database.db, order.id)).toMatchObject({
      status: 1,
      paymentMethod: 'card',
    });
    expect((await paymentsOf(t.database.db, order.id))[0]!.status).toBe('success');
    // The notification applied it; the browser's return was recognised as the same news.
    expect(await eventsOf(t.database.db, order.id)).toEqual([
      expect.objectContaining({ source: 'webhook', verified: true, outcome: 'order paid' }),
    ]);
  });

  it('fails a card payment on request and sends the shopper back to try again', async () => {
    const { order, action } = await startCardPayment();
    const page = await (await postForm(action.redirectUrl, action.formParams.data)).text();
    const pressFail = formWithButton(page, 'Fail payment');
    const donePage = await (await postForm(pressFail.action, pressFail.fields)).text();
    expect(donePage).toContain('Test payment failed');
    const back = formWithButton(donePage, 'Return to store');
    const landed = await postForm(back.action, back.fields);
    expect(landed.headers.get('location')).toBe(
      `${base}/payment?orderId=${order.id}&payment=failed`,
    );
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
    expect((await paymentsOf(t.database.db, order.id))[0]!.status).toBe('failed');
  });

  it('refuses a request whose amount was changed after signing, as PayU would', async () => {
    const { order, action } = await startCardPayment();
    const res = await postForm(action.redirectUrl, { ...action.formParams.data, amount: '1.00' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('incorrectly calculated hash');
    // Nor can the button's hidden fields be edited on the way back.
    const page = await (await postForm(action.redirectUrl, action.formParams.data)).text();
    const pressPay = formWithButton(page, 'Pay ₹1,499 (test)');
    const tampered = await postForm(pressPay.action, { ...pressPay.fields, amount: '1.00' });
    expect(tampered.status).toBe(400);
    expect((await orderRow(t.database.db, order.id)).status).toBe(0);
  });

  it('lets the storefront post to the gateway under the content security policy', async () => {
    // The payment page is the one whose form goes to the gateway.
    const res = await fetch(`${base}/payment`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`form-action 'self' ${base.replace(/\./g, '\\.')}`));
  });

  it('is not there at all when the sandbox is off', async () => {
    const app = await buildApp({
      config: testConfig({ PAYMENT_SANDBOX: 'false' }),
      database: t.database,
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/sandbox-gateway/_payment' });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
