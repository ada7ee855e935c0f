// Memory of the embedded store as `npm start` runs it (issue 28, item 9): resident memory (RSS,
// from /proc) on a first start that creates and seeds the database, idle on a second start, and
// at its highest through the mixed load of bench/shoppers.mjs. Targets: under 256 MB idle on a
// second start, under 400 MB through the load.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serverNodeOptions } from '../scripts/lib.mjs';
import { createShoppers, sleep, startProcess, table, waitFor } from './lib.mjs';
import { productsOf, shopperRounds } from './shoppers.mjs';

const IDLE_SECONDS = 30;
const SETTLE_SECONDS = 10;
const CONNECTIONS = 20;
const STOCK = 1_000_000;

/** VmRSS and VmHWM (its highest so far) of a process, in MB; null once it is gone. */
export function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/**
 * Where a process's resident memory is, in MB, from /proc/<pid>/smaps: PGlite's WebAssembly
 * memory (an anonymous mapping that V8 follows with over 4 GB of reserved, inaccessible address
 * space for the memory to grow into), the rest of the anonymous memory (V8's heap, malloc,
 * compiled code) and the files mapped in (node itself, shared libraries). Null once the process
 * is gone.
 */
export function residentParts(pid) {
  let smaps;
  try {
    smaps = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const maps = [];
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      const [, from, to, perms, file] = head;
      maps.push({ from: BigInt(`0x${from}`), to: BigInt(`0x${to}`), perms, file, rssKb: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && maps.length > 0) maps[maps.length - 1].rssKb = Number(rss[1]);
  }
  const GB = 1n << 30n;
  const parts = { wasm: 0, anonymous: 0, files: 0 };
  for (const [i, m] of maps.entries()) {
    const next = maps[i + 1];
    const kind = m.file.startsWith('/')
      ? 'files'
      : next && next.from === m.to && next.perms.startsWith('---') && next.to - next.from > 4n * GB
        ? 'wasm'
        : 'anonymous';
    parts[kind] += m.rssKb / 1024;
  }
  return parts;
}

/**
 * Samples a process's RSS every 200 ms until stopped; `stop()` gives the highest seen and where
 * the memory was at that moment (`residentParts`).
 */
function watchRss(pid) {
  let highest = 0;
  let parts = null;
  const timer = setInterval(() => {
    const now = residentMb(pid);
    if (now && now.rss > highest) {
      highest = now.rss;
      parts = residentParts(pid);
    }
  }, 200);
  return () => {
    clearInterval(timer);
    return { highest, parts };
  };
}

const partsText = (p) =>
  p
    ? `PGlite's WebAssembly memory ${Math.round(p.wasm)} MB, other anonymous memory (V8's heap, malloc, code) ${Math.round(p.anonymous)} MB, mapped files ${Math.round(p.files)} MB`
    : 'not read';

export async function benchMemory({ serverEntry, tmp, port, seconds = 30 }) {
  const dataDir = path.join(tmp, 'memory');
  const base = `http://127.0.0.1:${port}`;
  const start = async (name) => {
    const p = startProcess(name, [...serverNodeOptions, serverEntry], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Its shoppers place unpaid orders by the hundred from one address: the open-order caps
      // would answer nearly all of them 429 without doing the work.
      MAX_OPEN_ORDERS_PER_ACCOUNT: '100000',
      MAX_OPEN_ORDERS_PER_ADDRESS: '100000',
    });
    await waitFor(`${base}/api/v1/health`, 600_000);
    return p;
  };
  const figures = [];
  const note = (moment, mb, target = '') => {
    figures.push([moment, Math.round(mb), target]);
    console.log(`memory: ${moment}: ${Math.round(mb)} MB`);
  };

  // The first start creates the database, loads the demo catalog and the PIN directory.
  let store = await start('memory, first start');
  note(
    'first start: highest, while creating and loading the database',
    residentMb(store.child.pid).peak,
  );
  await sleep(SETTLE_SECONDS * 1000);
  note(`first start: serving, ${SETTLE_SECONDS} s later`, residentMb(store.child.pid).rss);
  await store.stop();

  // Signed-in shoppers and stock for every order, written while the store is stopped.
  // The store's search index is a pg_trgm one: a write to products needs the extension loaded.
  const db = new PGlite(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const tokens = await createShoppers(db, CONNECTIONS);
  await db.query('update product_stock set quantity = $1', [STOCK]);
  await db.close();

  store = await start('memory, second start');
  try {
    const pid = store.child.pid;
    note('second start: highest while starting', residentMb(pid).peak);
    await sleep(IDLE_SECONDS * 1000);
    note(`second start: idle, ${IDLE_SECONDS} s after it answers`, residentMb(pid).rss, '< 256');

    const listing = await (await fetch(`${base}/api/v1/products?limit=100`)).json();
    const statuses = new Map();
    const stop = watchRss(pid);
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: seconds,
          timeout: 10,
          requests: shopperRounds({
            tokens,
            products: productsOf(listing),
            onAnswer: (s) => statuses.set(s, (statuses.get(s) ?? 0) + 1),
          }),
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
    });
    // Watched on after the load too: the mails of its orders are still being sent, and the
    // store is still holding what they took.
    await sleep(SETTLE_SECONDS * 1000);
    const atHighest = stop();
    note(
      `mixed load, ${seconds} s, and the ${SETTLE_SECONDS} s after it: highest`,
      atHighest.highest,
      '< 400',
    );
    note(`${SETTLE_SECONDS} s after the load`, residentMb(pid).rss);
    const idleParts = residentParts(pid);
    const codes = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ');
    const markdown = `Resident memory (RSS, \`/proc/<pid>/status\`) of one embedded store (PGlite), started
as \`npm start\` starts it (\`node ${serverNodeOptions.join(' ')} apps/server/dist/server.mjs\`,
default settings, its log to a file), by \`bench/memory.mjs\`. The first start creates the
database and loads the demo catalog and the PIN directory; between the two starts the benchmark
writes ${CONNECTIONS} signed-in shoppers into it. The load is the mixed load's round of six calls
(\`bench/shoppers.mjs\`: a category page, a product, a search, the store, an order, their
orders) at ${CONNECTIONS} connections for ${seconds} s, with the open-order caps lifted so that
each order is placed; RSS sampled every 200 ms.

${table(['moment', 'RSS MB', 'target'], figures)}

${result.requests.total} requests (${Math.round(result.requests.average)} a second); answers by status: ${codes}.
Where the memory was (\`/proc/<pid>/smaps\`) at the highest: ${partsText(atHighest.parts)}; ${SETTLE_SECONDS} s after it: ${partsText(idleParts)}.
`;
    return { markdown, figures: Object.fromEntries(figures.map(([m, mb]) => [m, mb])) };
  } finally {
    await store.stop();
  }
}

// Alone: `node bench/memory.mjs` prints the section without writing BENCHMARKS.md.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { root, ensureBuild } = await import('../scripts/lib.mjs');
  const { benchPort } = await import('./lib.mjs');
  ensureBuild();
  const os = await import('node:os');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-memory-'));
  try {
    const { markdown } = await benchMemory({
      serverEntry: path.join(root, 'apps/server/dist/server.mjs'),
      tmp,
      port: benchPort(9),
      seconds: Number(process.env.BENCH_MEMORY_SECONDS ?? 30),
    });
    console.log(`\n${markdown}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
