// The owner's offers, delivery rules, GST rates and cash-on-delivery outcomes in the web admin,
// at phone and desktop size: the owner creates an offer code (a percentage over 100 refused
// first, in the contract's words), a shopper applies it in the cart and sees the discount; the
// owner marks a PIN served without cash on delivery and the product page's delivery check for
// that PIN says so; the owner edits a GST rate; the shopper orders with the code and pays cash
// on delivery, the owner sees the money lines, ships the parcel and records it returned to
// origin, then removes the PIN rule and disables the code. Every admin screen is screenshotted
// and audited with axe on the way (docs/offers.md, docs/delivery.md, docs/tax.md).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import {
  inStockProducts,
  useOwnerStore,
  useShoppers,
  type ListedProduct,
} from '../support/journey-kit';
import type { StoreInfo } from '../support/servers';
import {
  fillShippingForm,
  payWith,
  registerThroughPage,
  rupees,
  clickPlaceOrder,
} from '../support/shop';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

const owner = useOwnerStore();
const open = useShoppers();

/**
 * A product in stock that stays under the demo's ₹5,000 for cash on delivery without the mailed
 * confirmation, fee and shipping included. Each size takes another, so neither runs short.
 */
async function modestProduct(store: StoreInfo, skip: number): Promise<ListedProduct> {
  const found = await inStockProducts(store, { min: 500, max: 4000 });
  const product = found[skip % Math.max(found.length, 1)];
  if (!product) throw new Error('No product in stock between ₹500 and ₹4,000');
  return product;
}

const BEHIND_MORE = new Set(['Offers', 'Delivery', 'GST rates']);

/** An admin screen from the nav: on a phone the new screens are behind the tab bar's More. */
async function adminScreen(desk: Shopper, name: string) {
  const nav = desk.page.getByRole('navigation', { name: 'Admin' }).filter({ visible: true });
  if (desk.size.name === 'phone' && BEHIND_MORE.has(name)) {
    await nav.getByRole('button', { name: /^More/ }).click();
  }
  await nav.getByRole('link', { name, exact: true }).click();
}

/** The delivery check on a product page, asked again until the rules' cache has moved on. */
async function checkDelivery(page: Page, pin: string, expected: string) {
  const check = page.getByRole('region', { name: 'Check delivery' });
  for (let attempt = 0; attempt < 10; attempt++) {
    await check.getByLabel('PIN code').fill(pin);
    await check.getByRole('button', { name: 'Check' }).click();
    const answer = check.getByText(/^Cash on delivery (available|not available here)$/);
    await answer.waitFor();
    if ((await answer.innerText()).trim() === expected) return;
    await page.waitForTimeout(1000);
  }
  throw new Error(`The delivery check for ${pin} never said "${expected}"`);
}

