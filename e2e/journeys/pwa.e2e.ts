// The installable app and the store offline (issue 35 items 5 and 6; docs/decisions/028), at
// phone size: Chromium's own installability check, then with the connection gone a page seen
// before opens, the cart changes, a banner says so, checkout says it needs a connection and
// keeps what was typed, and the banner goes when the connection comes back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { inspectPage } from '../support/inspect';
import { fillShippingForm, registerThroughPage, clickPlaceOrder } from '../support/shop';
import { expectCartCount, heading, newShopperIdentity, productCards } from '../support/ui';

const OFFLINE_TEXT =
  'You are offline. Pages you have seen and your cart still work; checkout needs a connection.';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.context.setOffline(false);
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

const phone = SIZES.find((size) => size.name === 'phone')!;

describe('the store as an app, at phone size', () => {
  test('installs: Chromium finds nothing against it on the home page', async () => {
    // A profile of its own: Chromium never offers to install from an incognito context, which
    // is what the journeys' shared browser gives each shopper.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'store-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: { width: phone.width, height: phone.height },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const home = new URL('/', inject('store').url).toString();
      await page.goto(home);
      await heading(page, 'Elegant Ethnic for the Modern Indian').waitFor();
      // The worker registers once the page has loaded, then takes the page (clientsClaim).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: unknown[];
      };
      expect(manifest.url).toBe(new URL('/manifest.webmanifest', home).toString());
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  test('works honestly offline', async () => {
    shopper = await openShopper(phone);
    const { page, context } = shopper;
    const who = newShopperIdentity('pwa');

    // Signed in first: checkout is for signed-in shoppers.
    await page.goto(shopper.url('/login'));
    await registerThroughPage(shopper, who);

    // The home page: the worker registers and takes the page.
    await page.goto(shopper.url('/'));
    await heading(page, 'Elegant Ethnic for the Modern Indian').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    // Pages seen while online: a listing and a product, which goes into the cart.
    await page.goto(shopper.url('/products?category=women'));
    const card = productCards(page)
      .filter({ hasNot: page.getByText('Sold out', { exact: true }) })
      .first();
    const name = await card.getByRole('heading').innerText();
    await card.getByRole('link', { name, exact: true }).click();
    await heading(page, name).waitFor();
    const productUrl = page.url();
    await page.getByRole('group', { name: /Size/ }).locator('button:enabled').last().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(shopper.url('/cart'));
    await expectCartCount(page, 1);

    // Offline: the banner, and the product page seen before opens from the phone.
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.getByText(OFFLINE_TEXT).waitFor();
    await page.goto(productUrl);
    await heading(page, name).waitFor();
    await banner.waitFor();

    // A page never opened: the offline page, not the browser's error.
    await page.goto(shopper.url('/shipping-policy'));
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.goto(productUrl);
    await heading(page, name).waitFor();

    // The cart opens and changes offline.
    await page
      .locator('header')
      .getByRole('link', { name: /^Cart, 1 item$/ })
      .click();
    await heading(page, 'Shopping Cart').waitFor();
    const line = page.locator('main').getByRole('listitem').filter({ hasText: name });
    await line.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expectCartCount(page, 2);
    await banner.waitFor();
    await inspectPage(shopper, 'offline-cart');

    // Checkout says it needs a connection, and sends nothing.
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(shopper.url('/checkout'));
    await page.getByText('Checkout needs a connection', { exact: true }).waitFor();
    await fillShippingForm(page, who);
    // Placing an order is a POST to /api/v1/orders itself. The summary's price (POST
    // /api/v1/orders/quote) is a read, which may be tried offline and fail: it is not an order.
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/orders') {
        orders.push(request.url());
      }
    });
    await clickPlaceOrder(page);
    await page.waitForTimeout(500);
    expect(orders).toEqual([]);
    expect(page.url()).toBe(shopper.url('/checkout'));
    await page.getByText('Your order was not placed').waitFor({ state: 'detached' });
    await inspectPage(shopper, 'offline-checkout');

    // Back online: the banner and the notice go, and what was typed is still there.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await page
      .getByText('Checkout needs a connection', { exact: true })
      .waitFor({ state: 'detached' });
    expect(
      await page
        .getByLabel(/full name/i)
        .first()
        .inputValue(),
    ).toBe(`${who.firstName} ${who.lastName}`);
    expect(
      await page
        .getByLabel(/^address/i)
        .first()
        .inputValue(),
    ).toBe('14 Residency Road, Shanthala Nagar');
    await expectCartCount(page, 2);
  });
});
