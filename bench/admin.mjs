// The owner's admin at 100,000 orders on PostgreSQL: the order list (its tabs, searches and a
// day range) and the Today screen, read uncached at one connection, so the database's work is
// what is measured. Issue 18's target: p50 at most 50 ms.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { load, pgDatabase, startProcess, summarise, table, waitFor } from './lib.mjs';

const ORDERS = 100_000;
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 100,000 orders over a year, in every status, each with two lines, made in SQL. */
export async function fill(db) {
  await db.query(
    `insert into users (email, password_hash, first_name, last_name)
     select 'bench.shopper' || g || '@example.in', 'bench-user-without-password', 'Bench', 'Shopper'
     from generate_series(1, 2000) g`,
  );
  // The reference: six symbols of the order-number alphabet, a different one for each g.
  const ref = [0, 1, 2, 3, 4, 5]
    .map((k) => `substr('${ALPHABET}', ((g / ${32 ** k}) % 32)::int + 1, 1)`)
    .join(' || ');
  await db.query(
    `with u as (select id, email, row_number() over (order by id) as n from users)
     insert into orders (id, user_id, status, total_paise, email, full_name, address, city, state,
        postal_code, phone, payment_method, paid_at, shipped_at, delivered_at, cancelled_at,
        tracking_number, courier, created_at, updated_at)
     select 'EE-' || ${ref}, u.id, s.status, 99900 + (g % 50) * 10000, u.email,
        (array['Asha','Priya','Kavya','Meera','Ravi','Arjun','Lakshmi','Farah','Simran','Anil'])[1 + g % 10]
          || ' ' ||
        (array['Verma','Nair','Iyer','Sharma','Reddy','Khan','Gill','Das','Patel','Menon','Rao','Bose'])[1 + (g / 10) % 12]
          || ' ' || g,
        g || ', MG Road', 'Bengaluru', 'Karnataka', '560001',
        '+91' || (9000000000 + g)::text,
        case when s.status in (1, 2, 3) then (array['upi','card','cod'])[1 + g % 3] end,
        case when s.status in (1, 2, 3) and g % 3 <> 2 then t.at + interval '10 minutes' end,
        case when s.status in (2, 3) then t.at + interval '1 day' end,
        case when s.status = 3 then t.at + interval '4 days' end,
        case when s.status = 4 then t.at + interval '30 minutes' end,
        case when s.status in (2, 3) then 'EK' || g || 'IN' end,
        case when s.status in (2, 3) then 'India Post' end,
        t.at, t.at
     from generate_series(1, $1::int) g
     join u on u.n = 1 + g % 2000
     cross join lateral (select now() - make_interval(secs => (g * 315)::double precision) as at) t
     cross join lateral (select case
        when g < 40 then 0 when g % 20 = 0 then 4 when g < 400 then 1 when g < 2000 then 2
        else 3 end::smallint as status) s`,
    [ORDERS],
  );
  await db.query(
    `insert into order_items (order_id, product_id, title, unit_price_paise, quantity, size, color)
     select o.id, p.id, p.title, p.regular_price_paise, 1 + k % 2, p.sizes[1], p.colors[1]
     from orders o
     cross join generate_series(0, 1) k
     join products p on p.id = (select min(id) from products)
        + (abs(hashtext(o.id)) + k) % (select count(*) from products)`,
  );
  await db.query('analyze');
}

async function ownerToken(db) {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query(
    `insert into staff_members (email, password_hash, role)
     values ('bench.owner@example.in', 'bench-without-password', 'owner') returning id`,
  );
  await db.query(`insert into staff_sessions (staff_id, token_hash) values ($1, $2)`, [
    rows[0].id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  return token;
}

export async function benchAdmin({ root, runs, seconds }) {
  const server = path.join(root, 'apps/server/dist/server.mjs');
  const db = await pgDatabase('admin');
  const port = '8099';
  const proc = startProcess('store admin', [server], {
    PORT: port,
    DATABASE_URL: db.url,
    CATALOG_CACHE: 'false',
    WEB_DIST_DIR: '/nonexistent',
  });
  const rows = [];
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`);
    await fill(db);
    const token = await ownerToken(db);
    const headers = { authorization: `Bearer ${token}` };
    const { rows: sample } = await db.query(
      `select id, phone, email from orders order by created_at desc offset 5000 limit 1`,
    );
    const day = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const queries = [
      ['order list, newest', '/api/v1/admin/orders'],
      ['tab: processing, page 3', '/api/v1/admin/orders?status=processing&page=3'],
      ['search: order number', `/api/v1/admin/orders?q=${sample[0].id}`],
      ['search: phone', `/api/v1/admin/orders?q=${encodeURIComponent(sample[0].phone)}`],
      ['search: email', `/api/v1/admin/orders?q=${encodeURIComponent(sample[0].email)}`],
      ['search: name', '/api/v1/admin/orders?q=kavya%20iyer'],
      ['one day', `/api/v1/admin/orders?from=${day}&to=${day}`],
      ['Today', '/api/v1/admin/today'],
    ];
    for (const [name, q] of queries) {
      const url = `http://127.0.0.1:${port}${q}`;
      await load(url, { connections: 1, seconds: 1, headers });
      const samples = [];
      for (let r = 0; r < runs; r++)
        samples.push(await load(url, { connections: 1, seconds, headers }));
      const s = summarise(samples);
      rows.push([name, s.p50, s.p99, Math.round(s.rps)]);
    }
  } finally {
    await proc.stop();
    await db.drop().catch(() => {});
  }
  console.log('admin:', rows.map((r) => `${r[0]} p50 ${r[1]} ms`).join('; '));
  return table(
    [
      `admin at ${ORDERS.toLocaleString('en-IN')} orders, uncached, 1 connection`,
      'p50 ms',
      'p99 ms',
      'req/s',
    ],
    rows,
  );
}
