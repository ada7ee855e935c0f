// Every rupee on a document, on a 360 px phone (issue 31 items 1, 2, 3 and 8): a shopper buys a
// modest piece cash on delivery, saving her address; the payment page's amount takes the COD
// fee on when she picks COD; she lands on the thank-you page told the cash to keep ready; her
// orders explain the total line by line; the owner ships it and the tax invoice's total is the
// cash the courier collects, shipping and the fee on it. Then she cancels a second order herself
// from /orders, with a reason, and finds her saved address on the account page.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pdfText } from '../../apps/server/src/modules/tax/pdf-text.test-kit';
import { placeOrder } from '../support/api';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import {
  inStockProducts,
  useOwnerStore,
  useShoppers,
  type ListedProduct,
} from '../support/journey-kit';
import {
  fillShippingForm,
  orderCard,
  paymentMethods,
  registerThroughPage,
  clickPlaceOrder,
} from '../support/shop';
import { heading, newShopperIdentity } from '../support/ui';

const owner = useOwnerStore();
const open = useShoppers();

/** An in-stock product below the free-shipping line (₹999), so shipping is charged too. */
async function belowFreeShipping(url: string): Promise<ListedProduct> {
  const band = { min: 200, max: 999, belowMax: true };
  const [product] = await inStockProducts({ url }, band, 'limit=100&sort=price_asc');
  if (!product) throw new Error('No product in stock between ₹200 and ₹999');
  return product;
}

const phone = SIZES.find((s) => s.name === 'phone')!;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('every rupee on a document, on a 360 px phone', () => {
  test('COD from checkout to the invoice that matches the cash; a shopper cancels', async () => {
    const shop = await openShopper(phone, { store: owner.info });
    open.push(shop);
    const { page } = shop;
    const who = newShopperIdentity('money');
    await page.goto(shop.url('/login'));
    await registerThroughPage(shop, who);
    const product = await belowFreeShipping(owner.info.url);
    await page.goto(shop.url(`/product/${product.id}`));
    await heading(page, product.title).waitFor();
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shop.url('/cart'));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(shop.url('/checkout'));

    // Checkout: the address, saved to the account with her consent.
    await fillShippingForm(page, who);
    const save = page.getByRole('checkbox', { name: /Save this address to my account/ });
    expect(await save.isChecked()).toBe(false);
    await save.check();
    await inspectPage(shop, 'checkout-save-address');
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;

    // Payment: the amount said above the form follows the method picked.
    await paymentMethods(page).waitFor();
    const amount = page
      .locator('main p', { hasText: `Order ${orderId}` })
      .locator('span')
      .nth(1);
    const online = money(await amount.textContent());
    await paymentMethods(page)
      .getByRole('radio', { name: /^Cash on delivery/ })
      .check();
    await expect.poll(async () => money(await amount.textContent())).toBeGreaterThan(online);
    const cash = money(await amount.textContent());
    await page.getByText('Cash on delivery fee').first().waitFor();
    await page.getByLabel(/mobile number/i).fill(`+91${who.phone}`);
    await inspectPage(shop, 'payment-cod-amount');
    await page.getByRole('button', { name: 'Confirm Order' }).click();

    // The thank-you page, not a toast: and the cash to keep ready.
    await page.waitForURL((url) => url.pathname === '/order-success');
    await heading(page, 'Thank You for Your Order!').waitFor();
    const note = page.getByTestId('cod-pay');
    await note.waitFor();
    expect(money(await note.locator('strong').textContent())).toBe(cash);
    await inspectPage(shop, 'order-success-cod');

    // Her orders: the total explained, and how it is paid.
    await page.goto(shop.url('/orders'));
    const card = orderCard(page, orderId);
    await card.waitFor();
    const row = (label: string) =>
      card
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=..');
    await row('Cash on delivery fee').waitFor();
    expect(await row('Payment').locator('dd').textContent()).toBe('Cash on delivery');
    expect(money(await row('Total').locator('dd').textContent())).toBe(cash);
    const parts = ['Items', 'Shipping', 'Cash on delivery fee'];
    let sum = 0;
    for (const p of parts) sum += money(await row(p).locator('dd').textContent());
    expect(Math.round(sum * 100)).toBe(Math.round(cash * 100));
    await inspectPage(shop, 'orders-breakdown');

    // The owner ships it; the invoice totals the cash collected, shipping and fee on it.
    await owner.admin(['orders:ship', orderId, '--tracking', `DL${Date.now()}IN`]);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'money-invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    await owner.admin(['orders:invoice', orderId, '--out', file]);
    const text = await pdfText(await fs.readFile(file));
    await fs.rm(dir, { recursive: true, force: true });
    const cashText = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(cash);
    expect(text).toContain('Shipping');
    expect(text).toContain('Cash on delivery fee');
    expect(text).toContain(cashText);

    // A second order, cancelled by her from /orders with a reason.
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const second = await placeOrder(owner.info, token!, who);
    await page.goto(shop.url('/orders'));
    const pending = orderCard(page, second.id);
    await pending.getByRole('button', { name: 'Cancel order' }).click();
    const confirm = pending.getByRole('form', { name: `Cancel order ${second.id}?` });
    await confirm.getByLabel('Why are you cancelling?').selectOption('Ordered by mistake');
    await inspectPage(shop, 'orders-cancel-confirm');
    await confirm.getByRole('button', { name: 'Yes, cancel order' }).click();
    await pending.getByText('You cancelled this order: Ordered by mistake').waitFor();
    await pending.getByText('Cancelled', { exact: true }).waitFor();
    await inspectPage(shop, 'orders-cancelled');

    // The saved address on the account page.
    await page.goto(shop.url('/account'));
    const book = page.getByRole('region', { name: 'Saved addresses' });
    await book.getByText('14 Residency Road, Shanthala Nagar').waitFor();
    await inspectPage(shop, 'account-address-book');
  });
});
