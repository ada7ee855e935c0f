// Paying a Pending order, at phone and desktop size, each journey with its own new shopper and
// order: UPI (the QR code, the owner's `orders:mark-paid`, the screen moving on by itself), a card
// through the bundled sandbox gateway (PayU's protocol: redirect, return, Processing), and a
// failed gateway payment (the order stays Pending, with Pay Now).
import { afterEach, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import { placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { useOwnerStore } from '../support/journey-kit';
import { orderCard, paymentMethods, payNow, payWith, rupees, signInFor } from '../support/shop';
import { checkBottomBar, heading, newShopperIdentity } from '../support/ui';

const owner = useOwnerStore();
let shopper: Shopper | null = null;

afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

const SCAN_TEXT =
  'Please scan this QR code with your banking or payment app to complete the payment.';

/**
 * A new shopper's order, signed in and paying it by card: on the sandbox gateway's page when
 * this returns. `skip` picks a product no other journey of the run buys.
 */
async function cardPaymentOnGateway(shopper: Shopper, name: string, skip: number) {
  const store = inject('store');
  const who = newShopperIdentity(name);
  const order = await placeOrder(store, await registerShopper(store, who), who, { skip });
  await signInFor(shopper, '/orders', who);
  await payNow(shopper, order.id);
  await payWith(shopper.page, 'Card / Net banking', who);
  await shopper.page.waitForURL((url) => url.pathname === '/sandbox-gateway/_payment');
  return order;
}

describe.each(SIZES)('shopper at $name size', (size) => {
  test('UPI: QR code, the owner marks the order paid, the screen moves on by itself', async () => {
    const store = owner.info;
    const who = newShopperIdentity(`upi-${size.name}`);
    const order = await placeOrder(store, await registerShopper(store, who), who, {
      skip: size.name === 'phone' ? 0 : 1,
    });
    shopper = await openShopper(size, { store });
    const { page } = shopper;
    await signInFor(shopper, '/orders', who);
    await payNow(shopper, order.id);
    await payWith(page, 'UPI', who);

    await page.getByText(SCAN_TEXT).waitFor();
    const qr = page.locator('main').locator('svg, canvas, img').filter({ visible: true });
    await page
      .getByRole('img', { name: /qr/i })
      .or(qr.filter({ has: page.locator('path, rect') }))
      .first()
      .waitFor();
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'payment-upi-qr');

    // The owner sees the UPI credit in the bank app and records it from the command line.
    const output = await owner.admin([
      'orders:mark-paid',
      order.id,
      '--amount',
      String(order.total),
      '--reference',
      `UTR${Date.now()}`,
    ]);
    expect(output).toContain(`${order.id}: marked paid (upi)`);

    // Nobody touches the page: it polls the payment status and moves on.
    await page.waitForURL((url) => url.pathname === '/order-success', { timeout: 45_000 });
    await heading(page, 'Thank You for Your Order!').waitFor();
    await page.locator('main a[href="/orders"]').first().click();
    await orderCard(page, order.id).getByText('Processing', { exact: true }).waitFor();
    expect(await orderCard(page, order.id).getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
  });

  test('card through the sandbox gateway: redirect, pay, return, order Processing', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    // PayU's hosted checkout, played by the store's sandbox gateway.
    const order = await cardPaymentOnGateway(
      shopper,
      `card-${size.name}`,
      size.name === 'phone' ? 2 : 3,
    );
    await heading(page, 'Test mode payment').waitFor();
    const amount = rupees.format(order.total).replace(/\.00$/, '');
    await page.getByText(amount, { exact: true }).waitFor();
    await inspectPage(shopper, 'gateway');
    await page.getByRole('button', { name: `Pay ${amount} (test)` }).click();
    await heading(page, 'Test payment successful').waitFor();
    await page.getByText('The store has been notified.', { exact: false }).waitFor();
    await inspectPage(shopper, 'gateway-return');
    await page.getByRole('button', { name: 'Return to store' }).click();

    await page.waitForURL((url) => url.pathname === '/order-success');
    await heading(page, 'Thank You for Your Order!').waitFor();
    await checkBottomBar(shopper);
    await inspectPage(shopper, 'order-success');
    await page.locator('main a[href="/orders"]').first().click();
    const card = orderCard(page, order.id);
    await card.getByText('Processing', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Pay Now' }).count()).toBe(0);
  });

  test('a failed gateway payment leaves the order Pending with Pay Now', async () => {
    shopper = await openShopper(size);
    const { page } = shopper;
    const order = await cardPaymentOnGateway(
      shopper,
      `fail-${size.name}`,
      size.name === 'phone' ? 4 : 5,
    );
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await heading(page, 'Test payment failed').waitFor();
    await page.getByRole('button', { name: 'Return to store' }).click();

    // Back on the payment screen of the same order, told that it failed, free to try again.
    await page.waitForURL(
      (url) =>
        url.pathname === '/payment' &&
        url.searchParams.get('orderId') === order.id &&
        url.searchParams.get('payment') === 'failed',
    );
    await page
      .getByText(/fail|not (been )?completed|unsuccessful/i)
      .first()
      .waitFor();
    await paymentMethods(page).waitFor();
    await inspectPage(shopper, 'payment-failed');

    await page.goto(shopper.url('/orders'));
    const card = orderCard(page, order.id);
    await card.getByText('Pending', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe(
      `/payment?orderId=${order.id}`,
    );
  });
});
