// The listing at 1,000 and at 100,000 products (the demo catalog multiplied in SQL), read
// uncached at one connection, so the database's work is what is compared.
import path from 'node:path';
import { load, pgDatabase, startProcess, summarise, table, waitFor } from './lib.mjs';

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
 * With BENCH_SCALE_BEFORE=<another build's server.mjs> (its drizzle/ folder beside its dist/),
 * that build is measured too, on databases of its own, and the table shows the two side by side.
 * With BENCH_SCALE_KEEP=1 the databases are named after the build and the size
 * (store_bench_keep_<before|after>_<size>) and kept after the run, and a later run reuses them
 * (the server still applies any new migration): seeding 100,000 products takes minutes, so this
 * is for iterating on the queries (and for reading their plans with psql); drop them by hand.
 */
export async function benchScale({ root, runs, seconds }) {
  const variants = [['after', path.join(root, 'apps/server/dist/server.mjs')]];
  if (process.env.BENCH_SCALE_BEFORE) variants.unshift(['before', process.env.BENCH_SCALE_BEFORE]);
  const sizes = [1_000, 100_000];
  const results = [];
  const queries = [
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
  let portIndex = 0;
  for (const [variant, server] of variants) {
    for (const size of sizes) {
      const keep = process.env.BENCH_SCALE_KEEP === '1';
      const db = await pgDatabase(`${keep ? variant : 'scale'}${size}`, { keep });
      const port = String(Number(process.env.BENCH_SCALE_PORT ?? 8095) + portIndex++);
      const proc = startProcess(`store ${variant} ${size}`, [server], {
        PORT: port,
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        CATALOG_CACHE: 'false',
        WEB_DIST_DIR: '/nonexistent',
      });
      try {
        await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
        await grow(db, size);
        for (const [name, q] of queries) {
          const url = `http://127.0.0.1:${port}${q}`;
          await load(url, { connections: 1, seconds: 1 });
          const samples = [];
          for (let r = 0; r < runs; r++) samples.push(await load(url, { connections: 1, seconds }));
          results.push({ variant, size, name, ...summarise(samples) });
        }
      } finally {
        await proc.stop();
        if (!keep) await db.drop().catch(() => {});
      }
    }
  }
  const of = (variant, size, name) =>
    results.find((r) => r.variant === variant && r.size === size && r.name === name);
  const ratio = (small, big) => (big.p50 / Math.max(small.p50, 0.5)).toFixed(2);
  const rows = queries.map(([name]) => {
    const cells = [name];
    for (const [variant] of variants) {
      const small = of(variant, 1_000, name);
      const big = of(variant, 100_000, name);
      cells.push(small.p50, big.p50, ratio(small, big));
    }
    cells.push(of('after', 100_000, name).p97_5, of('after', 100_000, name).p99);
    return cells;
  });
  console.log('scale:', rows.map((r) => `${r[0]} ${r.at(-3)}`).join('; '));
  const heads = variants.flatMap(([variant]) => {
    const tag = variants.length > 1 ? `${variant}: ` : '';
    return [`${tag}p50 ms at 1,000`, `${tag}p50 ms at 100,000`, `${tag}ratio`];
  });
  return table(
    ['uncached listing, 1 connection', ...heads, 'p97.5 ms at 100,000', 'p99 ms at 100,000'],
    rows,
  );
}
