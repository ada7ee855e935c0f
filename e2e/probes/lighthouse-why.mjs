// Where a page's largest paint and blocking time go, by Lighthouse's own diagnostics (the bench's
// settings: mobile preset, one discarded run first). Prints, per run: score, FCP, LCP, TBT, the
// LCP element and its phases, the requests that ended before the largest paint, the long tasks
// and the scripts' boot-up time.
//   node e2e/probes/lighthouse-why.mjs http://localhost:PORT/hi [runs] [--brief] [--json=/tmp/x.json]
// PROBE_FONT_DIR=/dir: with the fonts of that folder as system fonts (lighthouse-browser.mjs).
import fs from 'node:fs';
import os from 'node:os';
import { lighthouseBrowser } from './lighthouse-browser.mjs';

const urls = process.argv.slice(2).filter((a) => a.startsWith('http'));
const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1);
const jsonOut = process.argv.find((a) => a.startsWith('--json='))?.slice(7);
const brief = process.argv.includes('--brief');

const { audit, kill } = await lighthouseBrowser();
const kb = (b) => (b / 1024).toFixed(1);
try {
  for (const url of urls) await audit(url);
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      const { lhr } = await audit(url);
      const a = lhr.audits;
      if (!Number.isFinite(a['largest-contentful-paint'].numericValue)) {
        console.log(
          `\n== ${url} run ${i + 1}: no LCP (${a['largest-contentful-paint'].errorMessage})`,
        );
        continue;
      }
      const load = os.loadavg()[0].toFixed(1);
      console.log(
        `\n== ${url} run ${i + 1} (load ${load}): perf ${Math.round(lhr.categories.performance.score * 100)}` +
          ` FCP ${a['first-contentful-paint'].numericValue.toFixed(0)} LCP ${a['largest-contentful-paint'].numericValue.toFixed(0)}` +
          ` TBT ${a['total-blocking-time'].numericValue.toFixed(0)} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`,
      );
      if (jsonOut)
        fs.writeFileSync(
          jsonOut.replace('.json', `-${i}-${encodeURIComponent(new URL(url).pathname)}.json`),
          JSON.stringify(lhr),
        );
      if (brief) continue;
      const el = a['largest-contentful-paint-element'].details?.items ?? [];
      for (const item of el) {
        if (item.type === 'table') {
          for (const row of item.items) {
            if (row.node)
              console.log(
                `  LCP element: ${row.node.nodeLabel} <${row.node.snippet?.slice(0, 120)}>`,
              );
            if (row.phase) console.log(`  phase ${row.phase}: ${Math.round(row.timing)} ms`);
          }
        }
      }
      const lcpObserved = a.metrics.details.items[0].observedLargestContentfulPaint;
      console.log(
        `  observed: FCP ${a.metrics.details.items[0].observedFirstContentfulPaint} LCP ${lcpObserved} load ${a.metrics.details.items[0].observedLoad}`,
      );
      const nav = a['network-requests'].details.items;
      for (const r of nav) {
        console.log(
          `  net ${String(Math.round(r.networkRequestTime)).padStart(5)}-${String(Math.round(r.networkEndTime)).padStart(5)} ${r.priority?.padEnd(8)} ${kb(r.transferSize).padStart(6)} KB ${r.resourceType} ${r.url.replace(/^https?:\/\/[^/]+/, '')}${r.networkEndTime <= lcpObserved ? '  <- before LCP' : ''}`,
        );
      }
      for (const t of a['long-tasks'].details?.items ?? [])
        console.log(
          `  long task @${Math.round(t.startTime)} ${Math.round(t.duration)} ms ${t.url}`,
        );
      for (const b of a['bootup-time'].details?.items ?? [])
        console.log(
          `  bootup ${Math.round(b.total)} ms (script ${Math.round(b.scripting)}, parse ${Math.round(b.scriptParseCompile)}) ${b.url}`,
        );
      for (const m of a['mainthread-work-breakdown'].details?.items ?? [])
        console.log(`  main ${m.groupLabel}: ${Math.round(m.duration)} ms`);
    }
  }
} finally {
  await kill();
}
