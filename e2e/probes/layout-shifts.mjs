// Which elements move while a page loads, and when: every 'layout-shift' entry with its sources
// (the element, its box before and after), beside the moments the fonts and the page's scripts
// arrived. Lighthouse's mobile screen (412 x 823 at 1.75), no throttling (Lighthouse's simulated
// run observes an unthrottled load too).
//   node e2e/probes/layout-shifts.mjs http://localhost:PORT/hi [runs] [--no-font-preload] [--cpu=4]
// --no-font-preload drops the Devanagari face's preload from the page on its way in;
// PROBE_FONT_DIR=/dir gives the browser the fonts in that folder as system fonts (as
// lighthouse-browser.mjs does), as a phone has Noto Sans Devanagari.
/* global window, document */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { probeFontEnv } from './lighthouse-browser.mjs';

const args = process.argv.slice(2);
const urls = args.filter((a) => a.startsWith('http'));
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const noPreload = args.includes('--no-font-preload');
const cpu = Number(args.find((a) => a.startsWith('--cpu='))?.slice(6) ?? 1);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
  env: probeFontEnv(),
});

/** Put in the page before its own scripts: collects the shifts with a description of each source. */
function collect() {
  const describe = (node) => {
    if (!node) return '(gone)';
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return '(text)';
    const cls =
      typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
    const text = (el.textContent ?? '').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}"`;
  };
  const rect = (r) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({
        t: Math.round(e.startTime),
        value: e.value,
        input: e.hadRecentInput,
        sources: (e.sources ?? []).map((s) => ({
          node: describe(s.node),
          before: rect(s.previousRect),
          after: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__fontEvents = [];
  document.fonts?.addEventListener('loadingdone', (e) =>
    window.__fontEvents.push({
      t: Math.round(performance.now()),
      faces: e.fontfaces.map((f) => `${f.family} ${f.status}`),
    }),
  );
}

try {
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      if (cpu > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      }
      if (noPreload) {
        await page.route(
          (u) => u.href === url,
          async (route) => {
            const res = await route.fetch();
            const body = (await res.text()).replace(/<link rel="preload" as="font"[^>]*>/, '');
            await route.fulfill({ response: res, body });
          },
        );
      }
      await page.addInitScript(collect);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const { shifts, fonts, resources, paints } = await page.evaluate(() => ({
        shifts: window.__shifts,
        fonts: window.__fontEvents,
        resources: performance
          .getEntriesByType('resource')
          .filter((r) => /\.(woff2|js)$/.test(new URL(r.name).pathname))
          .map(
            (r) =>
              `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${new URL(r.name).pathname}`,
          ),
        paints: performance
          .getEntriesByType('paint')
          .map((p) => `${p.name} ${Math.round(p.startTime)}`),
      }));
      const cls = shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0);
      console.log(`\n== ${url} run ${run + 1}: CLS (all shifts summed) ${cls.toFixed(4)}`);
      console.log(`  ${paints.join(', ')}`);
      for (const r of resources) console.log(`  res ${r}`);
      for (const f of fonts) console.log(`  fonts @${f.t}: ${f.faces.join(', ')}`);
      for (const s of shifts) {
        console.log(`  shift @${s.t} ${s.value.toFixed(4)}${s.input ? ' (after input)' : ''}`);
        for (const src of s.sources) console.log(`    ${src.node}: ${src.before} -> ${src.after}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
