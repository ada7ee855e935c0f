// A probe, not a journey: a shopper on the women listing taps a product card and the product
// page must leave its skeleton within 15 s (docs/decisions/016, "The product page that stayed
// on its skeleton"). Variants in argv[2], combined freely: "offline" (the connection goes and
// comes back before the tap), "late" (performance.now moved 31 s on, past the first answers),
// "nosw" (service worker blocked), "slow" (CPU throttled 8x). Prints the API requests after the
// tap, and the query cache and TanStack's online and focus state when the store was built with
// VITE_QUERY_DEBUG=1 (npm run build -w apps/web), which puts them on window.__qc, __om, __fm.
// Run against a store you started: STORE_URL=http://localhost:PORT node e2e/probes/product-tap-stall.mjs offline
/* global window */
import { chromium } from 'playwright-core';
const BASE = process.env.STORE_URL ?? 'http://localhost:8475';
const variant = process.argv[2] ?? 'plain';
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
const context = await browser.newContext({
  serviceWorkers: variant.includes('nosw') ? 'block' : 'allow',
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-IN',
});
await context.addInitScript(() => {
  const now = performance.now.bind(performance);
  performance.now = () => now() + (window.__skew ?? 0);
});
const page = await context.newPage();
const log = [];
if (variant.includes('slow')) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
}
page.on(
  'request',
  (r) =>
    r.url().includes('/api/') &&
    log.push(`> ${r.url().replace(BASE, '')} sw=${r.serviceWorker() ? 1 : 0}`),
);
page.on(
  'response',
  (r) =>
    r.url().includes('/api/') &&
    log.push(`< ${r.status()} ${r.url().replace(BASE, '')} fromSW=${r.fromServiceWorker()}`),
);
page.on(
  'requestfinished',
  (r) => r.url().includes('/api/') && log.push(`fin ${r.url().replace(BASE, '')}`),
);
page.on(
  'requestfailed',
  (r) =>
    r.url().includes('/api/') &&
    log.push(`FAILED ${r.url().replace(BASE, '')} ${r.failure()?.errorText}`),
);
page.on('console', (m) => log.push(`console ${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(BASE + '/');
if (!variant.includes('nosw'))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30000,
  });
await page.goto(BASE + '/products?category=women');
const card = page
  .locator('main article')
  .filter({ hasNot: page.getByText('Sold out', { exact: true }) })
  .first();
const name = await card.getByRole('heading').innerText();
if (variant.includes('late'))
  await page.evaluate(() => {
    window.__skew = 31000;
  });
if (variant.includes('offline')) {
  await context.setOffline(true);
  await page.waitForTimeout(300);
  await context.setOffline(false);
  await page.waitForTimeout(300);
}
log.push('--- tap ' + name);
await page.screenshot({ path: `/tmp/before-tap-${variant}.png` });
console.log(
  'before tap',
  await page.evaluate(() =>
    JSON.stringify(
      window.__qc
        ?.getQueryCache()
        .getAll()
        .map((q) => ({
          key: q.queryKey,
          status: q.state.status,
          fetchStatus: q.state.fetchStatus,
          data: q.state.data === undefined ? 'none' : 'yes',
          observers: q.observers.length,
        })),
    ),
  ),
);
await card.getByRole('link', { name, exact: true }).click();
try {
  await page.getByRole('heading', { name, exact: true, level: 1 }).waitFor({ timeout: 15000 });
  console.log(variant, 'OK');
} catch {
  console.log(variant, 'STUCK', page.url());
  console.log(
    'stuck',
    await page.evaluate(() =>
      JSON.stringify(
        window.__qc
          ?.getQueryCache()
          .getAll()
          .map((q) => ({
            key: q.queryKey,
            status: q.state.status,
            fetchStatus: q.state.fetchStatus,
            data: q.state.data === undefined ? 'none' : 'yes',
            observers: q.observers.length,
            fails: q.state.fetchFailureCount,
          })),
      ),
    ),
  );
  console.log(
    await page.evaluate(() =>
      JSON.stringify(
        window.__qc
          .getQueryCache()
          .getAll()
          .filter((q) => q.queryKey[0] === 'product')
          .map((q) => ({
            key: q.queryKey,
            state: { ...q.state, data: q.state.data ? 'DATA' : undefined },
            observers: q.observers.length,
          })),
      ),
    ),
  );
  console.log(
    'navigator.onLine',
    await page.evaluate(() => navigator.onLine),
    'onlineManager',
    await page.evaluate(() => window.__om?.isOnline()),
    'focusManager',
    await page.evaluate(() => window.__fm?.isFocused()),
  );
  await page.screenshot({ path: `/tmp/stuck-${variant}.png` });
}
console.log(log.slice(log.indexOf('--- tap ' + name)).join('\n'));
await browser.close();
