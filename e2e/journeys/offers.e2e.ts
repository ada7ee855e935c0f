// An offer code and a cash-on-delivery confirmation, on a phone (360 px): the owner creates a
// code with the command line; a shopper applies it in the cart and sees the discount, places the
// order with it, pays by cash on delivery (the fee shown first), and, the order being large,
// confirms it through the link in the order mail (docs/offers.md).
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { outboxMessages, runAdmin, type StoreInfo } from '../support/servers';
import { fillShippingForm, registerThroughPage, rupees, clickPlaceOrder } from '../support/shop';
import { inStockProducts, type ListedProduct } from '../support/journey-kit';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

/** A product in stock at ₹6,000 or more: with the code off, still above the demo's ₹5,000. */
async function dearProduct(store: StoreInfo): Promise<ListedProduct> {
  const [found] = await inStockProducts(store, { min: 6000, max: 25000 });
  if (!found) throw new Error('No product in stock between ₹6,000 and ₹25,000');
  return found;
}

/** The confirmation link in the order's mail (quoted-printable undone), once the worker wrote it. */
async function mailedLink(store: StoreInfo, orderId: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"<>]*/confirm-cod\\?order=${orderId}&(?:amp;)?token=[A-Za-z0-9_-]+`,
  );
  for (let i = 0; i < 60; i++) {
    for (const { text } of outboxMessages(store)) {
      const plain = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const match = pattern.exec(plain);
      if (match) return match[0].replace('&amp;', '&');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`No mail with the confirmation link of ${orderId} in the outbox`);
}

const phone = SIZES.filter((s) => s.name === 'phone');

describe.each(phone)('shopper at $name size', (size) => {
  test('apply a code in the cart, order with it, pay cash on delivery and confirm by the mailed link', async () => {
    const store = inject('store');
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const created = await runAdmin(store, ['coupons:create', code, '--percent', '10']);
    expect(created.code, created.stderr).toBe(0);

    shopper = await openShopper(size);
    const { page } = shopper;
    const who = { ...newShopperIdentity(`offers-${size.name}`), phone: '9123409876' };
    const product = await dearProduct(store);
    const price = product.discountedPrice ?? product.regularPrice;
    const discount = Math.floor(price * 10) / 100;

    // The product into the cart.
    await page.goto(shopper.url(`/product/${product.id}`));
    await heading(page, product.title).waitFor();
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shopper.url('/cart'));

    // A code that does not exist is refused with its reason; the real one takes 10 % off.
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await page.getByLabel('Offer code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('There is no offer code NOSUCHCODE.').waitFor();
    await page.getByLabel('Offer code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await summary.getByText(`${code} applied: you save ${rupees.format(discount)}`).waitFor();
    await summary.getByText(`Discount (${code})`).waitFor();
    await summary.getByText(`−${rupees.format(discount)}`).waitFor();
    await inspectPage(shopper, 'cart-offer-code');

    // Checkout: the discount is in the summary and goes with the order.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expectToast(page, 'Login Required');
    await page.waitForURL(shopper.url('/login'));
    await registerThroughPage(shopper, who);
    await page.waitForURL(shopper.url('/checkout'));
    await fillShippingForm(page, who);
    const checkoutSummary = page.getByRole('region', { name: 'Order Summary' });
    await checkoutSummary.getByText(`Discount (${code})`).waitFor();
    await checkoutSummary
      .getByText(rupees.format(price - discount))
      .first()
      .waitFor();
    await page.getByText(/Cash on delivery adds a fee of ₹49/).waitFor();
    await inspectPage(shopper, 'checkout-offer-code');
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // Payment: the COD tile names its fee and total, the note says what the courier collects.
    const withFee = price - discount + 49;
    await page
      .getByTestId('cod-note')
      .getByText(`you pay ${rupees.format(withFee)}`)
      .waitFor();
    const cod = page.getByTestId('method-tile-cod');
    expect(await cod.textContent()).toBe(
      `Cash on deliveryIncludes a ₹49.00 fee${rupees.format(withFee)}`,
    );
    await cod.getByRole('radio').check();
    await page.getByLabel(/mobile number/i).fill(`+91${who.phone}`);
    await inspectPage(shopper, 'payment-cod-fee');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.getByText(/We have sent you an e-mail with a link to confirm/).waitFor();
    // The fee is on the order now, and its summary says so.
    await page.getByText('Cash on delivery fee').waitFor();
    await page.getByText(rupees.format(withFee)).first().waitFor();
    await inspectPage(shopper, 'payment-cod-awaiting');

    // The link from the order mail: the page asks, the button confirms, once.
    const link = await mailedLink(store, orderId);
    await page.goto(shopper.url(new URL(link).pathname + new URL(link).search));
    await page.getByText(`comes to`).waitFor();
    await page.getByText(rupees.format(withFee)).first().waitFor();
    await inspectPage(shopper, 'confirm-cod');
    await page.getByRole('button', { name: 'Confirm cash on delivery order' }).click();
    await page.getByText(/Your cash on delivery order is confirmed/).waitFor();
    await inspectPage(shopper, 'confirm-cod-done');

    // The order as the shopper's list shows it: Processing, the discounted total with the fee.
    await page.goto(shopper.url('/orders'));
    const card = page.getByRole('article', { name: `Order ${orderId}` });
    await card.getByText('Processing').waitFor();
    await card.getByText(rupees.format(withFee)).first().waitFor();
  });
});
