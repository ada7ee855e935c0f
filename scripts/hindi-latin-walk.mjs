#!/usr/bin/env node
// What is still English on the Hindi pages (issue 35, docs/decisions/031-hindi-storefront.md):
// walks every public page and a fresh shopper's checkout, payment, account and orders pages at
// /hi/... in Chromium, at phone size, and lists the Latin-script words in each page's visible
// text. Some are meant to stay (Login, UPI, COD, the owner's own texts, addresses typed in
// English): they are listed under KEPT below and not reported.
//
//   node scripts/hindi-latin-walk.mjs [http://localhost:8474] [--strict] [--shots=DIR]
//
// Against a store you started (npm run build, then PORT=… DATA_DIR=… node
// apps/server/dist/server.mjs). --strict exits 1 when a page shows a word not in KEPT.
// --shots=DIR saves a full-page picture of each signed-in page (cart, checkout, orders,
// tracking…) and of the first order's card alone, to look at.
/* global document -- read inside the page by page.evaluate */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';

const base = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'http://localhost:8474';
const strict = process.argv.includes('--strict');
const shots = process.argv.find((a) => a.startsWith('--shots='))?.slice('--shots='.length);

/** Words a Hindi page shows in Latin letters on purpose (decision 031), lower case. */
const KEPT = new Set([
  'login',
  'upi',
  'cod',
  'otp',
  'gst',
  'gstin',
  'pdf',
  'api',
  'url',
  'id',
  'inr',
  'rs',
  'pin',
  'visa',
  'mastercard',
  'rupay',
  'paytm',
  'phonepe',
  'gpay',
  'google',
  'pay',
  'whatsapp',
  'xs',
  's',
  'm',
  'l',
  'xl',
  'xxl',
  'xxxl',
  'cm',
  'in',
  'kg',
  'g',
  'free',
  'size',
  'bengaluru',
  'karnataka',
  'residency',
  'road',
  'shanthala',
  'nagar',
  'hindi',
  'english',
  'test',
  'walker',
  'ord',
  // The footer's social marks: the brands' own short names, printed as their logos are, in Hindi
  // too; each link's accessible name is in Hindi (इंस्टाग्राम, फ़ेसबुक, एक्स).
  'ig',
  'fb',
  'x',
  // The GST split as the tax invoice prints it: the abbreviations are the invoice's (and the GST
  // portal's) own, so the page and the PDF she downloads match; GST itself stays above.
  'igst',
  'cgst',
  'sgst',
  'utgst',
  // The word to send on WhatsApp to stop the messages: it must be typed exactly so.
  'stop',
  // "QR कोड": the code's name as Hindi speakers and the UPI apps write it.
  'qr',
  // Mail services named in the sign-up hint, as their brands are written.
  'gmail',
  'outlook',
  'yahoo',
  'mail',
]);

async function api(path, init = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const attr = (p, key) => p.attributes.find((a) => a.key === key)?.value ?? [];

/** The owner's own texts (the store's name, description, address): English where she wrote it so. */
const ownerTexts = Object.values(await api('/storeInfo?lang=hi'))
  .flatMap((v) =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v) : [],
  )
  .filter((v) => typeof v === 'string' && v.length > 3);
// Case aside: a heading's eyebrow shows the store's name in capitals.
const owners = (line) => ownerTexts.some((text) => text.toLowerCase().includes(line.toLowerCase()));
/** Texts kept as they are inside a line: the owner's, and those added below (the order's). */
const keptTexts = [...ownerTexts];
// Longest first: the store's name inside the company's would leave "Retail Pvt. Ltd." behind.
const withoutKept = (line) =>
  [...keptTexts]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, text) => rest.split(text).join(' '), line);

/** The lines of the page's visible text with a Latin word not in KEPT, and those words. */
async function latinLines(page) {
  const text = await page.evaluate(() => document.body.innerText);
  const found = new Map();
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || owners(line) || /@/.test(line)) continue;
    // Addresses (the shop's website in a policy) are kept as written, as e-mail addresses are.
    const words = [
      ...withoutKept(line)
        .replace(/https?:\/\/\S+/g, ' ')
        .matchAll(/[A-Za-z][A-Za-z'’-]*/g),
    ]
      .map(([word]) => word)
      .filter((word) => !KEPT.has(word.toLowerCase()));
    if (words.length) found.set(line.slice(0, 140), words);
  }
  return found;
}

