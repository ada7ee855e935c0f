// UPI through the gateway, at phone size (issue 32): the store speaks PayU's S2S UPI flow to its
// bundled sandbox. Approved in the sandbox's test UPI app (the shopper's "phone"), the payment
// page moves to the thank-you on its own and the order is Processing with nobody marking it
// paid; declined on a collect request to a typed UPI ID, the order stays payable.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { orderCard, payNow, payWith, signInFor } from '../support/shop';
import { heading, newShopperIdentity } from '../support/ui';

let shopper: Shopper | null = null;

afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

const PHONE = SIZES.find((s) => s.name === 'phone')!;

/** Opens the sandbox's test UPI app in a tab of its own and presses a button on this order. */
async function inTestUpiApp(shopper: Shopper, orderId: string, button: RegExp): Promise<Page> {
  const phone = await shopper.context.newPage();
  await phone.goto(shopper.url('/sandbox-gateway/upi'));
  await heading(phone, 'Test UPI app').waitFor();
  const item = phone.getByRole('listitem').filter({ hasText: `Order ${orderId}` });
  await item.getByRole('button', { name: button }).click();
  return phone;
}

describe('UPI through the gateway, at phone size', () => {
  test('approved in the test UPI app: the page moves on, the order is Processing', async () => {
    const store = inject('store');
    const who = newShopperIdentity('upi-gw-ok');
    const order = await placeOrder(store, await registerShopper(store, who), who, { skip: 6 });
    shopper = await openShopper(PHONE);
    const { page } = shopper;
    await signInFor(shopper, '/orders', who);
    await payNow(shopper, order.id);
    await payWith(page, 'UPI', who);

    // The phone opens the gateway's intent; the page waits, naming the test UPI app.
    await page.getByText('Waiting for your payment…').waitFor();
    await page.getByRole('link', { name: /test UPI app/ }).waitFor();
    await inspectPage(shopper, 'payment-upi-gateway');

    const phone = await inTestUpiApp(shopper, order.id, /^Approve/);
    await heading(phone, 'UPI payment approved').waitFor();
    await phone.getByText('The store has been notified.', { exact: false }).waitFor();
    await phone.close();

    // Nobody touches the payment page and nobody marks the order paid.
    await page.waitForURL((url) => url.pathname === '/order-success', { timeout: 45_000 });
    await heading(page, 'Thank You for Your Order!').waitFor();
    await page.locator('main a[href="/orders"]').first().click();
    const card = orderCard(page, order.id);
    await card.getByText('Processing', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
  });

  test('a collect request declined in the test UPI app leaves the order payable', async () => {
    const store = inject('store');
    const who = newShopperIdentity('upi-gw-no');
    const order = await placeOrder(store, await registerShopper(store, who), who, { skip: 7 });
    shopper = await openShopper(PHONE);
    const { page } = shopper;
    await signInFor(shopper, '/orders', who);
    await payNow(shopper, order.id);
    await page.getByLabel('UPI ID (optional)').fill('asha.verma@okaxis');
    await payWith(page, 'UPI', who);

    await page.getByRole('heading', { name: 'Approve the payment in your UPI app' }).waitFor();
    await page.getByText('asha.verma@okaxis', { exact: true }).waitFor();
    await inspectPage(shopper, 'payment-upi-collect');

    const phone = await inTestUpiApp(shopper, order.id, /^Decline$/);
    await heading(phone, 'UPI payment declined').waitFor();
    await phone.close();

    // The page hears of the decline by itself and offers the form again.
    await page
      .getByText(/The UPI payment was declined or did not go through/)
      .waitFor({ timeout: 45_000 });
    await page.getByRole('button', { name: /^Pay/ }).waitFor();

    await page.goto(shopper.url('/orders'));
    const card = orderCard(page, order.id);
    await card.getByText('Pending', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      `/payment?orderId=${order.id}`,
    );
  });
});
