// Screenshots of every visitor screen at phone and desktop widths, with an axe check of each.
//   node apps/web/scripts/screenshots.mjs --base http://localhost:8044 --out /tmp/web-shots [--only home,cart]
// Uses Debian's Chromium (apt-get install -y chromium); never downloads a browser.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/support/chromium.mjs';
import { AxeBuilder } from '@axe-core/playwright';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, arg, i, all) => {
    if (arg.startsWith('--')) pairs.push([arg.slice(2), all[i + 1]]);
    return pairs;
  }, []),
);
const base = args.base ?? 'http://localhost:8044';
const out = args.out ?? '/tmp/web-shots';
const only = args.only?.split(',');
const fullPage = args.full !== 'no';

// Two lines of the demo catalogue the real store seeds (product 1 and product 6).
const CART = JSON.stringify([
  {
    id: 1,
    name: 'Ivory Cotton Band-Collar Kurta Churidar Set with Ikat Weave',
    image: `${base}/api/v1/media/products/1/main-1.svg`,
    price: 3299,
    quantity: 2,
    selectedSize: 'M',
    selectedColor: 'Ivory',
  },
  {
    id: 6,
    name: 'Navy Suede Nagra Mojari with Thread Embroidery',
    image: `${base}/api/v1/media/products/6/main-1.svg`,
    price: 1999,
    quantity: 1,
    selectedSize: '8',
    selectedColor: 'Navy',
  },
]);

const pages = [
  ['home', '/'],
  ['categories', '/products'],
  ['listing', '/products?category=men'],
  ['listing-page2', '/products?category=women&page=2'],
  ['search', '/products?q=silk'],
  ['empty-filter', '/products?category=men&subCategory=Nothing'],
  ['product', '/product/1'],
  ['product-not-found', '/product/99999'],
  ['cart-empty', '/cart'],
  ['cart', '/cart', { cart: CART }],
  ['wishlist', '/wishlist'],
  ['contact', '/contact'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['not-found', '/no-such-page'],
  ['api-test', '/api-test'],
  ['login', '/login'],
];
const viewports = [
  ['768', { width: 768, height: 1024 }],
  ['360', { width: 360, height: 740 }],
  ['1280', { width: 1280, height: 800 }],
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let problems = 0;
for (const [vpName, viewport] of viewports) {
  if (args.viewports && !args.viewports.split(',').includes(vpName)) continue;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    hasTouch: vpName === '360',
    isMobile: vpName === '360',
  });
  for (const [name, path, opts] of pages) {
    if (only && !only.includes(name)) continue;
    const page = await context.newPage();
    const logs = [];
    page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
    await page.goto(`${base}/`);
    await page.evaluate((cart) => {
      localStorage.clear();
      if (cart) localStorage.setItem('cart', cart);
    }, opts?.cart ?? null);
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const file = `${out}/${name}-${vpName}.png`;
    await page.screenshot({ path: file, fullPage });
    if (args.slices === 'yes') {
      // Viewport-sized pieces of a long page, easier to read than one tall image.
      const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height && i < 8; y += viewport.height, i += 1) {
        const h = Math.min(viewport.height, height - y);
        await page.screenshot({
          path: `${out}/${name}-${vpName}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width: viewport.width, height: h },
        });
      }
    }
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const minor = axe.violations.filter((v) => !serious.includes(v));
    console.log(`${file}  axe: ${serious.length} serious/critical, ${minor.length} other`);
    for (const v of axe.violations) {
      if (v.impact === 'serious' || v.impact === 'critical') problems += 1;
      console.log(
        `   [${v.impact}] ${v.id}: ${v.help} -> ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    }
    for (const l of logs) console.log(`   console: ${l}`);
    await page.close();
  }
  await context.close();
}
await browser.close();
console.log(
  problems ? `${problems} serious/critical axe findings` : 'axe: no serious or critical findings',
);