const stamp = Date.now().toString(36);
const who = {
  email: `latin-walk-${stamp}@example.com`,
  password: `Walk-${stamp}-Pass1`,
  firstName: 'Test',
  lastName: 'Walker',
  phone: '9876543210',
};
const { token } = await api('/users/register', {
  method: 'POST',
  body: {
    email: who.email,
    password: who.password,
    firstName: who.firstName,
    lastName: who.lastName,
  },
});
const list = await api('/products?category=women&limit=24');
const product = list.data.find((p) => attr(p, 'inStockSizes').length > 0) ?? list.data[0];
const size = attr(product, 'inStockSizes')[0];
const color = attr(product, 'color')[0];
const order = await api('/orders', {
  method: 'POST',
  token,
  body: {
    items: [
      {
        productId: product.id,
        quantity: 1,
        ...(size ? { size } : {}),
        ...(color ? { color } : {}),
      },
    ],
    shippingAddress: {
      fullName: 'Test Walker',
      address: '14 Residency Road, Shanthala Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      phone: who.phone,
    },
    language: 'hi',
  },
});

// Kept as ordered: the order's number, and the line's title as it was when ordered (English:
// the order was placed through the API, as an English page would). The shopper's own words: her
// search, echoed back. The owner's size chart note where she wrote no Hindi one (her text, like
// the store information; with a Hindi note the English must not show).
keptTexts.push(order.id, product.title, '“kurta”', '“dhoti”', '“red silk saree under 5000”');
const chart = await api(`/products/${product.id}/size-chart`).catch(() => null);
if (chart?.data?.chart?.howToMeasure && !chart.data.chart.howToMeasureHi) {
  keptTexts.push(chart.data.chart.howToMeasure);
}

const PUBLIC = [
  '/hi',
  '/hi/products',
  '/hi/products?category=women',
  '/hi/products?q=kurta',
  // Searches read loosely: the page says how, in Hindi ("showing results for ...").
  '/hi/products?q=dhoti',
  '/hi/products?q=red%20silk%20saree%20under%205000',
  `/hi/product/${product.id}`,
  '/hi/wishlist',
  '/hi/contact',
  '/hi/track-order',
  '/hi/login',
  '/hi/register',
  '/hi/forgot-password',
  '/hi/no-such-page',
  '/hi/cart',
  // The store's own policy texts (an owner's own policy would be hers, as written).
  ...['about', 'terms', 'privacy', 'refund', 'return', 'shipping'].map((slug) => `/hi/${slug}`),
];
const SIGNED_IN = [
  '/hi/cart',
  '/hi/checkout',
  `/hi/payment?orderId=${encodeURIComponent(order.id)}`,
  '/hi/account',
  '/hi/orders',
  `/hi/order-success?orderId=${encodeURIComponent(order.id)}`,
  // Tracking, as a signed-in shopper opens it from her order.
  `/hi/track-order?id=${encodeURIComponent(order.id)}`,
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
const page = await context.newPage();
let unexpected = 0;
/** Lines already reported on an earlier page (the header's and footer's). */
const seen = new Set();

let signedIn = false;
/** The page's picture, and the first order card's alone (the bars fixed over it hidden). */
async function shoot(path) {
  if (!signedIn) return;
  const name = path.replace(/^\/hi\/?/, '').replace(/[?=&].*$/, '') || 'home';
  await page.screenshot({ path: `${shots}/hi-${name}.png`, fullPage: true });
  const card = page.locator('article').first();
  if (name === 'orders' && (await card.count())) {
    await page.addStyleTag({ content: '.fixed { display: none !important; }' });
    await card.screenshot({ path: `${shots}/hi-order-card.png` });
  }
}

async function walk(path, act) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  if (act) await act();
  await page.waitForTimeout(300);
  const lines = [...(await latinLines(page))].filter(([line]) => !seen.has(line));
  console.log(
    `\n${path}${act ? ' (after acting)' : ''}: ${lines.length} new line(s) with Latin words`,
  );
  if (shots && !act) await shoot(path);
  for (const [line] of lines) {
    seen.add(line);
    console.log(`  ${line}`);
  }
  unexpected += lines.length;
}

for (const path of PUBLIC) await walk(path);
// The server's error texts, as a shopper meets them: a wrong password.
await walk('/hi/login', async () => {
  await page.locator('input[type=email]').fill(who.email);
  await page.locator('input[type=password]').first().fill('wrong-password-1');
  await page.locator('form button[type=submit]').first().click();
  await page.waitForTimeout(1500);
});
// A product with a size chart: the chart's dialog.
await walk(`/hi/product/${product.id}`, async () => {
  const chart = page.getByRole('button', { name: /साइज़ चार्ट|size chart/i });
  if (await chart.count()) {
    await chart.first().click();
    await page.waitForTimeout(800);
  }
});
await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
// One piece in the cart, as a shopper puts it there.
await page.goto(`${base}/hi/product/${product.id}`, { waitUntil: 'networkidle' });
const sizes = page.getByRole('group', { name: /साइज़/ }).locator('button:enabled');
if (await sizes.count()) await sizes.first().click();
await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
await page.waitForTimeout(1000);
signedIn = true;
for (const path of SIGNED_IN) await walk(path);

await browser.close();
console.log(
  `\n${unexpected} line(s) with Latin words on ${PUBLIC.length + SIGNED_IN.length + 2} pages`,
);
if (strict && unexpected > 0) process.exit(1);
