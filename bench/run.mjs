// `npm run bench`: every speed figure of the store, measured side by side in one run on this
// machine, written to BENCHMARKS.md. Loopback only; every load is bounded in time.
// BENCH_ONLY=api,orders,scale,admin,photos,pages,ssr,startup,memory picks sections; BENCH_RUNS and BENCH_SECONDS
// shorten a trial run (the committed figures use the defaults).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root, serverNodeOptions } from '../scripts/lib.mjs';
import { benchAdmin } from './admin.mjs';
import { benchPhotos } from './photos.mjs';
import { benchApi } from './api.mjs';
import { benchMemory } from './memory.mjs';
import { benchPort, machine, median, pgDatabase, startProcess, waitFor } from './lib.mjs';
import { benchOrders } from './orders.mjs';
import { benchPages } from './pages.mjs';
import { benchScale } from './scale.mjs';
import { benchServerRendering } from './ssr.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'api,orders,scale,admin,photos,pages,ssr,startup,memory').split(','),
);

ensureBuild();
const serverEntry = path.join(root, 'apps/server/dist/server.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-'));
const procs = [];
const dbs = [];
const sections = [];
const started = Date.now();

/** A store as `npm start` runs it (default log level, its log going to a file), on `port`. */
async function serve(name, port, env) {
  const logFile = path.join(tmp, `${name.replace(/\W+/g, '-')}.log`);
  const p = startProcess(
    name,
    [...serverNodeOptions, serverEntry],
    { PORT: String(port), HOST: '127.0.0.1', ...env },
    { logFile },
  );
  procs.push(p);
  // A first start creates the database: minutes on a busy two-core machine.
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 600_000);
  return { name, base: `http://127.0.0.1:${port}`, logFile, pid: p.child.pid };
}

async function secondStart() {
  const dataDir = path.join(tmp, 'startup');
  const once = async () => {
    const t0 = performance.now();
    const child = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: { ...process.env, PORT: String(benchPort(8)), DATA_DIR: dataDir },
      stdio: 'ignore',
      detached: true,
    });
    await waitFor(`http://127.0.0.1:${benchPort(8)}/api/v1/health`);
    const ms = performance.now() - t0;
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    return ms;
  };
  await once(); // the first start creates and seeds the database
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  return median(times);
}

try {
  const servers = {};
  if (ONLY.has('api') || ONLY.has('orders') || ONLY.has('pages') || ONLY.has('ssr')) {
    servers.pglite = await serve('PGlite', benchPort(1), { DATA_DIR: path.join(tmp, 'pglite') });
  }
  if (ONLY.has('api') || ONLY.has('orders')) {
    try {
      const db = await pgDatabase('api');
      dbs.push(db);
      // Each of the orders section's 50 shoppers places hundreds of unpaid orders in a few
      // seconds; the open-order caps (3 an account, 10 an address) would refuse all but the
      // first, so this store lifts them, and the orders table says so.
      servers.pg = await serve('PostgreSQL', benchPort(2), {
        DATABASE_URL: db.url,
        MAX_OPEN_ORDERS_PER_ACCOUNT: '100000',
        MAX_OPEN_ORDERS_PER_ADDRESS: '100000',
      });
      servers.pgUncached = await serve('PostgreSQL uncached', benchPort(4), {
        DATABASE_URL: db.url,
        CATALOG_CACHE: 'false',
      });
      servers.pgDb = db;
    } catch (err) {
      console.warn(`PostgreSQL skipped: ${err.message}`);
    }
  }
  if (ONLY.has('api')) {
    servers.pgliteUncached = await serve('PGlite uncached', benchPort(7), {
      DATA_DIR: path.join(tmp, 'pglite-uncached'),
      CATALOG_CACHE: 'false',
    });
    const api = await benchApi({ root, tmp, servers, runs: RUNS, seconds: SECONDS });
    sections.push(`## Catalog reads against the ceiling\n\n${api.markdown}`);
  }
  if (ONLY.has('orders') && servers.pg) {
    const orders = await benchOrders({ server: servers.pg, db: servers.pgDb, seconds: 10 });
    sections.push(`## Orders on PostgreSQL\n\n${orders.markdown}`);
  }
  if (ONLY.has('scale')) {
    sections.push(
      `## Scale: 1,000 against 100,000 products (PostgreSQL)\n\n${await benchScale({ root, runs: RUNS, seconds: SECONDS })}`,
    );
  }
  if (ONLY.has('admin')) {
    sections.push(
      `## The owner's admin at 100,000 orders (PostgreSQL)\n\n${await benchAdmin({ root, runs: RUNS, seconds: SECONDS })}`,
    );
  }
  if (ONLY.has('photos')) {
    const photos = await benchPhotos();
    sections.push(`## Photo processing (issue 18)\n\n${photos.markdown}`);
  }
  if (ONLY.has('pages')) {
    const pages = await benchPages({ base: servers.pglite.base, runs: RUNS });
    sections.push(`## Storefront pages (Lighthouse 12, Debian Chromium)\n\n${pages.markdown}`);
  }
  if (ONLY.has('ssr')) {
    const ssr = await benchServerRendering({ base: servers.pglite.base, runs: RUNS });
    sections.push(`## Server-rendered pages (issue 21)\n\n${ssr.markdown}`);
  }
  for (const p of procs.splice(0).reverse()) await p.stop().catch(() => {});
  if (ONLY.has('memory')) {
    const memory = await benchMemory({
      serverEntry,
      tmp,
      port: benchPort(9),
      seconds: Number(process.env.BENCH_MEMORY_SECONDS ?? 30),
    });
    sections.push(`## Memory of the embedded store (issue 28)\n\n${memory.markdown}`);
  }
  if (ONLY.has('startup')) {
    const ms = await secondStart();
    sections.push(
      `## A second \`npm start\`\n\nFrom running \`npm start\` (install, build and data already there) ` +
        `to \`/api/v1/health\` answering: **${(ms / 1000).toFixed(1)} s** (median of ${RUNS}).`,
    );
  }
} finally {
  for (const p of procs.reverse()) await p.stop().catch(() => {});
  for (const db of dbs) await db.drop().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}

