// The store in Hindi (issue 35, docs/decisions/031) at phone size: a signed-in shopper opens a
// product in English, switches to Hindi in the header, and buys it in Hindi with cash on
// delivery: every screen on the way answers at /hi, in Hindi, with <html lang="hi-IN">, nothing
// wider than the phone and no axe violation; the order carries language 'hi' for her mails, and
// the next visit to an English address opens in Hindi (the choice is remembered on the phone).
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { openShopper, SIZES, type Shopper } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { registerThroughPage } from '../support/shop';
import { expectCartCount, heading, newShopperIdentity, productCards } from '../support/ui';

let shopper: Shopper | null = null;
afterEach(async ({ task }) => {
  await shopper?.close(task.result?.state === 'fail' ? task.name : undefined);
  shopper = null;
});

const phone = SIZES.find((size) => size.name === 'phone')!;
const at = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).or(page.getByLabel(`${label} *`, { exact: true }));

describe('the store in Hindi, at phone size', () => {
  test('switch to Hindi on a product page and buy in Hindi, cash on delivery', async () => {
    shopper = await openShopper(phone);
    const { page } = shopper;
    const who = newShopperIdentity('hindi');
    await page.goto(shopper.url('/login'));
    await registerThroughPage(shopper, who);

    // A product, in English first.
    await page.goto(shopper.url('/products?category=women'));
    const card = productCards(page)
      .filter({ hasNot: page.getByText('Sold out', { exact: true }) })
      .first();
    const name = await card.getByRole('heading').innerText();
    // Opened by its address rather than a tap: in the lanes' runs of 2026-11-27 the page a tap
    // opened here sometimes stayed on its skeleton (docs/decisions/016, "not understood yet");
    // the listing's taps are the discovery and purchase journeys' to check.
    const href = await card.getByRole('link', { name, exact: true }).getAttribute('href');
    await page.goto(shopper.url(href!));
    await heading(page, name).waitFor();
    const productPath = new URL(page.url()).pathname;
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');

    // The header's switch keeps the page and remembers the language.
    await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
    await at(page, `/hi${productPath}`);
    // The demo catalog has this piece's title in Hindi (docs/decisions/032): the page shows it.
    const hindiTitle = await page.evaluate(
      async (path) =>
        ((await (await fetch(`/api/v1${path}?lang=hi`)).json()) as { title: string }).title,
      productPath.replace('/product/', '/products/'),
    );
    await heading(page, hindiTitle).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    const cookies = await shopper.context.cookies();
    expect(cookies.find((c) => c.name === 'store_lang')?.value).toBe('hi');
    await page.getByRole('button', { name: 'कार्ट में डालें' }).waitFor();
    await inspectPage(shopper, 'hindi-product');

    // Into the cart, in Hindi.
    await page.getByRole('group', { name: /साइज़/ }).locator('button:enabled').last().click();
    await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
    await at(page, '/hi/cart');
    await heading(page, 'शॉपिंग कार्ट').waitFor();
    await expectCartCount(page, 1).catch(async () => {
      // The count's name is in Hindi here: कार्ट, 1 सामान.
      await page.locator('header').getByRole('link', { name: 'कार्ट, 1 सामान' }).waitFor();
    });
    await inspectPage(shopper, 'hindi-cart');

    // Checkout in Hindi, the order sent with language 'hi'.
    await page.getByRole('button', { name: 'ऑर्डर करने चलें' }).click();
    await at(page, '/hi/checkout');
    await heading(page, 'चेकआउट').waitFor();
    await field(page, 'पूरा नाम').fill(`${who.firstName} ${who.lastName}`);
    await field(page, 'पता').fill('14 Residency Road, Shanthala Nagar');
    await field(page, 'शहर').fill('Bengaluru');
    // The states are named in Hindi; the value sent stays the official English name.
    const state = field(page, 'राज्य / केंद्र शासित प्रदेश');
    await state.selectOption({ label: 'कर्नाटक' });
    expect(await state.inputValue()).toBe('Karnataka');
    await field(page, 'पिन कोड').fill('560025');
    await field(page, 'फ़ोन').fill(who.phone);
    await inspectPage(shopper, 'hindi-checkout');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/orders',
    );
    await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ language: 'hi' });

    // Payment: cash on delivery, in Hindi.
    await page.waitForURL(
      (url) => url.pathname === '/hi/payment' && url.searchParams.has('orderId'),
    );
    const methods = page.getByRole('group', { name: 'पेमेंट का तरीक़ा' });
    await methods.waitFor();
    await methods.getByRole('radio', { name: /^कैश ऑन डिलीवरी/ }).check();
    await page.getByLabel(/मोबाइल नंबर/).fill(`+91${who.phone}`);
    await inspectPage(shopper, 'hindi-payment');
    await page.getByRole('button', { name: /^(pay|place|confirm|continue)|ऑर्डर|पेमेंट/i }).click();
    await page.waitForURL((url) => ['/hi/orders', '/hi/order-success'].includes(url.pathname));
    if (new URL(page.url()).pathname === '/hi/order-success') {
      await heading(page, 'आपके ऑर्डर के लिए धन्यवाद!').waitFor();
      await inspectPage(shopper, 'hindi-order-success');
    }
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');

    // Remembered: an English address opens in Hindi, and the footer's switch goes back.
    await page.goto(shopper.url(productPath));
    await at(page, `/hi${productPath}`);
    await page.locator('footer').getByRole('link', { name: 'English' }).click();
    await at(page, productPath);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
  });

  // A device with no Devanagari face of its own (this machine's Chromium has none, as some
  // desktops) draws Hindi with the store's face. The face here comes 1.5 s late, as on a slow
  // connection: with `font-display: optional` the page kept its fallback, boxes, for the whole
  // visit; the face must be swapped in when it arrives.
  test("draws Hindi in a Devanagari face when the store's face comes late", async () => {
    shopper = await openShopper(phone);
    const { page, context } = shopper;
    await page.route(/\/assets\/noto-sans-devanagari-[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(shopper.url('/hi/products'));
    const title = page.getByRole('heading', { level: 1 });
    const text = await title.innerText();
    expect(text).toMatch(/[\u0900-\u097F]/);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    // Glyphs the title draws with faces that have no Devanagari: its other characters at most
    // (spaces, digits, quotes); a box for a Devanagari letter would be one more.
    const others = [...text].filter((c) => !/[\u0900-\u097F]/.test(c)).length;
    const drawnElsewhere = async () => {
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: 'main h1',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const devanagari = fonts.filter((f) => /devanagari/i.test(f.familyName));
      const rest = fonts.filter((f) => !/devanagari/i.test(f.familyName));
      return devanagari.length === 0
        ? Number.POSITIVE_INFINITY
        : rest.reduce((sum, f) => sum + f.glyphCount, 0);
    };
    await expect.poll(drawnElsewhere, { timeout: 10_000 }).toBeLessThanOrEqual(others);
  });
});
