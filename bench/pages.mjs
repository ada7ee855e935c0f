// The storefront as a phone and a desktop see it: Lighthouse (Debian's Chromium) on home, a
// category listing and a product page, and the gzipped JavaScript the first page loads.
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { median, table } from './lib.mjs';

/** The chunks a built script imports: statically, and also dynamically when `dynamic`. */
function importsOf(code, url, dynamic) {
  const specifiers = [
    ...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
    ...(dynamic ? code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g) : []),
  ].map((m) => m[1]);
  return specifiers.map((s) => new URL(s, url).href);
}

/**
 * The JavaScript the home page loads to become interactive: the scripts and module preloads in
 * its HTML, what they import, and what the entry itself imports dynamically (the app, which
 * src/main.tsx mounts once a server-rendered page has loaded), with their static imports. The
 * lazy screens that chunk imports dynamically are not counted.
 */
export async function firstPageJs(base, path = '/') {
  const html = await (await fetch(`${base}${path}`)).text();
  const urls = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    // A Hindi page's catalog (docs/decisions/031), which it loads before it hydrates; named
    // among the screen's chunks. An English page has none.
    ...[...(/data-screen-chunks="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [])]
      .filter((file) => /\/assets\/hi-[\w-]+\.js$/.test(file))
      .map((file) => [file, file]),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g),
  ].map((m) => new URL(m[1], base).href);
  const entries = new Set(urls);
  const bodies = new Map();
  for (let i = 0; i < urls.length; i++) {
    const u = urls[i];
    if (bodies.has(u)) continue;
    const body = Buffer.from(await (await fetch(u)).arrayBuffer());
    bodies.set(u, body);
    for (const next of importsOf(body.toString('utf8'), u, entries.has(u))) urls.push(next);
  }
  let total = 0;
  let brotli = 0;
  for (const body of bodies.values()) {
    total += zlib.gzipSync(body, { level: 9 }).length;
    // What the server sends a browser that accepts br: the build's quality-11 copy.
    brotli += zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { files: bodies.size, gzipBytes: total, brotliBytes: brotli, urls: [...bodies.keys()] };
}

export async function benchPages({ base, runs }) {
  const productId = (await (await fetch(`${base}/api/v1/products?category=women&limit=1`)).json())
    .data[0].id;
  const pages = [
    ['home', `${base}/`],
    ['category listing', `${base}/products?category=women`],
    ['product', `${base}/product/${productId}`],
    // The same pages in Hindi (docs/decisions/031): the Hindi catalog and the Devanagari face.
    ['home (Hindi)', `${base}/hi`],
    ['category listing (Hindi)', `${base}/hi/products?category=women`],
    ['product (Hindi)', `${base}/hi/product/${productId}`],
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  const rows = [];
  const scores = [];
  try {
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      for (const [name, url] of pages) {
        const samples = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
            },
            config,
          );
          const a = result.lhr.audits;
          samples.push({
            score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
            lcp: a['largest-contentful-paint'].numericValue,
            tbt: a['total-blocking-time'].numericValue,
            cls: a['cumulative-layout-shift'].numericValue,
          });
        }
        const m = {
          score: median(samples.map((s) => s.score)),
          lcp: median(samples.map((s) => s.lcp)),
          tbt: median(samples.map((s) => s.tbt)),
          cls: median(samples.map((s) => s.cls)),
        };
        scores.push({ formFactor, name, ...m });
        rows.push([
          `${name} (${formFactor})`,
          String(m.score),
          (m.lcp / 1000).toFixed(2),
          Math.round(m.tbt),
          m.cls.toFixed(3),
        ]);
        console.log(
          `lighthouse ${formFactor} ${name}: ${m.score}, LCP ${(m.lcp / 1000).toFixed(2)} s`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  const js = await firstPageJs(base);
  const hindiJs = await firstPageJs(base, '/hi');
  return {
    scores,
    js,
    markdown:
      table(['page', 'performance', 'LCP s', 'TBT ms', 'CLS'], rows) +
      `\n\nJavaScript loaded by the first page: ${js.files} files, ` +
      `${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (level 9); sent as brotli, ` +
      `${(js.brotliBytes / 1024).toFixed(1)} KB. In Hindi (/hi, with its catalog): ` +
      `${hindiJs.files} files, ${(hindiJs.gzipBytes / 1024).toFixed(1)} KB gzipped.`,
    hindiJs,
  };
}
