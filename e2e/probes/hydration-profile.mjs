// A CPU profile of a rendered page from navigation until the app has hydrated, in Chromium with
// the processor slowed four times (as Lighthouse's phone), summed by source file and function
// through the build's source maps (build once with `npx vite build --sourcemap --outDir DIR` in
// apps/web: same chunks, same names). Self time in ms, the profile's own clock (thread time is
// not separated: run it on a quiet machine, or compare two pages in one run).
//   node e2e/probes/hydration-profile.mjs MAPDIR http://localhost:PORT/products?category=women [...]
/* global document */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

const [mapDir, ...urls] = process.argv.slice(2);
const consumers = new Map();
async function consumerFor(url) {
  const file = path.join(mapDir, 'assets', path.basename(new URL(url).pathname) + '.map');
  if (!consumers.has(file))
    consumers.set(
      file,
      fs.existsSync(file)
        ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')))
        : null,
    );
  return consumers.get(file);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const url of urls) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // hydrated: React keeps its props on the root's first element
  await page.waitForFunction(
    () =>
      Object.keys(document.querySelector('#root a') ?? {}).some((k) =>
        k.startsWith('__reactProps'),
      ),
    null,
    { timeout: 30000 },
  );
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    self.set(n.id, (self.get(n.id) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  }
  const bySource = new Map();
  const byFile = new Map();
  for (const [id, ms] of self) {
    const { callFrame: f } = byId.get(id);
    let key = f.functionName || '(anonymous)';
    let file = f.url ? new URL(f.url).pathname : key;
    if (f.url.includes('/assets/')) {
      const c = await consumerFor(f.url);
      const o = c?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
      if (o?.source) {
        file = o.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
        key = `${file}:${o.line} ${o.name ?? f.functionName}`;
        file = file
          .split('/')
          .slice(0, file.startsWith('@') ? 2 : 1)
          .join('/')
          .startsWith('src')
          ? file
          : file
              .split('/')
              .slice(0, file.startsWith('@') ? 2 : 1)
              .join('/');
      }
    }
    bySource.set(key, (bySource.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  console.log(`\n== ${url}`);
  for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  file ${v.toFixed(1).padStart(7)} ${k}`);
  for (const [k, v] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  fn   ${v.toFixed(1).padStart(7)} ${k}`);
  await page.close();
}
await browser.close();
