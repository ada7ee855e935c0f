// Order creation on PostgreSQL with 50 concurrent shoppers, then a race for the last units:
// how many orders per second, and whether stock ever goes below zero or is oversold.
import http from 'node:http';
import { createShoppers, table } from './lib.mjs';

const address = {
  fullName: 'Bench Shopper',
  address: '221 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9876543210',
};

// node:http with a keep-alive agent, not fetch: the load generator shares the two cores with
// the server and PostgreSQL, and fetch spent about a third of a core on its own bookkeeping.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(base, path, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode));
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

async function placeOrders({ base, tokens, pick, seconds }) {
  const until = Date.now() + seconds * 1000;
  const counts = { created: 0, conflict: 0, other: 0 };
  const latencies = [];
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < until) {
        const started = performance.now();
        const status = await post(
          base,
          '/api/v1/orders',
          { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
          Buffer.from(JSON.stringify({ items: [pick()], shippingAddress: address })),
        );
        latencies.push(performance.now() - started);
        if (status === 201) counts.created += 1;
        else if (status === 409) counts.conflict += 1;
        else counts.other += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { ...counts, p50: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

export async function benchOrders({ server, db, seconds }) {
  const tokens = await createShoppers(db, 50);
  const { rows: lines } = await db.query(`
    select p.id as "productId", s.size, p.colors[1] as color
    from products p join product_stock s on s.product_id = p.id
    order by p.id, s.size limit 40`);
  await db.query(
    `update product_stock set quantity = 1000000
     where (product_id, size) in (select (x->>'productId')::int, x->>'size' from jsonb_array_elements($1::jsonb) x)`,
    [JSON.stringify(lines)],
  );
  let i = 0;
  const pick = () => ({ ...lines[i++ % lines.length], quantity: 1 });
  const run = await placeOrders({ base: server.base, tokens, pick, seconds });
  const { rows: check } = await db.query(`
    select min(quantity)::int as min, count(*)::int as sizes from product_stock`);
  const { rows: counted } = await db.query(`select count(*)::int as n from orders`);

  // The race: 50 shoppers, 5 units left of one size.
  const last = lines[0];
  await db.query(`update product_stock set quantity = 5 where product_id = $1 and size = $2`, [
    last.productId,
    last.size,
  ]);
  const race = await placeOrders({
    base: server.base,
    tokens,
    pick: () => ({ ...last, quantity: 1 }),
    seconds: 2,
  });
  const { rows: left } = await db.query(
    `select quantity from product_stock where product_id = $1 and size = $2`,
    [last.productId, last.size],
  );
  const perSecond = run.created / seconds;
  console.log(
    `orders: ${perSecond.toFixed(0)}/s, race created ${race.created}, left ${left[0].quantity}`,
  );
  return {
    perSecond,
    markdown: table(
      ['measure', 'figure'],
      [
        [
          `orders created per second (50 shoppers, ${seconds} s; open-order caps lifted)`,
          perSecond.toFixed(0),
        ],
        ['p50 order latency ms', run.p50.toFixed(1)],
        ['answers other than 201 during the run', String(run.conflict + run.other)],
        ['orders in the database after the run', String(counted[0].n)],
        ['lowest stock of any size afterwards', String(check[0].min)],
        ['race: orders created for the last 5 units by 50 shoppers', String(race.created)],
        ['race: units left afterwards', String(left[0].quantity)],
      ],
    ),
  };
}
