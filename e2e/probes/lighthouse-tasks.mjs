// The main thread's long tasks in a Lighthouse run (the bench's mobile settings), each with the
// trace events inside it that took longest (self time), to see what the blocking time is made of.
//   node e2e/probes/lighthouse-tasks.mjs http://localhost:PORT/products?category=women [runs]
import os from 'node:os';
import { lighthouseBrowser } from './lighthouse-browser.mjs';

const urls = process.argv.slice(2).filter((a) => a.startsWith('http'));
const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1);
const { audit, kill } = await lighthouseBrowser();

/**
 * Lighthouse's blocking time as a quiet machine would see it: each main-thread task after the
 * first contentful paint, by the processor time its thread had (trace `tdur`, which waiting for
 * a busy machine's cores does not inflate), times the phone's slowdown of 4, less 50 ms.
 */
function threadBlocking(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const main = events.find(
    (e) => e.pid === nav.pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  const top = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === main.tid &&
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.ts >= (fcp?.ts ?? nav.ts),
  );
  const cpu = top.reduce((n, t) => n + (t.tdur ?? 0), 0) / 1000;
  const tbt = top.reduce((n, t) => n + Math.max(0, (4 * (t.tdur ?? 0)) / 1000 - 50), 0);
  return { cpu, tbt };
}

function tasks(events) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const pid = nav?.pid;
  const main = events.find(
    (e) => e.pid === pid && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  const mine = events
    .filter((e) => e.pid === pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = mine.filter((e) => e.name === 'RunTask' && e.dur > 10000);
  return top.map((t) => {
    const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    // self time (thread time, which a busy machine inflates less): duration minus that of the events directly nested in it
    const self = new Map();
    for (const e of inside) {
      const children = inside.filter(
        (c) => c !== e && c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur,
      );
      const direct = children.filter(
        (c) => !children.some((p) => p !== c && c.ts >= p.ts && c.ts + c.dur <= p.ts + p.dur),
      );
      const s = (e.tdur ?? e.dur) - direct.reduce((n, c) => n + (c.tdur ?? c.dur), 0);
      const key = `${e.name}${e.args?.data?.url ? ' ' + e.args.data.url.replace(/^https?:\/\/[^/]+/, '') : ''}${e.args?.data?.functionName ? ' ' + e.args.data.functionName : ''}`;
      self.set(key, (self.get(key) ?? 0) + s);
    }
    const parts = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`);
    return `  task @${((t.ts - nav.ts) / 1000).toFixed(0)} ms, ${(t.dur / 1000).toFixed(0)} ms (thread ${((t.tdur ?? 0) / 1000).toFixed(0)}): ${parts.join('; ')}`;
  });
}

try {
  for (const url of urls) await audit(url);
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      const { lhr, artifacts } = await audit(url);
      const a = lhr.audits;
      const est = threadBlocking(artifacts.Trace.traceEvents);
      console.log(
        `\n== ${url} (load ${os.loadavg()[0].toFixed(1)}): perf ${Math.round(lhr.categories.performance.score * 100)} LCP ${a['largest-contentful-paint'].numericValue?.toFixed(0)} TBT ${a['total-blocking-time'].numericValue?.toFixed(0)}; from thread time: main-thread CPU after FCP ${est.cpu.toFixed(0)} ms, blocking ${est.tbt.toFixed(0)} ms`,
      );
      if (!process.argv.includes('--brief'))
        for (const line of tasks(artifacts.Trace.traceEvents)) console.log(line);
    }
  }
} finally {
  await kill();
}
