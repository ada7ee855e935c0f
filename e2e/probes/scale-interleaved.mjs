// Search and suggestions at 1,000 and 100,000 products, two builds, each read sent to the four
// stores in turn so that the machine's noise falls on all of them alike (decision 023, sixth
// pass). Since 2026-11-28 `npm run bench` with BENCH_ONLY=scale measures its stores in turn as
// well, timed by Node's http client: this probe's `fetch()` adds the same client overhead at both
// sizes, which flattens the ratios (1.8 to 3.7 here against 4.0 to 6.6 there on the same build).
//
// Start four stores on PostgreSQL first, uncached, on the databases BENCH_SCALE_KEEP=1 keeps:
//   PORT=8501 DATABASE_URL=.../store_bench_keep_before1000   CATALOG_CACHE=false node <before>/dist/server.mjs
//   PORT=8502 DATABASE_URL=.../store_bench_keep_before100000 CATALOG_CACHE=false node <before>/dist/server.mjs
//   PORT=8503 DATABASE_URL=.../store_bench_keep_after1000    CATALOG_CACHE=false node apps/server/dist/server.mjs
//   PORT=8504 DATABASE_URL=.../store_bench_keep_after100000  CATALOG_CACHE=false node apps/server/dist/server.mjs
// then: node e2e/probes/scale-interleaved.mjs [rounds]
// Times are the client's, fetch included: read the ratios, not the milliseconds.
const stores = { b1k: 8501, b100k: 8502, a1k: 8503, a100k: 8504 };
const reads = [
  ['search "silk kurta"', 'products?q=silk%20kurta'],
  ['search "red saree"', 'products?q=red%20saree'],
  ['search "men kurta under 2000"', 'products?q=men%20kurta%20under%202000'],
  ['search "lehnga"', 'products?q=lehnga'],
  ['search of an unknown word', 'products?q=jamawar%20stole'],
  ['suggest "leh"', 'search/suggest?q=leh'],
  ['suggest "men kur"', 'search/suggest?q=men%20kur'],
  ['women, size M, red', 'products?category=women&size=M&color=Red'],
  ['category page', 'products?category=women&page=2'],
];
const rounds = Number(process.argv[2] ?? 40);
const WARM = 8;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  '| read | before 1,000 | before 100,000 | ratio | after 1,000 | after 100,000 | ratio |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [name, path] of reads) {
  const times = Object.fromEntries(Object.keys(stores).map((k) => [k, []]));
  for (let round = 0; round < rounds + WARM; round++) {
    for (const [store, port] of Object.entries(stores)) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/${path}`);
      await res.arrayBuffer();
      if (round >= WARM) times[store].push(performance.now() - started);
    }
  }
  const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, median(v)]));
  const cells = [m.b1k, m.b100k, m.b100k / m.b1k, m.a1k, m.a100k, m.a100k / m.a1k];
  console.log(`| ${name} | ${cells.map((c) => c.toFixed(1)).join(' | ')} |`);
}
