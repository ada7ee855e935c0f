// The owner's Store screen, at phone and desktop size: the owner signs in, uploads a logo and a
// tile picture for Women, moves Women first and switches UPI off. A shopper then sees the logo
// in the header (in the page as served, and with its size set), the Women tile first with the
// owner's picture, and a payment page that offers no UPI and says what it does take. The store
// is put back as it was afterwards, since other journeys share it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openShopper, SIZES } from '../support/browser';
import { inspectPage } from '../support/inspect';
import { useOwnerStore, useShoppers } from '../support/journey-kit';
import { placeOrder, registerShopper } from '../support/api';
import { paymentMethods } from '../support/shop';
import { expectToast, heading, newShopperIdentity } from '../support/ui';

const owner = useOwnerStore();
let email = '';
let password = '';
let token = '';
const open = useShoppers();

async function adminApi(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${owner.info.url}/api/v1/admin${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as Record<string, unknown>,
  };
}

/** Back to the demo store's look and methods: no logo, no tiles, Men first, every method on. */
async function resetStore() {
  await adminApi('/store/logo', { method: 'DELETE' });
  for (const name of ['Men', 'Women', 'Accessories'])
    await adminApi(`/store/categories/${name}/tile`, { method: 'DELETE' });
  const settings = (await adminApi('/store')).body;
  const saved = await adminApi('/store', {
    method: 'PUT',
    body: {
      ...settings,
      categories: ['Men', 'Women', 'Accessories'],
      paymentMethods: { upi: true, card: true, cod: true },
    },
  });
  expect(saved.status).toBe(200);
}

beforeAll(async () => {
  const tag = Date.now().toString(36);
  email = `owner.look.${tag}@shop.example.in`;
  password = `Loom-and-logo-${tag}`;
  await owner.admin(['owner:create', '--email', email, '--password-stdin'], password);
  const res = await fetch(`${owner.info.url}/api/v1/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  token = ((await res.json()) as { token: string }).token;
}, 300_000);
afterAll(async () => {
  if (token) await resetStore();
});

function logoPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><circle cx="60" cy="60" r="50" fill="#7a1f2b"/><rect x="130" y="35" width="320" height="50" rx="10" fill="#7a1f2b"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
function tileJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1200, channels: 3, background: '#b3202a' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe.each(SIZES)('owner at $name size', (size) => {
  test('logo, a category tile and its order, UPI off: the shopper sees all three', async () => {
    await resetStore();
    const desk = await openShopper(size, { store: owner.info });
    open.push(desk);
    const { page } = desk;

    await page.goto(desk.url('/admin/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(desk.url('/admin'));

    // Logo and categories.
    await page.goto(desk.url('/admin/store/look'));
    await page.getByRole('heading', { name: 'Logo', exact: true }).waitFor();
    await page.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
    await expectToast(page, 'Logo saved');
    await page.getByRole('img', { name: /logo$/ }).waitFor();
    await page.getByLabel('Add Women picture').setInputFiles({
      name: 'women.jpg',
      mimeType: 'image/jpeg',
      buffer: await tileJpeg(),
    });
    await expectToast(page, 'Women picture saved');
    await page.getByRole('button', { name: 'Move Women up' }).click();
    await page.getByRole('button', { name: 'Save categories' }).click();
    await expectToast(page, 'Categories saved');
    await inspectPage(desk, 'admin-store-look');

    // Payment methods: all three off is refused on the page; UPI off is saved.
    await page.goto(desk.url('/admin/store/payments'));
    for (const name of ['UPI', 'Card / Net banking', 'Cash on delivery'])
      await page.getByLabel(name, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save payment methods' }).click();
    await page.getByText('Keep at least one payment method on').waitFor();
    await page.getByLabel('Card / Net banking', { exact: true }).check();
    await page.getByLabel('Cash on delivery', { exact: true }).check();
    await page.getByRole('button', { name: 'Save payment methods' }).click();
    await expectToast(page, 'Payment methods saved');
    await inspectPage(desk, 'admin-store-payments');

    // The shopper's side: every API process drops its store information within a second.
    const served = async () => (await fetch(desk.url('/'))).text();
    await expect.poll(served, { timeout: 5000 }).toMatch(/<picture[^>]*><source[^>]*avif/);
    await page.goto(desk.url('/'));
    const logo = page.locator('header').getByRole('img', { name: 'Ethnic Elegance' });
    await logo.waitFor();
    expect(await logo.getAttribute('width')).toBe('160');
    expect(await logo.getAttribute('height')).toBe('40');
    await page.goto(desk.url('/products'));
    await heading(page, 'Select a Category').waitFor();
    const firstTile = page.locator('main li').first();
    await expect.poll(() => firstTile.textContent()).toContain('Women');
    expect(await firstTile.locator('img').getAttribute('srcset')).toMatch(/media\/images/);
    await inspectPage(desk, 'category-tiles-with-pictures');

    const who = newShopperIdentity(`look-${size.name}`);
    const shopperToken = await registerShopper(owner.info, who);
    const order = await placeOrder(owner.info, shopperToken, who);
    await page.evaluate((t) => localStorage.setItem('auth_token', t), shopperToken);
    await page.goto(desk.url(`/payment?orderId=${order.id}`));
    await page.getByTestId('methods-note').waitFor();
    expect(await page.getByTestId('methods-note').textContent()).toBe(
      'This store takes Card / Net banking and Cash on delivery.',
    );
    const options = await paymentMethods(page)
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent ?? ''),
      );
    expect(options.some((o) => o.startsWith('UPI'))).toBe(false);
    await inspectPage(desk, 'payment-upi-off');
  });
});
