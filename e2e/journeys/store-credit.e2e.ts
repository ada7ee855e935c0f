// Store credit spent on the next order, on a 360 px phone (issue 31 item 6, docs/payments.md
// "Store credit"): the owner adds credit to a shopper's account from the command line; she sees
// it on her account page, ticks "Use store credit (₹X)" at checkout, the payment page asks only
// for the rest, and she pays that cash on delivery. The owner ships it: the tax invoice keeps the
// order's whole value (credit is a means of payment, not a discount), which is the credit plus
// the cash the courier collects.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../../apps/server/src/modules/tax/pdf-text.test-kit';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { ownerStore, type OwnerStore } from '../support/owner-store';
import {
  fillShippingForm,
  paymentMethods,
  registerThroughPage,
  clickPlaceOrder,
} from '../support/shop';
import { heading, newShopperIdentity } from '../support/ui';

let owner: OwnerStore;
const open: Shopper[] = [];

beforeAll(async () => {
  owner = await ownerStore();
}, 300_000);
afterAll(async () => {
  await owner?.dispose();
});
afterEach(async ({ task }) => {
  const failed = task.result?.state === 'fail' ? task.name : undefined;
  for (const s of open.splice(0)) await s.close(failed);
});

const phone = SIZES.find((s) => s.name === 'phone')!;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const CREDIT = 150;

describe('store credit on the next order, on a 360 px phone', () => {
  test('an owner adjustment spent at checkout; the invoice is the credit plus the cash', async () => {
    const shop = await openShopper(phone, { store: owner.info });
    open.push(shop);
    const { page } = shop;
    const who = newShopperIdentity('credit');
    await page.goto(shop.url('/login'));
    await registerThroughPage(shop, who);
    await owner.admin(['credit:adjust', who.email, String(CREDIT), '--note', 'Sorry for the wait']);

    // Her account page shows the balance.
    await page.goto(shop.url('/account'));
    const balance = page.getByTestId('store-credit-balance');
    await balance.waitFor();
    expect(money(await balance.textContent())).toBe(CREDIT);
    await inspectPage(shop, 'account-store-credit');

    // The cheapest piece in stock, to the cart and checkout.
    const res = await fetch(`${owner.info.url}/api/v1/products?limit=20&sort=price_asc`);
    const { data } = (await res.json()) as { data: Array<{ id: number; title: string }> };
    const product = data[0]!;
    await page.goto(shop.url(`/product/${product.id}`));
    await heading(page, product.title).waitFor();
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shop.url('/cart'));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(shop.url('/checkout'));
    await fillShippingForm(page, who);
    const box = page.getByRole('checkbox', { name: /Use store credit \(₹150\.00\)/ });
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await inspectPage(shop, 'checkout-store-credit');
    await clickPlaceOrder(page);
    await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('orderId'));
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const order = (await (
      await fetch(`${owner.info.url}/api/v1/orders/${orderId}`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}`,
        },
      })
    ).json()) as { total: number; storeCredit: number };
    expect(order.storeCredit).toBe(CREDIT);

    // The payment page asks for the rest; cash on delivery adds its fee to the rest.
    await paymentMethods(page).waitFor();
    const amount = page
      .locator('main p', { hasText: `Order ${orderId}` })
      .locator('span')
      .nth(1);
    expect(money(await amount.textContent())).toBeCloseTo(order.total - CREDIT, 2);
    await paymentMethods(page)
      .getByRole('radio', { name: /^Cash on delivery/ })
      .check();
    await expect
      .poll(async () => money(await amount.textContent()))
      .toBeGreaterThan(order.total - CREDIT);
    const cash = money(await amount.textContent());
    await page.getByLabel(/mobile number/i).fill(`+91${who.phone}`);
    await inspectPage(shop, 'payment-after-credit');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await page.waitForURL((url) => url.pathname === '/order-success');
    const note = page.getByTestId('cod-pay');
    await note.waitFor();
    expect(money(await note.locator('strong').textContent())).toBe(cash);

    // The invoice: the whole value, credit plus cash.
    await owner.admin(['orders:ship', orderId, '--tracking', `DL${Date.now()}IN`]);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-invoice-'));
    const file = path.join(dir, 'invoice.pdf');
    await owner.admin(['orders:invoice', orderId, '--out', file]);
    const text = await pdfText(await fs.readFile(file));
    await fs.rm(dir, { recursive: true, force: true });
    const whole = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(
      cash + CREDIT,
    );
    expect(text).toContain(whole);
  });
});
