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
  await db.query('analyze');
}

export async function benchScale({ root, runs, seconds }) {
  const server = path.join(root, 'apps/server/dist/server.mjs');
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
  ];
  for (const [i, size] of sizes.entries()) {
    const db = await pgDatabase(`scale${size}`);
    const port = String(Number(process.env.BENCH_SCALE_PORT ?? 8095) + i);
    const proc = startProcess(`store ${size}`, [server], {
      PORT: port,
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
        results.push({ size, name, ...summarise(samples) });
      }
    } finally {
      await proc.stop();
      await db.drop().catch(() => {});
    }
  }
  const rows = queries.map(([name]) => {
    const small = results.find((r) => r.size === 1_000 && r.name === name);
    const big = results.find((r) => r.size === 100_000 && r.name === name);
    const ratio = (big.p50 / Math.max(small.p50, 0.5)).toFixed(2);
    return [name, small.p50, big.p50, ratio, big.p99];
  });
  console.log('scale:', rows.map((r) => `${r[0]} ${r[3]}`).join('; '));
  return table(
    [
      'uncached listing, 1 connection',
      'p50 ms at 1,000',
      'p50 ms at 100,000',
      'ratio',
      'p99 ms at 100,000',
    ],
    rows,
  );
}
