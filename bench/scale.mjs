// The listing at 1,000 and at 100,000 products (the demo catalog multiplied in SQL), read
// uncached at one connection, so the database's work is what is compared, the two sizes side by
// side in one run.
import http from 'node:http';
import path from 'node:path';
import { median, pgDatabase, startProcess, table, waitFor } from './lib.mjs';

async function grow(db, target) {
  const { rows } = await db.query('select count(*)::int as n from products');
  const missing = target - rows[0].n;
  if (missing <= 0) return;
  await db.query(
    `insert into products (title, description, category, parent_category, sub_category,
        master_category, gender, regular_price_paise, discounted_price_paise, sizes, colors,
        featured, art, created_at, updated_at)
     select p.title || ' No. ' || g, p.description, p.category, p.parent_category, p.sub_category,
        p.master_category, p.gender, p.regular_price_paise, p.discounted_price_paise, p.sizes,
        p.colors, false, p.art, p.created_at - make_interval(mins => g), now()
     from generate_series(1, $1::int) g
     join products p on p.id = 1 + (g % (select count(*) from products))::int
     limit $1`,
    [missing],
  );
  await db.query(
    `insert into product_stock (product_id, size, quantity)
     select p.id, s.size, 10 from products p cross join lateral unnest(p.sizes) as s(size)
     on conflict do nothing`,
  );
  // Vacuumed as autovacuum would have: the stock rows' triggers rewrite the products' rows.
  await db.query('vacuum analyze');
}

/**
 * Sends GET `url` one request after another for `seconds` on a kept-alive connection and answers
 * each one's time in milliseconds, as the client saw it (body read in full). autocannon rounds its
 * latencies to whole milliseconds, too coarse for the 2 to 5 ms of a 1,000-product read.
 */
async function timedRequests(url, seconds, agent) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await new Promise((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          res.on('data', () => {});
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    times.push(performance.now() - started);
  }
  return times;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Both catalog sizes run side by side, each store in its own process on a database of its own,
 * and every read is measured on them in turn (1,000, then 100,000, `runs` times over), so that
 * the machine's noise falls on both alike: the ratio is read within one run, as the other
 * sections read theirs.
 *
 * With BENCH_SCALE_BEFORE=<another build's server.mjs> (its drizzle/ folder beside its dist/),
 * that build is measured too, on databases of its own, in the same turns.
 * With BENCH_SCALE_KEEP=1 the databases are named after the build and the size
 * (store_bench_keep_<before|after>_<size>) and kept after the run, and a later run reuses them
 * (the server still applies any new migration): seeding 100,000 products takes minutes, so this
 * is for iterating on the queries (and for reading their plans with psql); drop them by hand.
 */
export async function benchScale({ root, runs, seconds }) {
  const variants = [['after', path.join(root, 'apps/server/dist/server.mjs')]];
  if (process.env.BENCH_SCALE_BEFORE) variants.unshift(['before', process.env.BENCH_SCALE_BEFORE]);
  const sizes = [1_000, 100_000];
  const keep = process.env.BENCH_SCALE_KEEP === '1';
  const stores = [];
  let portIndex = 0;
  try {
    for (const [variant, server] of variants) {
      for (const size of sizes) {
        const db = await pgDatabase(`${keep ? variant : 'scale'}${size}`, { keep });
        const port = String(Number(process.env.BENCH_SCALE_PORT ?? 8095) + portIndex++);
        const proc = startProcess(`store ${variant} ${size}`, [server], {
          PORT: port,
          HOST: '127.0.0.1',
          DATABASE_URL: db.url,
          CATALOG_CACHE: 'false',
          WEB_DIST_DIR: '/nonexistent',
        });
        stores.push({ variant, size, db, proc, base: `http://127.0.0.1:${port}` });
        await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
        await grow(db, size);
      }
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const results = [];
    for (const [name, q] of QUERIES) {
      const samples = new Map(stores.map((store) => [store, []]));
      for (const store of stores) await timedRequests(`${store.base}${q}`, 1, agent);
      for (let r = 0; r < runs; r++) {
        for (const store of stores) {
          const times = (await timedRequests(`${store.base}${q}`, seconds, agent)).sort(
            (a, b) => a - b,
          );
          samples.get(store).push({
            p50: percentile(times, 0.5),
            p97_5: percentile(times, 0.975),
            p99: percentile(times, 0.99),
          });
        }
      }
      for (const store of stores) {
        const runsOf = samples.get(store);
        results.push({
          variant: store.variant,
          size: store.size,
          name,
          p50: median(runsOf.map((x) => x.p50)),
          p97_5: median(runsOf.map((x) => x.p97_5)),
          p99: median(runsOf.map((x) => x.p99)),
        });
      }
    }
    agent.destroy();
    return scaleTable(variants, results);
  } finally {
    for (const { proc, db } of stores) {
      await proc.stop();
      if (!keep) await db.drop().catch(() => {});
    }
  }
}

const QUERIES = [
  ['category page', '/api/v1/products?category=women&page=2'],
  ['search', '/api/v1/products?q=silk%20kurta'],
  ['price sort', '/api/v1/products?category=men&sort=price_asc&page=3'],
  // Issue 30: searches as shoppers type them, and suggestions (docs/decisions/023-search.md).
  ['search: red saree', '/api/v1/products?q=red%20saree'],
  ['search: men kurta under 2000', '/api/v1/products?q=men%20kurta%20under%202000'],
  ['search: lehnga (misspelt)', '/api/v1/products?q=lehnga'],
  ['search: unknown word', '/api/v1/products?q=jamawar%20stole'],
  ['suggest: leh', '/api/v1/search/suggest?q=leh'],
  ['suggest: men kur', '/api/v1/search/suggest?q=men%20kur'],
  ['filtered: women, size M, red', '/api/v1/products?category=women&size=M&color=Red'],
];

function scaleTable(variants, results) {
  const of = (variant, size, name) =>
    results.find((r) => r.variant === variant && r.size === size && r.name === name);
  const ms = (x) => x.toFixed(1);
  const ratio = (small, big) => (big.p50 / small.p50).toFixed(2);
  const rows = QUERIES.map(([name]) => {
    const cells = [name];
    for (const [variant] of variants) {
      const small = of(variant, 1_000, name);
      const big = of(variant, 100_000, name);
      cells.push(ms(small.p50), ms(big.p50), ratio(small, big));
    }
    const after = of('after', 100_000, name);
    cells.push(ms(after.p97_5), ms(after.p99));
    return cells;
  });
  console.log('scale:', rows.map((r) => `${r[0]} ${r.at(-3)}`).join('; '));
  const heads = variants.flatMap(([variant]) => {
    const tag = variants.length > 1 ? `${variant}: ` : '';
    return [`${tag}p50 ms at 1,000`, `${tag}p50 ms at 100,000`, `${tag}ratio`];
  });
  return table(
    ['uncached read, 1 connection', ...heads, 'p97.5 ms at 100,000', 'p99 ms at 100,000'],
    rows,
  );
}