describe.each(SIZES)('owner at $name size', (size) => {
  test('offer code, PIN rule without COD, GST rate, and a COD parcel returned to origin', async () => {
    const tag = `${size.name}${Date.now().toString(36)}`;
    const email = `owner.${tag}@shop.example.in`;
    const password = `Loom-and-courier-${tag}`;
    await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);
    const code = `E2E${tag.toUpperCase()}`.slice(0, 32);
    // A PIN of its own per size: Bengaluru GPO and the next one, not the checkout's 560025.
    const pin = size.name === 'phone' ? '560001' : '560002';

    const desk = await openShopper(size, { store: owner.info });
    open.push(desk);
    const { page } = desk;
    await page.goto(desk.url('/admin/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Today').waitFor();

    // Offers: on a phone, opened from More by keyboard alone.
    if (size.name === 'phone') {
      const nav = page.getByRole('navigation', { name: 'Admin' }).filter({ visible: true });
      const more = nav.getByRole('button', { name: /^More/ });
      await more.focus();
      await page.keyboard.press('Enter');
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      // The panel's links in order: Ship comes first, then Returns and Refunds, Offers next.
      for (const name of ['Ship', 'Returns', 'Refunds', 'Offers']) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      }
      await page.keyboard.press('Enter');
    } else {
      await adminScreen(desk, 'Offers');
    }
    await heading(page, 'Offers').waitFor();
    await inspectPage(desk, 'admin-offers');

    await page.getByRole('button', { name: 'New offer code' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Percent off (%)').fill('120');
    await page.getByLabel('Largest discount (₹, optional)').fill('1000');
    await page.getByLabel('Uses in all (optional)').fill('50');
    await page.getByLabel('Uses per shopper (optional)').fill('1');
    await page.getByRole('button', { name: 'Create code' }).click();
    await page.getByText('A percentage off is at most 100').waitFor();
    await inspectPage(desk, 'admin-offer-new');
    await page.getByLabel('Percent off (%)').fill('10');
    await page.getByRole('button', { name: 'Create code' }).click();
    await expectToast(page, `Offer code ${code} created`);
    const card = page
      .getByRole('list', { name: 'Offer codes' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: code }),
      });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('10% off, at most ₹1,000.00').waitFor();
    await card.getByText('0 of 50 used').waitFor();
    await inspectPage(desk, 'admin-offers-list');

    // Delivery: the PIN is served, but without cash on delivery.
    await adminScreen(desk, 'Delivery');
    await heading(page, 'Delivery').waitFor();
    await page.getByLabel('PIN or range').fill(pin);
    await page
      .getByLabel('What applies there')
      .selectOption({ label: 'Served, no cash on delivery' });
    await page.getByRole('button', { name: 'Add rule' }).click();
    await expectToast(page, `${pin}: served, no cash on delivery`);
    const rule = page
      .getByRole('list', { name: 'PIN rules' })
      .getByRole('listitem')
      .filter({
        hasText: `PIN ${pin}`,
      });
    await rule.getByText('Served, no cash on delivery').waitFor();
    await inspectPage(desk, 'admin-delivery');

    // GST rates: the owner edits the imitation jewellery rate (the demo's 3 %, kept).
    await adminScreen(desk, 'GST rates');
    await heading(page, 'GST rates').waitFor();
    await inspectPage(desk, 'admin-gst-rates');
    await page.getByRole('button', { name: 'Edit the rate of HSN 7117' }).click();
    await page.getByLabel('Rate (%)').fill('3');
    await inspectPage(desk, 'admin-gst-rate-edit');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await expectToast(page, 'GST for HSN 7117 saved');

    // A shopper: the PIN without COD on the product page, then the code in the cart.
    const shop = await openShopper(size, { store: owner.info });
    open.push(shop);
    const who = {
      ...newShopperIdentity(`admin-offers-${size.name}`),
      // A phone of its own: the return to origin counts against it.
      phone: `9${Date.now().toString().slice(-9)}`,
    };
    const product = await modestProduct(owner.info, size.name === 'phone' ? 0 : 1);
    const price = product.discountedPrice ?? product.regularPrice;
    const discount = Math.floor(price * 10) / 100;
    await shop.page.goto(shop.url(`/product/${product.id}`));
    await heading(shop.page, product.title).waitFor();
    await checkDelivery(shop.page, pin, 'Cash on delivery not available here');
    await inspectPage(shop, 'product-check-delivery-no-cod');
    const sizes = shop.page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await shop.page.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.page.waitForURL(shop.url('/cart'));
    const summary = shop.page.getByRole('region', { name: 'Order Summary' });
    // Sent with Enter, as from a phone's keyboard: on the phone the "Added to cart" toast and
    // the test-mode bar can cover the Apply button while the page settles (offers.e2e.ts clicks it).
    const field = shop.page.getByLabel('Offer code');
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    await summary.getByText(`${code} applied: you save ${rupees.format(discount)}`).waitFor();
    await summary.getByText(`Discount (${code})`).waitFor();

    // Ordered with the code, paid cash on delivery (shipped to 560025, where COD is offered).
    await shop.page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await shop.page.waitForURL(shop.url('/login'));
    await registerThroughPage(shop, who);
    await shop.page.waitForURL(shop.url('/checkout'));
    await fillShippingForm(shop.page, who);
    await clickPlaceOrder(shop.page);
    await shop.page.waitForURL(
      (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
    );
    const orderId = new URL(shop.page.url()).searchParams.get('orderId')!;
    await payWith(shop.page, 'Cash on delivery', who);
    await shop.page.waitForURL(
      (url) => url.pathname === '/orders' || url.pathname === '/order-success',
    );

    // The owner's order screen: the money lines the shopper saw.
    await adminScreen(desk, 'Orders');
    await heading(page, 'Orders').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === orderId);
    await page.getByRole('link', { name: orderId }).filter({ visible: true }).first().click();
    await heading(page, `Order ${orderId}`).waitFor();
    const shipping = price - discount >= 999 ? 0 : 79;
    const total = Math.round((price - discount + shipping + 49) * 100) / 100;
    await page.getByText(`Discount (${code})`).waitFor();
    await page.getByText(`−${rupees.format(discount)}`).waitFor();
    await page.getByText('Cash on delivery fee').waitFor();
    await page.getByText(rupees.format(total)).first().waitFor();
    await inspectPage(desk, 'admin-order-money-lines');

    // Shipped, then back undelivered: returned to origin, after a confirmation.
    await page.getByLabel('Courier').fill('India Post');
    await page.getByLabel('Tracking number').fill(`EK${Date.now().toString().slice(-9)}IN`);
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(page, 'Marked shipped');
    await page.getByRole('button', { name: 'Returned to origin' }).click();
    await page.getByRole('alertdialog').waitFor();
    await inspectPage(desk, 'admin-order-rto-confirm');
    await page.getByRole('button', { name: 'Yes, it came back' }).click();
    await expectToast(page, 'Recorded as returned to origin');
    await page.getByText(/^Returned to origin \d/).waitFor();
    await page.getByText('The order is cancelled and its items are back in stock.').waitFor();
    await page
      .getByText('This is the first parcel returned for this phone', { exact: false })
      .waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await inspectPage(desk, 'admin-order-rto');

    // The PIN rule removed, the code disabled, each after a confirmation.
    await adminScreen(desk, 'Delivery');
    await heading(page, 'Delivery').waitFor();
    await rule.getByRole('button', { name: `Remove the rule for PIN ${pin}` }).click();
    await page.getByRole('button', { name: 'Yes, remove the rule' }).click();
    await expectToast(page, `PIN ${pin}: normal service again`);
    await rule.waitFor({ state: 'detached' });

    await adminScreen(desk, 'Offers');
    await heading(page, 'Offers').waitFor();
    await card.getByText('1 of 50 used').waitFor();
    await card.getByRole('button', { name: `Disable ${code}` }).click();
    await card.getByRole('button', { name: 'Yes, disable it' }).click();
    await expectToast(page, `${code} disabled`);
    await card.getByText('Disabled', { exact: true }).waitFor();
  }, 300_000);
});
