// A refund to store credit spent on the next order, on a 360 px phone (issue 31 items 6, 7 and
// 10; docs/returns.md, docs/tax.md "Credit notes for returns"): the owner delivers an order from
// the command line; the shopper asks from My orders for a refund of one piece as store credit;
// the owner approves, receives and refunds it in the web admin's returns queue; the refund mail
// carries the credit note of that piece (its PDF names the invoice and credits the refund); the
// owner's Refunds screen lists it and adds goodwill credit; she downloads the credit note from My
// orders; her account shows the credit, and she spends it at checkout on her next order, whose invoice keeps
// the order's whole value.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { pdfText } from '../../apps/server/src/modules/tax/pdf-text.test-kit';
import { placeOrder, registerShopper } from '../support/api';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { deliverOrder, ownerDesk } from '../support/owner-desk';
import { useOwnerStore, useShoppers } from '../support/journey-kit';
import { outboxMessages } from '../support/servers';
import { fillShippingForm, openReturnForm, paymentMethods, clickPlaceOrder } from '../support/shop';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

const phone = SIZES.find((s) => s.name === 'phone')!;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const owner = useOwnerStore();
const open = useShoppers();

/** The PDF attached to a mail of the outbox, by the start of its file name. */
function attachedPdf(eml: string, name: string): Buffer {
  const from = eml.search(new RegExp(`filename="?${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
  if (from < 0) throw new Error(`no attachment ${name}`);
  const body = eml.slice(eml.indexOf('\r\n\r\n', from) + 4);
  const base64 = body.slice(0, body.indexOf('--')).replace(/\s/g, '');
  return Buffer.from(base64, 'base64');
}

/** Waits for the outbox to hold a mail whose text has `marker`. */
async function mailWith(marker: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const found = outboxMessages(owner.info).find((m) => m.text.includes(marker));
    if (found) return found.text;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`no mail with "${marker}"`);
}

describe('a refund to store credit, spent on the next order, at phone size', () => {
  test('asked from My orders, refunded by the owner with its credit note, spent at checkout', async () => {
    const store = owner.info;
    const who = newShopperIdentity('refund-credit');
    const token = await registerShopper(store, who);
    const order = await placeOrder(store, token, who, { category: 'men', skip: 4 });
    await deliverOrder(owner, order, 'EE423456789IN');

    // She asks for a refund of the piece as store credit.
    const shopper = await openShopper(phone, { store });
    open.push(shopper);
    const { page } = shopper;
    const card = await openReturnForm(shopper, who, order.id);
    await card.getByLabel('I would like').selectOption({ label: 'Refund as store credit' });
    await card.getByLabel('Reason').selectOption({ label: 'Too large' });
    await inspectPage(shopper, 'return-form-store-credit');
    await card.getByRole('button', { name: 'Send request' }).click();
    await expectToast(page, 'Request sent');

    // The owner approves, receives and refunds it from the returns queue.
    const desk = await ownerDesk(owner, open, phone, 'credit');
    await desk.page.goto(desk.url('/admin/returns'));
    await heading(desk.page, 'Returns').waitFor();
    const item = desk.page.locator('li').filter({ hasText: order.id }).first();
    await item.getByRole('button', { name: 'Approve: shopper sends it back' }).click();
    await expectToast(desk.page, /^Return \d+ approved/);
    await desk.page.getByRole('button', { name: 'Approved' }).click();
    await item.getByRole('button', { name: 'Received, all restocked' }).click();
    await expectToast(desk.page, /^Return \d+ marked received/);
    await desk.page.getByRole('button', { name: 'Received', exact: true }).click();
    const refundButton = item.getByRole('button', { name: /^Refund ₹/ });
    const refund = money(await refundButton.textContent());
    expect(refund).toBeGreaterThan(0);
    await inspectPage(desk, 'admin-returns-refund');
    await refundButton.click();
    await expectToast(desk.page, /^Return \d+ refunded/);

    // The refund mail names the credit note and carries it: the piece's value, against the invoice.
    const mail = await mailWith(`Order ${order.id}: your return (refunded)`);
    expect(mail).toMatch(/The credit note CN\/\d\d-\d\d\/\d{6} for the returned pieces/);
    const note = await pdfText(attachedPdf(mail, `credit-note-${order.id}`));
    const noteText = note.replace(/₹ /g, '₹');
    expect(noteText).toContain('CREDIT NOTE');
    expect(noteText).toContain('Against invoice');
    expect(noteText).toContain(`₹${inr(refund)}`);

    // The owner's Refunds screen lists it as done, and she adds ₹50 of goodwill credit there.
    await desk.page.goto(desk.url('/admin/refunds'));
    await heading(desk.page, 'Refunds').waitFor();
    await desk.page
      .getByRole('group', { name: 'Refunds by state' })
      .getByRole('button', { name: 'Done' })
      .click();
    await desk.page.locator('li').filter({ hasText: order.id }).first().waitFor();
    await inspectPage(desk, 'admin-refunds');
    await desk.page.getByLabel('Shopper’s email').fill(who.email);
    await desk.page.getByLabel('Amount (₹)').fill('50');
    await desk.page.getByLabel('Note').fill('Sorry for the wait');
    await desk.page.getByRole('button', { name: 'Save credit' }).click();
    await expectToast(desk.page, /^Store credit of .+ is now ₹/);
    const credit = refund + 50;

    // She downloads the credit note from My orders, beside the invoice.
    await page.goto(shopper.url('/orders'));
    const noteButton = card.getByRole('button', { name: /^Credit note CN\// });
    const [download] = await Promise.all([page.waitForEvent('download'), noteButton.click()]);
    const saved = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'credit-note-')), 'note.pdf');
    await download.saveAs(saved);
    const downloaded = await pdfText(await fs.readFile(saved));
    await fs.rm(path.dirname(saved), { recursive: true, force: true });
    expect(downloaded).toContain('CREDIT NOTE');
    await inspectPage(shopper, 'orders-credit-note');

    // Her account shows the credit; she spends it on her next order.
    await page.goto(shopper.url('/account'));
    const balance = page.getByTestId('store-credit-balance');
    await balance.waitFor();
    expect(money(await balance.textContent())).toBe(credit);
    const res = await fetch(`${store.url}/api/v1/products?limit=20&sort=price_asc`);
    const { data } = (await res.json()) as { data: Array<{ id: number; title: string }> };
    const product = data[0]!;
    await page.goto(shopper.url(`/product/${product.id}`));
    await heading(page, product.title).waitFor();
    const sizes = page.getByRole('group', { name: /Size/ });
    if ((await sizes.count()) > 0) await sizes.locator('button:enabled').first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shopper.url('/cart'));
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(shopper.url('/checkout'));
    await fillShippingForm(page, who);
    await page.getByRole('checkbox', { name: `Use store credit (₹${inr(credit)})` }).check();
    await clickPlaceOrder(page);
    await page.waitForURL((url) => ['/payment', '/order-success'].includes(url.pathname));
    const mine = (await (
      await fetch(`${store.url}/api/v1/orders`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Array<{ id: string; total: number; storeCredit?: number }>;
    const second = mine.find((o) => o.id !== order.id)!;
    expect(second.storeCredit).toBeCloseTo(Math.min(credit, second.total), 2);
    if (new URL(page.url()).pathname === '/payment') {
      // The credit did not cover it all: the rest is paid cash on delivery.
      await paymentMethods(page)
        .getByRole('radio', { name: /^Cash on delivery/ })
        .check();
      await page.getByLabel(/mobile number/i).fill(`+91${who.phone}`);
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      await page.waitForURL((url) => url.pathname === '/order-success');
    }
    await inspectPage(shopper, 'order-paid-with-credit');
    await page.goto(shopper.url('/account'));
    await balance.waitFor();
    expect(money(await balance.textContent())).toBeCloseTo(credit - (second.storeCredit ?? 0), 2);

    // Shipped: its invoice keeps the order's whole value, credit being a means of payment.
    await owner.admin(['orders:ship', second.id, '--tracking', `DL${Date.now()}IN`]);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'refund-credit-'));
    const file = path.join(dir, 'invoice.pdf');
    await owner.admin(['orders:invoice', second.id, '--out', file]);
    const invoice = (await pdfText(await fs.readFile(file))).replace(/₹ /g, '₹');
    await fs.rm(dir, { recursive: true, force: true });
    const shipped = (await (
      await fetch(`${store.url}/api/v1/orders/${second.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number };
    expect(invoice).toContain(inr(shipped.total));
  }, 300_000);
});
