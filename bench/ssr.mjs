// Server-rendered pages (issue 21, docs/decisions/011-server-rendering.md): Lighthouse's mobile
// preset, performance and SEO, on home, a listing and a product page; the JavaScript the first
// page loads; and the time to first byte of a cached rendered page beside the app shell's and a
// static file's, sampled alternately in one run.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import subsetFont from 'subset-font';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { median, table } from './lib.mjs';
import { firstPageJs } from './pages.mjs';

/** The Lighthouse audits each run must give a number for. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/**
 * The JavaScript a rendered page loads before it works: the first page's (its entry and the app,
 * `entry`) and the chunks the page names for its screen, gzipped at level 9, each file once.
 */
async function scriptBeforeWorking(url, entry) {
  const html = await (await fetch(url)).text();
  const files = new Set([
    ...entry.map((u) => new URL(u).pathname),
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...(/data-screen-chunks="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean),
  ]);
  let gzip = 0;
  for (const file of files) {
    const body = Buffer.from(await (await fetch(new URL(file, url))).arrayBuffer());
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: files.size, gzip };
}

/** Milliseconds from sending a GET to the first byte of its answer's body. */
function ttfb(url) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.once('data', () => {
        const ms = performance.now() - t0;
        res.resume();
        res.on('end', () => resolve(ms));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * A browser environment whose system fonts include Noto Sans Devanagari, as an Android phone's
 * do, through a fontconfig file of its own: the @fontsource package's Devanagari face turned into
 * TrueType by HarfBuzz's subsetter (Chromium's `local()` on Linux finds TrueType, not WOFF);
 * null when the package is not installed.
 */
async function phoneFontEnv() {
  const file = path.resolve(
    'node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
  );
  if (!fs.existsSync(file)) return null;
  const block = String.fromCodePoint(...Array.from({ length: 128 }, (_, i) => 0x0900 + i));
  const ttf = await subsetFont(fs.readFileSync(file), `${block}\u200c\u200d`, {
    targetFormat: 'truetype',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-phone-fonts-'));
  fs.writeFileSync(path.join(dir, 'NotoSansDevanagari-Regular.ttf'), ttf);
  const conf = path.join(dir, 'fonts.conf');
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir></fontconfig>`,
  );
  return { ...process.env, FONTCONFIG_FILE: conf };
}

export async function benchServerRendering({ base, runs }) {
  const productId = (await (await fetch(`${base}/api/v1/products?category=women&limit=1`)).json())
    .data[0].id;
  const pages = [
    ['home', `${base}/`],
    ['category listing', `${base}/products?category=women`],
    ['product', `${base}/product/${productId}`],
    // The same pages in Hindi (docs/decisions/031).
    ['home (Hindi)', `${base}/hi`],
    ['category listing (Hindi)', `${base}/hi/products?category=women`],
    ['product (Hindi)', `${base}/hi/product/${productId}`],
  ];
  // This machine has no Devanagari face, as few phones are: the Hindi pages are measured again
  // in a browser given Noto Sans Devanagari as a system face, as an Android phone has it.
  const phoneFace = await phoneFontEnv();
  if (phoneFace) {
    for (const [name, url] of pages.filter(([n]) => n.endsWith('(Hindi)'))) {
      pages.push([name.replace('(Hindi)', '(Hindi, the phone’s own face)'), url, phoneFace]);
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const withFace = phoneFace
    ? await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_ARGS,
        envVars: phoneFace,
      })
    : null;
  const rows = [];
  const scores = [];
  // Lighthouse's simulated phone scales the CPU time it observes: on a machine that other work
  // keeps busy, total blocking time (and so the score) grows with it. Said beside the figures.
  const loadBefore = os.loadavg()[0];
  const discarded = [];
  const audit = (url, face) =>
    lighthouse(url, {
      port: (face && withFace ? withFace : chrome).port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      formFactor: 'mobile',
    });
  try {
    // One discarded run of each page first: the store renders and caches each page on its first
    // request, and a new browser process is slower at its first pages than at later ones, and
    // Lighthouse's simulation multiplies what it observes. Measured are the pages as a store in
    // service sends them to a browser that has been running.
    for (const [, url, face] of pages) await audit(url, face);
    for (const [name, url, face] of pages) {
      const samples = [];
      // A run in which Lighthouse could not work out a metric (it reports an error in place of
      // a number, as for a page whose largest paint it missed) is said and run again.
      for (let attempt = 0; samples.length < runs && attempt < runs * 2; attempt++) {
        const result = await audit(url, face);
        const { audits, categories } = result.lhr;
        const missing = METRICS.filter((id) => !Number.isFinite(audits[id].numericValue));
        if (missing.length > 0) {
          const why = missing.map((id) => `${id}: ${audits[id].errorMessage ?? 'no value'}`);
          console.warn(`ssr lighthouse ${name}: run discarded (${why.join('; ')})`);
          discarded.push(`${name}: ${why.join('; ')}`);
          continue;
        }
        samples.push({
          performance: Math.round((categories.performance.score ?? 0) * 100),
          seo: Math.round((categories.seo.score ?? 0) * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          seoFailures: Object.values(audits)
            .filter((a) => categories.seo.auditRefs.some((r) => r.id === a.id && r.weight > 0))
            .filter((a) => a.score !== null && a.score < 1)
            .map((a) => a.id),
        });
      }
      const m = Object.fromEntries(
        ['performance', 'seo', 'fcp', 'lcp', 'tbt', 'cls'].map((k) => [
          k,
          median(samples.map((s) => s[k])),
        ]),
      );
      const failures = [...new Set(samples.flatMap((s) => s.seoFailures))];
      scores.push({ name, ...m, failures });
      rows.push([
        name,
        String(m.performance),
        String(m.seo),
        (m.fcp / 1000).toFixed(2),
        (m.lcp / 1000).toFixed(2),
        Math.round(m.tbt),
        m.cls.toFixed(3),
      ]);
      console.log(
        `ssr lighthouse mobile ${name}: performance ${m.performance}, SEO ${m.seo}, ` +
          `LCP ${(m.lcp / 1000).toFixed(2)} s (runs: ${samples.map((x) => (x.lcp / 1000).toFixed(2)).join(', ')}), CLS ${m.cls.toFixed(3)}` +
          (failures.length ? ` (SEO audits below 1: ${failures.join(', ')})` : ''),
      );
    }
  } finally {
    await chrome.kill();
    await withFace?.kill();
  }

  const js = await firstPageJs(base);
  const perPage = [];
  for (const [name, url, face] of pages) {
    if (!face) perPage.push([name, await scriptBeforeWorking(url, js.urls)]);
  }
  const perPageRows = perPage.map(([name, { files, gzip }]) => [
    name,
    String(files),
    (gzip / 1024).toFixed(1),
  ]);

  // The rendered page is in the cache after its first answer; the shell (/cart, which the
  // server does not render) and a static file are the yardsticks.
  const targets = [
    ['cached rendered product page', `${base}/product/${productId}`],
    ['cached rendered listing', `${base}/products?category=women`],
    ['cached rendered Hindi product page', `${base}/hi/product/${productId}`],
    ['app shell (/cart)', `${base}/cart`],
    ['static file (/favicon.svg)', `${base}/favicon.svg`],
  ];
  for (const [, url] of targets) for (let i = 0; i < 20; i++) await ttfb(url); // warm up
  const times = targets.map(() => []);
  for (let i = 0; i < 300; i++) {
    for (let t = 0; t < targets.length; t++) times[t].push(await ttfb(targets[t][1]));
  }
  const medians = times.map((xs) => median(xs));
  const shell = medians[targets.findIndex(([name]) => name.startsWith('app shell'))];
  const ttfbRows = targets.map(([name], t) => [
    name,
    medians[t].toFixed(2),
    (medians[t] / shell).toFixed(2),
  ]);
  console.log(
    `ssr ttfb: ${targets.map(([name], t) => `${name} ${medians[t].toFixed(2)} ms`).join(', ')}`,
  );
  console.log(
    `ssr first-page JS: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (level 9)`,
  );
  return {
    scores,
    js,
    perPage: Object.fromEntries(perPage),
    ttfb: Object.fromEntries(targets.map(([name], t) => [name, medians[t]])),
    markdown:
      `Medians of ${runs} runs a page, after one discarded run of each. ` +
      (discarded.length > 0
        ? `Runs discarded because Lighthouse gave no value for a metric, and run again: ${discarded.join(', ')}. `
        : '') +
      `Load average while Lighthouse ran: ${loadBefore.toFixed(1)} at the start, ` +
      `${os.loadavg()[0].toFixed(1)} at the end, on ${os.cpus().length} cores.\n\n` +
      table(['page (mobile)', 'performance', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS'], rows) +
      `\n\nJavaScript loaded by the first page: ${js.files} files, ` +
      `${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (level 9); sent as brotli, ` +
      `${(js.brotliBytes / 1024).toFixed(1)} KB.\n\n` +
      `All the JavaScript a rendered page loads before it works (its entry, the app and its ` +
      `screen's chunks), gzipped at level 9:\n\n` +
      table(['page', 'files', 'KB gzipped'], perPageRows) +
      `\n\n` +
      `Time to first byte, median of 300 requests each, taken in turn on one connection at a time:\n\n` +
      table(['answer', 'TTFB ms', 'against the shell'], ttfbRows),
  };
}
