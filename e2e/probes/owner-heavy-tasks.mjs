// The heaviest work an owner asks of the embedded store, under a ceiling for V8's old generation
// (docs/decisions/017-small-machine.md, addendum of 2026-11-28): a first start (create the
// database, load the catalog and the PIN directory), the largest product import the API accepts
// (a dry run, then applied), the export of every product, a month's GST report and a listing.
// Each line says how long it took, the server's highest resident memory and whether it lived.
//
//   npm run build && node e2e/probes/owner-heavy-tasks.mjs 512   (the ceiling in MB)
// IMPORT_ROWS=N imports at most N rows instead of as many as the body limit takes.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { residentMb } from '../../bench/memory.mjs';
import { root } from '../../scripts/lib.mjs';

const ceilingMb = Number(process.argv[2] ?? 512);
const port = 9392;
const site = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-heavy-'));
/** The import route's body limit (catalog.admin-routes.ts), less room for the JSON around it. */
const IMPORT_BYTES = 6 * 1024 * 1024 - 64 * 1024;

const server = spawn(
  process.execPath,
  ['--max-semi-space-size=2', `--max-old-space-size=${ceilingMb}`, 'apps/server/dist/server.mjs'],
  {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
let serverErr = '';
server.stderr.on('data', (d) => (serverErr += d));
let highest = 0;
const sampler = setInterval(() => {
  const now = residentMb(server.pid);
  if (now) highest = Math.max(highest, now.rss);
}, 100);

function report(name, startedAt, outcome) {
  const alive = server.exitCode === null;
  const secs = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `${name}: ${secs} s, highest RSS ${Math.round(highest)} MB, ${alive ? 'alive' : 'ENDED'}, ${outcome}`,
  );
  if (!alive) {
    console.log(serverErr.split('\n').find((l) => /FATAL|out of memory/.test(l)) ?? serverErr);
    finish(1);
  }
}

function finish(code) {
  clearInterval(sampler);
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}

async function waitForHealth(startedAt) {
  while (server.exitCode === null && Date.now() - startedAt < 600_000) {
    try {
      if ((await fetch(`${site}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

let startedAt = Date.now();
await waitForHealth(startedAt);
report('first start', startedAt, 'serving');

const password = 'heavy-tasks-2026';
spawnSync(
  'npm',
  ['run', '-s', 'admin', '--', 'owner:create', '--email', 'owner@example.com', '--password-stdin'],
  {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    input: password,
  },
);
const login = await fetch(`${site}/api/v1/admin/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@example.com', password }),
});
const { token } = await login.json();
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function step(name, url, init) {
  highest = residentMb(server.pid)?.rss ?? 0;
  startedAt = Date.now();
  let outcome;
  try {
    const res = await fetch(url, { headers, ...init });
    const text = await res.text();
    outcome = `${res.status}, ${text.length} characters`;
    if (!res.ok) outcome += `: ${text.slice(0, 120)}`;
  } catch (err) {
    const cause =
      err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    outcome = `no answer: ${err instanceof Error ? err.message : String(err)}${cause}`;
  }
  await new Promise((r) => setTimeout(r, 300));
  report(name, startedAt, outcome);
}

// The catalog's own rows, each under a new SKU, until the body is as large as the route takes.
const csv = await (await fetch(`${site}/api/v1/admin/products.csv`, { headers })).text();
const [header, ...lines] = csv.split('\n');
const rows = [];
for (const line of lines) {
  // A row whose SKU is blank starts with a comma; any other line continues a quoted field.
  if (line.startsWith(',') || rows.length === 0) rows.push(line);
  else rows[rows.length - 1] += `\n${line}`;
}
let big = header;
let bytes = Buffer.byteLength(JSON.stringify({ csv: header }));
let count = 0;
for (;;) {
  const row = `\nHEAVY-${count}${rows[count % rows.length]}`;
  // JSON.stringify of the row alone, less its quotes, is what it adds to the body.
  const added = Buffer.byteLength(JSON.stringify(row)) - 2;
  if (bytes + added > IMPORT_BYTES || count >= Number(process.env.IMPORT_ROWS ?? Infinity)) break;
  big += row;
  bytes += added;
  count++;
}
const body = JSON.stringify({ csv: big });
console.log(`import: ${count} rows, ${Buffer.byteLength(body)} bytes`);
await step('import, dry run', `${site}/api/v1/admin/products/import?dryRun=true`, {
  method: 'POST',
  body,
});
await step('import, applied', `${site}/api/v1/admin/products/import`, { method: 'POST', body });
await step('export of every product', `${site}/api/v1/admin/products.csv`);
const month = new Date().toISOString().slice(0, 7);
await step(`GST report for ${month}`, `${site}/api/v1/admin/tax/report?month=${month}`);
await step('listing of 100 products', `${site}/api/v1/products?limit=100`);
finish(0);
