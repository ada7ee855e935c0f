// Screenshots of a Hindi cart and order pages at 360 px (issue 35), for a person to look at.
//   node e2e/probes/hindi35-shots.mjs http://localhost:PORT /tmp/out-dir
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:8535';
const out = process.argv[3] ?? '/tmp';
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
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}
const stamp = Date.now().toString(36);
const { token } = await api('/users/register', {
  method: 'POST',
  body: {
    email: `shots-${stamp}@example.com`,
    password: `Shots-${stamp}-1`,
    firstName: 'Asha',
    lastName: 'Rao',
  },
});
const list = await api('/products?category=women&limit=24');
const attr = (p, key) => p.attributes.find((a) => a.key === key)?.value ?? [];
const product =
  list.data.find((p) => attr(p, 'color').length > 0 && attr(p, 'inStockSizes').length > 1) ??
  list.data[0];
const order = await api('/orders', {
  method: 'POST',
  token,
  body: {
    items: [
      {
        productId: product.id,
        quantity: 2,
        size: attr(product, 'inStockSizes')[0],
        color: attr(product, 'color')[0],
      },
    ],
    shippingAddress: {
      fullName: 'Asha Rao',
      address: '14 Residency Road, Shanthala Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      phone: '9876543210',
    },
    language: 'hi',
  },
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
await page.goto(`${base}/hi/product/${product.id}`, { waitUntil: 'networkidle' });
await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
const sizes = page.getByRole('group', { name: /साइज़/ }).locator('button:enabled');
if (await sizes.count()) await sizes.first().click();
await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
await page.waitForTimeout(800);
for (const [name, path] of [
  ['cart', '/hi/cart'],
  ['orders', '/hi/orders'],
  ['track', `/hi/track-order?id=${order.id}`],
  ['checkout', '/hi/checkout'],
]) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/hindi35-${name}.png`, fullPage: true });
}
await browser.close();
console.log(order.id, product.id);
