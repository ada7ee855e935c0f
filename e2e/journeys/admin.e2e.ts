// The owner's web admin, at phone and desktop size: an owner (made with the command line's
// owner:create) signs in, adds a product with two photos, a shopper finds it and buys it with
// cash on delivery, the owner ships it with a tracking number, and the shopper sees that number
// on /track-order; the owner downloads the tax invoice issued with the shipping and the month's
// GST tables. Every admin screen is screenshotted and audited with axe on the way.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { useOwnerStore, useShoppers } from '../support/journey-kit';
import {
  fillShippingForm,
  paymentMethods,
  payWith,
  registerThroughPage,
  clickPlaceOrder,
} from '../support/shop';
import { expectToast, heading, newShopperIdentity, productCards, search } from '../support/ui';

const owner = useOwnerStore();
const open = useShoppers();

/** A small real JPEG of one colour with a band across it, as a phone would send (no EXIF). */
function photo(r: number, g: number, b: number): Promise<Buffer> {
  const band = Buffer.from(
    `<svg width="600" height="800"><rect y="300" width="600" height="120" fill="#d4a64a"/></svg>`,
  );
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g, b } } })
    .composite([{ input: band }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function adminTab(shopper: Shopper, name: string) {
  await shopper.page
    .getByRole('navigation', { name: 'Admin' })
    .filter({ visible: true })
    .getByRole('link', { name })
    .click();
}

describe.each(SIZES)('owner at $name size', (size) => {
  test('sign in, add a product with two photos, a shopper buys it, ship it, the shopper tracks it', async () => {
    const tag = `${size.name}${Date.now().toString(36)}`;
    const email = `owner.${tag}@shop.example.in`;
    const password = `Loom-and-courier-${tag}`;
    await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);

    const desk = await openShopper(size, { store: owner.info });
    open.push(desk);
    const { page } = desk;

    // Sign in.
    await page.goto(desk.url('/admin'));
    await page.waitForURL(desk.url('/admin/login'));
    await heading(page, 'Sign in').waitFor();
    await inspectPage(desk, 'admin-login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(desk.url('/admin'));
    await heading(page, 'Today').waitFor();
    await page.getByRole('img', { name: /Sales per day/ }).waitFor();
    await inspectPage(desk, 'admin-today');

    // A new product: the form refuses a selling price above the MRP, with the contract's words.
    await adminTab(desk, 'Products');
    await heading(page, 'Products').waitFor();
    await page.getByText(/^\d+ products$/).waitFor();
    await inspectPage(desk, 'admin-products');
    await page.getByRole('link', { name: 'Add product' }).click();
    await heading(page, 'Add product').waitFor();
    const title = `Banarasi Silk Saree ${tag}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page
      .getByLabel('Description', { exact: true })
      .fill('Handwoven in Varanasi, zari border, with blouse piece.');
    await page.getByLabel('Parent category').fill('Ethnic Wear');
    await page.getByLabel('Category', { exact: true }).fill('Women');
    await page.getByLabel('Type').fill('Saree');
    await page.getByLabel('Gender').selectOption('Women');
    await page.getByLabel('MRP (₹)').fill('2999');
    await page.getByLabel('Selling price (₹)').fill('3499');
    await page.getByLabel('Fabric (optional)').fill('Banarasi silk');
    await page.getByLabel('Saree length in metres (optional)').fill('5.5');
    await page.getByLabel('Blouse piece').selectOption('yes');
    // The GST the HSN code brings, before saving: the type's default, then the code typed.
    await page.getByText(/^HSN 6204 \(the default for this type\): GST 5% up to/).waitFor();
    await page.getByLabel('HSN code (optional)').fill('50072010');
    await page.getByText(/^HSN 50072010: no GST rate is set for it under Tax rates/).waitFor();
    await page.getByLabel('HSN code (optional)').fill('62044990');
    await page
      .getByText(/^HSN 62044990: GST 5% up to .* At ₹3,499 a piece is charged 18%\.$/)
      .waitFor();
    await page.getByLabel('Colours').fill('Maroon');
    await page.getByLabel('Size 1', { exact: true }).fill('Free Size');
    await page.getByLabel('Stock of size 1').fill('4');
    await page.getByLabel('Status').selectOption('active');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByText('Selling price must not be more than the MRP').waitFor();
    await inspectPage(desk, 'admin-product-new');
    await page.getByLabel('Selling price (₹)').fill('2499');
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.waitForURL((url) => /^\/admin\/products\/\d+$/.test(url.pathname));
    await heading(page, title).waitFor();

    // Two photos, as the gallery picker hands them over.
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'pallu.jpg', mimeType: 'image/jpeg', buffer: await photo(107, 29, 42) },
      { name: 'border.jpg', mimeType: 'image/jpeg', buffer: await photo(63, 17, 26) },
    ]);
    await page.getByRole('heading', { name: 'Photos (2 of 12)' }).waitFor();
    await page.getByLabel('Photo 1 description (alt text)').fill('Maroon silk saree, pallu draped');
    await page.getByLabel('Photo 1 description (alt text)').blur();
    await expectToast(page, 'Description saved');
    await inspectPage(desk, 'admin-product-edit');

    // A new colourway: a draft copy without the photos, under its own colour.
    await page.getByLabel('Colours of the copy').fill('Emerald');
    await page.getByRole('button', { name: 'Duplicate as a draft' }).click();
    await expectToast(page, 'Copy saved as a draft. Add its photos, then set it Active.');
    await page.getByRole('heading', { name: 'Photos (0 of 12)' }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('draft');
    expect(await page.getByLabel('HSN code (optional)').inputValue()).toBe('62044990');

    // A shopper finds it and buys it with cash on delivery.
    const shop = await openShopper(size, { store: owner.info });
    open.push(shop);
    const who = newShopperIdentity(`admin-${size.name}`);
    await shop.page.goto(shop.url('/login'));
    await registerThroughPage(shop, who);
    await search(shop, tag);
    const card = productCards(shop.page).filter({ hasText: title });
    await card.getByRole('link', { name: title, exact: true }).click();
    await heading(shop.page, title).waitFor();
    // The owner's photo, not the drawn picture of a product without photos.
    const picture = shop.page.locator('main img').first();
    expect(await picture.getAttribute('src')).toMatch(/\/media\//);
    const freeSize = shop.page
      .getByRole('group', { name: /Size/ })
      .getByRole('button', { name: 'Free Size' });
    if ((await freeSize.getAttribute('aria-pressed')) !== 'true') await freeSize.click();
    await shop.page.getByRole('button', { name: 'Add to Cart' }).click();
    await shop.page.waitForURL(shop.url('/cart'));
    await shop.page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await shop.page.waitForURL(shop.url('/checkout'));
    await fillShippingForm(shop.page, who);
    await clickPlaceOrder(shop.page);
    await shop.page.waitForURL(
      (url) => url.pathname === '/payment' && url.searchParams.has('orderId'),
    );
    const orderId = new URL(shop.page.url()).searchParams.get('orderId')!;
    await paymentMethods(shop.page).waitFor();
    await payWith(shop.page, 'Cash on delivery', who);
    await shop.page.waitForURL(
      (url) => url.pathname === '/orders' || url.pathname === '/order-success',
    );

    // The owner finds the order by its number and ships it.
    await adminTab(desk, 'Orders');
    await heading(page, 'Orders').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderId);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === orderId);
    await inspectPage(desk, 'admin-orders');
    await page.getByRole('link', { name: orderId }).filter({ visible: true }).first().click();
    await heading(page, `Order ${orderId}`).waitFor();
    await page.getByText(title).first().waitFor();
    await inspectPage(desk, 'admin-order');
    const tracking = `DLV${Date.now().toString().slice(-9)}IN`;
    await page.getByLabel('Courier').fill('Delhivery');
    await page.getByLabel('Tracking number').fill(tracking);
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    await expectToast(page, 'Marked shipped');
    await page.getByText('Shipped', { exact: true }).first().waitFor();
    await page.getByText(tracking).first().waitFor();

    // The tax invoice was issued with the shipping (docs/tax.md): the owner downloads it.
    const [invoice] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Invoice' }).click(),
    ]);
    expect(invoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
    const saved = path.join(os.tmpdir(), `e2e-${invoice.suggestedFilename()}`);
    await invoice.saveAs(saved);
    const pdf = await fs.readFile(saved);
    await fs.rm(saved, { force: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The month's GSTR-1 tables, from the orders screen.
    await adminTab(desk, 'Orders');
    await heading(page, 'Orders').waitFor();
    await page.getByRole('button', { name: 'Make report' }).click();
    await page.getByRole('button', { name: /^hsn\.csv \(\d+ rows?\)$/ }).waitFor();
    await inspectPage(desk, 'admin-gst-report');

    // The shopper sees the tracking number on /track-order.
    await shop.page.goto(shop.url('/track-order'));
    await shop.page.getByLabel(/order (number|id)/i).fill(orderId);
    await shop.page
      .getByLabel(/email|phone/i)
      .fill(`+91 ${who.phone.slice(0, 5)} ${who.phone.slice(5)}`);
    await shop.page.getByRole('button', { name: /track/i }).click();
    await shop.page.locator('main').getByText(tracking).first().waitFor();
    await shop.page.locator('main').getByText('Shipped', { exact: true }).first().waitFor();

    // The other admin screens, each audited.
    await adminTab(desk, 'Inbox');
    await heading(page, 'Inbox').waitFor();
    await page.getByText('No unread messages.').waitFor();
    await inspectPage(desk, 'admin-inbox');
    await adminTab(desk, 'Store');
    await heading(page, 'Store').waitFor();
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
    await inspectPage(desk, 'admin-store-settings');
    for (const [tab, name] of [
      ['Staff', 'admin-store-staff'],
      ['Audit', 'admin-store-audit'],
      ['Security', 'admin-store-security'],
    ] as const) {
      await page
        .getByRole('group', { name: 'Store section' })
        .getByRole('button', { name: tab })
        .click();
      await page.waitForURL((url) =>
        url.pathname.endsWith(`/${tab === 'Security' ? 'security' : tab.toLowerCase()}`),
      );
      await inspectPage(desk, name);
    }
    // Two-factor sign-in: scan (the key is read off the screen), confirm with a code, keep the
    // recovery codes; the next sign-in asks for a code, and a recovery code is accepted.
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await inspectPage(desk, 'admin-2fa-setup');
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await page.getByLabel('Code from the app').fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByText('Your recovery codes').waitFor();
    const recovery = (await page.getByTestId('recovery-code').first().innerText()).trim();
    await inspectPage(desk, 'admin-2fa-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();

    // Signing out of the admin leaves the login screen; signing in again needs the second step.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(desk.url('/admin/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'Enter your code').waitFor();
    await inspectPage(desk, 'admin-2fa-code');
    await page.getByLabel('Code').fill(recovery);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login',
    );
    await heading(page, 'Store').waitFor();
  }, 480_000);
});
