// `node bench/load-mixed.mjs`: two API processes on one PostgreSQL and one Redis, a mixed
// browse-and-order load on both at once (autocannon, bounded in time, loopback only), then
// the checks that matter on a sale day: no 5xx, no lost order, stock that adds up, and
// sign-in limits shared by the two processes. Writes the section '## Mixed load, two API
// processes' of BENCHMARKS.md (and only that section). Exits 1 when a check fails.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';
import { createShoppers, machine, pgDatabase, startProcess, table, waitFor } from './lib.mjs';
import { productsOf, shopperRounds } from './shoppers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20); // per API process
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STOCK = 1_000_000;
const SECTION = '## Mixed load, two API processes';

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379), timeout: 1500 });
    s.once('connect', () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

async function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

if (!(await reachable(REDIS_URL))) {
  console.error(`Redis does not answer at ${REDIS_URL}: the shared limits need it.`);
  process.exit(1);
}

// Only the server is needed here: its esbuild build takes about a second.
const built = spawnSync(process.execPath, ['build.mjs'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const serverEntry = path.join(root, 'apps/server/dist/server.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'store-mixed-'));
const db = await pgDatabase('mixed');
const procs = [];
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  if (!ok) failures.push(what);
};

let markdown = '';
try {
  // Both processes start at once against the empty database: migrations and the first-run
  // seed take advisory locks, so the two must not trip over each other.
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  for (const [i, port] of ports.entries()) {
    procs.push(
      startProcess(`api ${i + 1}`, [serverEntry], {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: db.url,
        REDIS_URL,
        DATA_DIR: path.join(tmp, `api${i + 1}`),
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        // Short sign-in windows, so that a second run within the quarter hour starts afresh.
        AUTH_WINDOW_SECONDS: '60',
        // Its shoppers place unpaid orders by the thousand from one address: lift the
        // open-order caps, which would otherwise answer nearly all of them 429.
        MAX_OPEN_ORDERS_PER_ACCOUNT: '100000',
        MAX_OPEN_ORDERS_PER_ADDRESS: '100000',
      }),
    );
  }
  await Promise.all(bases.map((b) => waitFor(`${b}/api/v1/health`)));

  // Shoppers with sessions, and stock enough that every order can be served.
  const tokens = await createShoppers(db, CONNECTIONS * 2);
  await db.query(`update product_stock set quantity = $1`, [STOCK]);
  const listing = await (await fetch(`${bases[0]}/api/v1/products?limit=100`)).json();
  const products = productsOf(listing);

  // Each connection is one shopper going round: browse a category, open a product, search,
  // read the store, place an order, look at their orders.
  const statuses = new Map();
  const acked = [];
  // Every order sent, by its Idempotency-Key: the load stops with some still in flight, and
  // those are sent again afterwards, as a shopper's retry would be.
  const sent = new Map();
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // Each process's connections sign in as shoppers of their own.
  const requests = (i) =>
    shopperRounds({
      tokens: tokens.slice(i * CONNECTIONS, (i + 1) * CONNECTIONS),
      products,
      onAnswer: count,
      onOrderSent: (order) => sent.set(order.key, order),
      onOrderPlaced: (order) => acked.push(order.id),
    });

  const run = (base, i) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 10,
          requests: requests(i),
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
  console.log(`Load: ${SECONDS} s, ${CONNECTIONS} connections on each of ${bases.join(' and ')}`);
  const results = await Promise.all(bases.map((base, i) => run(base, i)));

  // What the shoppers were told, against what the database holds.
  const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const transportErrors = results.reduce((n, r) => n + r.errors + r.timeouts, 0);
  check(serverErrors === 0, `no 5xx (${serverErrors})`);
  check(transportErrors === 0, `no connection errors or timeouts (${transportErrors})`);

  // Orders whose answer the load generator never read (it stops mid-flight) are sent again
  // with their key: each must come back as the one order, made then or before.
  const unanswered = [...sent.values()].filter((o) => o.id === null);
  let replayed = 0;
  for (const o of unanswered) {
    const res = await fetch(`${bases[0]}/api/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${o.token}`,
        'idempotency-key': o.key,
      },
      body: o.body,
    });
    if (res.status === 201) o.id = (await res.json()).id;
    if (res.headers.get('idempotent-replayed') === 'true') replayed += 1;
  }
  check(
    unanswered.every((o) => o.id !== null),
    `orders cut off by the end of the load, sent again, answer 201 (${unanswered.length}, ${replayed} of them already made)`,
  );

  const { rows: stored } = await db.query(
    `select o.id, o.total_paise, coalesce(sum(i.unit_price_paise * i.quantity), 0)::bigint as lines,
            count(i.id)::int as n
       from orders o left join order_items i on i.order_id = o.id group by o.id`,
  );
  const byId = new Map(stored.map((r) => [r.id, r]));
  const missing = acked.filter((id) => !byId.has(id));
  check(acked.length > 0, `orders were placed (${acked.length})`);
  check(
    missing.length === 0,
    `every order answered 201 is in the database (${missing.length} missing)`,
  );
  const ids = new Set([...sent.values()].map((o) => o.id));
  check(
    ids.size === sent.size && stored.length === sent.size,
    `one order per key sent, no more, no fewer (${sent.size} keys, ${ids.size} orders answered, ${stored.length} stored)`,
  );
  const broken = stored.filter((r) => r.n === 0 || Number(r.lines) !== r.total_paise);
  check(
    broken.length === 0,
    `every order is whole: lines present, total = lines (${broken.length} not)`,
  );
  const { rows: stock } = await db.query(
    `select count(*)::int as bad from product_stock s
       left join (select product_id, size, sum(quantity)::int as q from order_items group by 1, 2) o
         on o.product_id = s.product_id and o.size = s.size
      where s.quantity + coalesce(o.q, 0) <> $1`,
    [STOCK],
  );
  check(
    stock[0].bad === 0,
    `stock left + units ordered = stock given, for every size (${stock[0].bad} off)`,
  );

  // Sign-in limits are counted in Redis, so a guesser switching between the processes gets
  // no more tries than one hitting a single process.
  const email = `mixed.${randomBytes(4).toString('hex')}@example.in`;
  const password = 'monsoon-2025-mixed';
  const reg = await fetch(`${bases[0]}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Meera', lastName: 'Pillai' }),
  });
  check(reg.status === 201, `a shopper registers (${reg.status})`);
  const attempts = [];
  for (let i = 0; i < 8; i++) {
    const which = i % 2;
    const last = i === 7;
    const res = await fetch(`${bases[which]}/api/v1/users/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: last ? password : `wrong-guess-${i}` }),
    });
    attempts.push({ n: i + 1, api: which + 1, right: last, status: res.status });
  }
  const got = attempts.map((a) => a.status).join(' ');
  check(
    got === '401 401 401 401 401 429 429 429',
    `5 failed sign-ins across both processes stop the account on both, right password too (${got})`,
  );

  // The figures.
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const perProcess = results.map((r, i) => [
    `API ${i + 1}`,
    Math.round(r.requests.average),
    r.latency.p50,
    r.latency.p97_5 ?? r.latency.p99,
    r.latency.p99,
    r.requests.total,
  ]);
  const codes = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, c]) => `${s}: ${c}`)
    .join(', ');
  markdown = `${SECTION}

Written by \`node bench/load-mixed.mjs\` on ${new Date().toISOString().slice(0, 10)}, on
${machine()}. Two API processes (the built server) on one PostgreSQL database and one
Redis, no proxy in front, loopback only. autocannon ran ${SECONDS} s against both at once,
${CONNECTIONS} connections each, in the same process as the checks below; each connection is
a shopper going round six calls: a category page, a product, a search, the store information,
an order (with its own Idempotency-Key) and their last orders. Everything shares the
machine's two cores.

${table(['process', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'requests'], perProcess)}

- ${total} requests in all; answers by status: ${codes}; ${transportErrors} connection errors or timeouts.
- ${acked.length} orders answered 201 during the load (${(acked.length / SECONDS).toFixed(1)} a second),
  every one found whole in the database afterwards. ${unanswered.length} more were in flight
  when the load stopped; sent again with their Idempotency-Key, ${replayed} came back as the
  order already made (the answer had been lost, not the order) and ${unanswered.length - replayed}
  were made then. ${stored.length} orders stored for ${sent.size} keys; stock left plus units
  ordered equals the stock given, size by size.

### Sign-in limits shared through Redis

One account, wrong passwords sent to the two processes in turn (limit: 5 failures per account),
then the right one:

${table(
  ['attempt', 'process', 'password', 'status'],
  attempts.map((a) => [a.n, `API ${a.api}`, a.right ? 'right' : 'wrong', a.status]),
)}

${failures.length ? `**Checks that failed:** ${failures.join('; ')}.` : 'Every check passed: no 5xx, no lost order, limits shared.'}
`;
} finally {
  for (const p of procs.reverse()) await p.stop().catch(() => {});
  await db.drop().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (markdown) {
  const file = path.join(root, 'BENCHMARKS.md');
  const previous = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const parts = previous.split(/\n(?=## )/).filter((s) => !s.startsWith(SECTION));
  fs.writeFileSync(file, `${parts.join('\n').trimEnd()}\n\n${markdown.trim()}\n`);
  console.log(`\n${markdown}\nWrote the section to ${file}`);
}
process.exit(failures.length ? 1 : 0);