const header = `# Benchmarks

Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}, in
${Math.round((Date.now() - started) / 60000)} minutes. Machine: ${machine()}.
Loopback only. Load: autocannon, ${SECONDS} s per sample, median of ${RUNS} samples, targets
interleaved so noise hits them alike. The load generator shares the machine's two cores with
the servers, so absolute figures are modest: compare the ratios. Re-run with \`npm run bench\`.

Each store runs in a process of its own with the configuration \`npm start\` gives it: the
built server with \`npm start\`'s Node options (\`${serverNodeOptions.join(' ')}\`), no
\`LOG_LEVEL\` (so \`info\`, one access line per request, none for a catalog cache hit), its log
written to a file. The ceiling is bare Fastify (no logger, no hooks) answering the same bytes
from memory, held as bytes as a cache holds them, in a process of its own too.
`;
const file = path.join(root, 'BENCHMARKS.md');
const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
// A run of some sections keeps the whole run's header (its date, length and machine describe
// the sections kept) and says beneath it which sections were measured again, when and where.
const previousHeader = previous.split(/\n(?=## )/)[0] ?? '';
const partialLine = `Sections measured again with BENCH_ONLY=${process.env.BENCH_ONLY} on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, machine: ${machine()}, load average ${os.loadavg()[0].toFixed(1)} at the end.`;
const doc =
  [
    process.env.BENCH_ONLY && previousHeader.startsWith('# Benchmarks')
      ? `${previousHeader.replace(/\nSections measured again with [^\n]*\n?/g, '\n').trimEnd()}\n\n${partialLine}\n`
      : header,
    ...sections,
  ].join('\n') + '\n';
// Keep sections this run does not produce: the mixed-load run's, and the reading of the
// figures against issue 10's targets, which a person writes after looking at them.
// A run of some sections (BENCH_ONLY) keeps every other section as it was.
const produced = new Set(sections.map((s) => s.split('\n')[0]));
const kept = previous
  .split(/\n(?=## )/)
  .filter((s) =>
    process.env.BENCH_ONLY
      ? s.startsWith('## ') && !produced.has(s.split('\n')[0])
      : s.startsWith('## Mixed load') || s.startsWith('## Against the targets'),
  )
  .join('\n');
fs.writeFileSync(file, kept ? `${doc}\n${kept.trim()}\n` : doc);
console.log(`\nWrote ${file}`);
