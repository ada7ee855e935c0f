// How long a chunk of the storefront takes to evaluate (compile and run its top level) with the
// processor slowed four times, from the HTTP cache, after the app it imports has run: for two
// stores side by side (say a build before and after a change), interleaved, median of 11.
//   node e2e/probes/chunk-evaluation.mjs shared "/products?category=women" http://localhost:A http://localhost:B
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const [chunk, page, ...bases] = process.argv.slice(2);
/** The app's and the chunk's files as the page names them among its screen's chunks. */
async function filesOf(base) {
  const html = await (await fetch(base + page)).text();
  const files = (/data-screen-chunks="([^"]*)"/.exec(html)?.[1] ?? '').split(' ');
  const find = (name) => files.find((f) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(f));
  return { app: find('app'), chunk: find(chunk) };
}
const targets = await Promise.all(bases.map(async (base) => ({ base, ...(await filesOf(base)) })));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const times = new Map(bases.map((b) => [b, []]));
for (let i = 0; i < 12; i++) {
  for (const { base, app, chunk: file } of targets) {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate(async (urls) => Promise.all(urls.map((u) => fetch(u))), [app, file]);
    await tab.evaluate(async (url) => void (await import(url)), app);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const ms = await tab.evaluate(async (url) => {
      const t0 = performance.now();
      await import(url);
      return performance.now() - t0;
    }, file);
    if (i > 0) times.get(base).push(ms); // the first round warms the cache and the browser
    await tab.close();
  }
}
await browser.close();
for (const { base, chunk: file } of targets) {
  const xs = [...times.get(base)].sort((a, b) => a - b);
  console.log(
    `${base}${file}: median ${xs[xs.length >> 1].toFixed(1)} ms (${xs.map((x) => x.toFixed(0)).join(' ')})`,
  );
}
