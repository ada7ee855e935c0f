/* global window, getComputedStyle -- code passed to page.evaluate runs in the browser */
// Clicks through the visitor journeys in Chromium and checks what a shopper would see. Some
// checks rely on the products of scripts/mock-api.mjs (a sold-out size on product 1, One Size on 11).
//   node apps/web/scripts/smoke.mjs --base http://localhost:8047
import { chromium } from 'playwright-core';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const base = args.base ?? 'http://localhost:8044';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let failures = 0;
async function check(name, fn) {
  try {
    await fn();
    console.log(`ok   ${name}`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${name}: ${error.message.split('\n')[0]}`);
  }
}
const expectText = async (page, text, timeout = 5000) =>
  page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });

const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await desktop.newPage();
page.on('pageerror', (e) => console.log(`   pageerror: ${e.message}`));
await page.goto(`${base}/`);

await check('home shows hero, sections and a solid header after scrolling', async () => {
  await expectText(page, 'New Collection 2025');
  await expectText(page, 'Explore Our Categories');
  const header = page.locator('header').first();
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(600);
  const after = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  if (before === after) throw new Error(`header background stayed ${before}`);
});

await check('Explore Kurtas links to the first default category', async () => {
  const href = await page.getByRole('link', { name: 'Explore Kurtas' }).getAttribute('href');
  if (href !== '/products?category=kurtas%20%26%20kurta%20sets') throw new Error(href);
});

await check('newsletter subscribes with a toast and clears the field', async () => {
  await page.getByLabel('Email address').fill('asha@example.in');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expectText(page, 'Thank you for subscribing to our newsletter.');
  if ((await page.getByLabel('Email address').inputValue()) !== '') throw new Error('not cleared');
});

await check('card Add to Cart adds, then merges, and the badge counts', async () => {
  await page.goto(`${base}/products?category=men`);
  const card = page.locator('article').first();
  await card.hover();
  await card.getByRole('button', { name: /to cart/ }).click();
  await expectText(page, 'added to your cart.');
  await card.getByRole('button', { name: /to cart/ }).click();
  await expectText(page, 'quantity increased.');
  await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor();
});

await check('heart saves to the wishlist page', async () => {
  const card = page.locator('article').nth(1);
  await card.hover();
  await card.getByRole('button', { name: /to wishlist/ }).click();
  await expectText(page, 'saved to your wishlist.');
  await page.goto(`${base}/wishlist`);
  await page.locator('article').first().waitFor();
});

await check('parent-category filter sets the filter and resets the page', async () => {
  await page.goto(`${base}/products?category=men&page=2`);
  await page.getByRole('button', { name: 'Kurtas & Kurta Sets' }).click();
  await page.waitForURL(/parentCategory=/);
  if (page.url().includes('page=')) throw new Error(page.url());
});

await check('pagination moves to page 2 and reports the range', async () => {
  await page.goto(`${base}/products?category=men`);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expectText(page, 'Showing 13 to 15 of 15 items');
});

await check('sub-category with no match shows the empty state and Clear Filters', async () => {
  await page.goto(`${base}/products?category=men&subCategory=Nothing`);
  await expectText(page, 'No products found with the selected filters');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.locator('article').first().waitFor();
});

await check('header search leads to results', async () => {
  await page.goto(`${base}/`);
  await page.locator('#header-search').fill('silk');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/products\?q=silk/);
  await page.locator('article').first().waitFor();
});

await check('product page: size required, sold-out size disabled, then to /cart', async () => {
  await page.goto(`${base}/product/1`);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await add.waitFor();
  if (await add.isEnabled()) throw new Error('enabled before a size');
  if (await page.getByRole('button', { name: 'S, sold out' }).isEnabled())
    throw new Error('S selectable');
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Ivory' }).click();
  await add.click();
  await page.waitForURL(/\/cart$/);
  await expectText(page, 'Size:');
});

await check('One Size is preselected and Default colour hides the picker', async () => {
  await page.goto(`${base}/product/11`);
  await expectText(page, 'Kundan Jhumka');
  const size = page.getByRole('button', { name: 'One Size' });
  if ((await size.getAttribute('aria-pressed')) !== 'true') throw new Error('not preselected');
  if (await page.getByText('Colour', { exact: true }).count())
    throw new Error('colour picker shown');
  await page.getByText('Size', { exact: true }).first().waitFor();
});

await check('missing product shows Product Not Found', async () => {
  await page.goto(`${base}/product/99999`);
  await expectText(page, 'Product Not Found');
  await page.getByRole('link', { name: 'Return to Home' }).waitFor();
});

await check('cart: remove a line, checkout needs login, clear', async () => {
  await page.goto(`${base}/cart`);
  await page
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  await expectText(page, 'Removed from cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expectText(page, 'Please login to proceed with checkout.');
  await page.waitForURL(/\/login$/);
  const state = await page.evaluate(() => window.history.state?.usr);
  if (state?.from !== '/checkout') throw new Error(JSON.stringify(state));
  await page.goBack();
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expectText(page, 'All items have been removed from your cart.');
  await expectText(page, 'Your cart is empty');
});

await check('contact: Sending... for 1.5 s, then Message Sent and a cleared form', async () => {
  await page.goto(`${base}/contact`);
  await page.getByLabel('Name', { exact: true }).fill('Asha');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.in');
  await page.getByLabel('Subject', { exact: true }).fill('Sizing');
  await page.getByLabel('Message', { exact: true }).fill('Does the kurta run large?');
  const started = Date.now();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('button', { name: 'Sending...' }).waitFor();
  await expectText(page, "We'll get back to you shortly.");
  if (Date.now() - started < 1400) throw new Error('too fast');
  if ((await page.getByLabel('Name', { exact: true }).inputValue()) !== '')
    throw new Error('not cleared');
});

await check('policy pages, reserved words and unknown types', async () => {
  await page.goto(`${base}/shipping`);
  await expectText(page, '10-15 business days');
  await page.goto(`${base}/privacy`);
  await expectText(page, 'We never sell data.');
  if ((await page.locator('.prose-policy script, .prose-policy [onclick]').count()) > 0)
    throw new Error('unsafe html');
  await page.goto(`${base}/refunds`);
  await page.waitForURL(/\/404$/);
  await expectText(page, 'Oops! Page not found');
});

await check('api-test reports a working connection', async () => {
  await page.goto(`${base}/api-test`);
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expectText(page, 'Connection successful');
});

const phone = await browser.newContext({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
});
const mobile = await phone.newPage();
await check('mobile menu closes on navigation; bottom bar is there', async () => {
  await mobile.goto(`${base}/`);
  await mobile.getByRole('navigation', { name: 'Quick links' }).waitFor();
  await mobile.getByRole('button', { name: 'Open menu' }).click();
  const menu = mobile.getByRole('navigation', { name: 'Menu' });
  await menu.waitFor();
  await menu.getByRole('link', { name: 'Women' }).click();
  await mobile.waitForURL(/category=women/);
  await menu.waitFor({ state: 'hidden' });
});

await check('footer Help collapses on mobile', async () => {
  const toggle = mobile.getByRole('button', { name: 'Help' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'false') throw new Error('open');
  await toggle.click();
  await mobile.getByRole('link', { name: 'Shipping Policy' }).waitFor();
});

await browser.close();
console.log(failures ? `${failures} failed` : 'all journeys passed');
process.exit(failures ? 1 : 0);
