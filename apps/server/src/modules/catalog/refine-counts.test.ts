// The filter counts kept by triggers (drizzle/0019_search_speed.sql): products.sizes_in_stock
// and product_refine_counts must equal what counting the products gives, after every kind of
// write the store makes, and the SQL's fabrics and price bands must be listing-refine.ts's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/harness.ts';
import { bySize } from './listing.service.ts';
import { FACET_FABRICS, PRICE_BANDS } from './listing-refine.ts';
import { FABRIC_WORDS } from './search/dictionary.ts';
import { countRefineFacets } from './refine-counts.ts';
import { productRefineCounts, products } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';

let d: TestDatabase;

beforeAll(async () => {
  d = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await d?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await d.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const key = (r: Record<string, unknown>) =>
  [
    r.category,
    r.parent_category,
    r.sub_category,
    r.gender,
    r.master_category,
    r.featured,
    r.kind,
    r.value,
  ].join('|');

/** Fails with the first rows that differ between the kept counts and a fresh count. */
async function expectConsistent(step: string) {
  const stale = await rows<{ id: number }>(sql`select id from products
    where sizes_in_stock is distinct from product_sizes_in_stock(id) limit 5`);
  expect(stale, `${step}: sizes_in_stock`).toEqual([]);
  const fresh = await rows<Record<string, unknown>>(sql`select r.category, r.parent_category,
      r.sub_category, r.gender, r.master_category, r.featured, i.kind, i.value, count(*)::int as n
    from products r
    cross join lateral product_refine_items(r.sizes_in_stock, r.colors, r.search_doc, r.price_paise) i
    where r.status = 'active' group by 1, 2, 3, 4, 5, 6, 7, 8`);
  const kept = await rows<Record<string, unknown>>(sql`select * from product_refine_counts
    where n <> 0`);
  const asMap = (list: Record<string, unknown>[]) =>
    Object.fromEntries(list.map((r) => [key(r), Number(r.n)]));
  expect(asMap(kept), step).toEqual(asMap(fresh));
  expect(fresh.length, step).toBeGreaterThan(100);
}

describe(`filter counts kept by triggers (${testDbKind})`, () => {
  it('match a fresh count after seeding and after every kind of write', async () => {
    await expectConsistent('seeded');
    const [a, b] = await rows<{ id: number }>(
      sql`select id from products where status = 'active' order by id limit 2`,
    );
    // An order takes the last units of a size; a restock; a size removed; a size added.
    await d.db.execute(sql`update product_stock set quantity = 0 where product_id = ${a!.id}`);
    await expectConsistent('sold out');
    await d.db.execute(sql`update product_stock set quantity = quantity + 3
      where product_id = ${a!.id} and size = (select min(size) from product_stock
        where product_id = ${a!.id})`);
    await expectConsistent('restocked');
    await d.db.execute(sql`delete from product_stock where product_id = ${b!.id}
      and size = (select min(size) from product_stock where product_id = ${b!.id})`);
    await d.db.execute(sql`insert into product_stock (product_id, size, quantity)
      values (${b!.id}, 'Free Size', 4)`);
    await expectConsistent('sizes changed');
    // The owner edits the colours, category, price and text; withdraws a product; deletes one.
    await d.db.execute(sql`update products set colors = array['Navy', 'navy', 'Default', 'Rust'],
      category = 'Men', regular_price_paise = 1250000, discounted_price_paise = null,
      description = description || ' in pure chanderi silk' where id = ${a!.id}`);
    await expectConsistent('edited');
    await d.db.execute(sql`update products set status = 'archived' where id = ${b!.id}`);
    await expectConsistent('archived');
    await d.db.execute(sql`delete from products where id = ${a!.id}`);
    await expectConsistent('deleted');
    // A CSV import of many products at once, then their stock.
    await d.db.execute(sql`insert into products (title, description, category, parent_category,
        sub_category, master_category, gender, regular_price_paise, sizes, colors, art)
      select title || ' copy', description, category, parent_category, sub_category,
        master_category, gender, regular_price_paise, sizes, colors, art
      from products where status = 'active' order by id limit 40`);
    await d.db.execute(sql`insert into product_stock (product_id, size, quantity)
      select p.id, s.size, 2 from products p cross join lateral unnest(p.sizes) s(size)
      where p.title like '% copy' on conflict do nothing`);
    await expectConsistent('imported');
  });

  it('counts the fabrics and price bands listing-refine.ts offers', async () => {
    for (const fabric of FACET_FABRICS) {
      const found = await rows<{ value: string }>(sql`select value from
        product_refine_items('{}', '{}', ${`a ${fabric} piece`}, 0) where kind = 'fabric'`);
      expect(found, fabric).toEqual([{ value: fabric }]);
    }
    for (const [i, band] of PRICE_BANDS.entries()) {
      const edges = [band.min * 100, band.max === null ? 10_000_000 : band.max * 100 + 99];
      for (const paise of edges) {
        const found = await rows<{ value: string }>(sql`select value from
          product_refine_items('{}', '{}', '', ${paise}) where kind = 'price'`);
        expect(found, `${paise} paise`).toEqual([{ value: String(i) }]);
      }
    }
  });

  it("a category page's kept counts equal the counts over its products", async () => {
    const women = sql`lower(${products.category}) = 'women' and ${products.status} = 'active'`;
    const kept = [sql`lower(${productRefineCounts.category}) = 'women'`];
    const fromKept = await countRefineFacets(d.db, { base: [women], kept }, {}, bySize);
    const counted = await countRefineFacets(d.db, { base: [women], kept: undefined }, {}, bySize);
    expect(fromKept).toEqual(counted);
    expect(fromKept.sizes.length).toBeGreaterThan(2);
    expect(fromKept.colors.length).toBeGreaterThan(2);
    expect(fromKept.fabrics.length).toBeGreaterThan(0);
    const [any] = await d.db.select().from(products).where(eq(products.status, 'active')).limit(1);
    // The search text carries the Hindi title and description too, where written (decision 032).
    const hindi = [any?.titleHi, any?.descriptionHi].map((text) => (text ? ` ${text}` : ''));
    expect(any?.searchDoc).toBe(
      `${any?.title} ${any?.subCategory} ${any?.parentCategory} ${any?.category} ${any?.description}${hindi.join('')}`.toLowerCase(),
    );
  });
});

// products.match_keys (drizzle/0036_match_keys.sql): a search's type, gender, colour and fabric
// tests and the listing's category, size, colour and fabric filters read these keys instead of
// the columns and the text, so each key must say exactly what the test it replaced said.
const stems = [...new Set(Object.values(FABRIC_WORDS))];

describe(`match keys (${testDbKind})`, () => {
  it('carries a key for every fabric and handwork the dictionary reads, and no other', async () => {
    // One text naming every stem at the start of a word, then each stem's key is looked for.
    const doc = stems.map((s) => `x ${s}y`).join(' ');
    const [row] = await rows<{ keys: string[] }>(
      sql`select product_match_keys('', '', '', '', '', '{}', '{}', ${doc}) as keys`,
    );
    const fabrics = (row?.keys ?? []).filter((k) => k.startsWith('fabric:')).sort();
    expect(fabrics).toEqual(stems.map((s) => `fabric:${s}`).sort());
  });

  it('names a fabric only where a word starts with it, as the search text test does', async () => {
    // "netted" starts with net; in "cabinet" and "unsilk" net and silk do not start the word.
    const [row] = await rows<{ keys: string[] }>(
      sql`select product_match_keys('', '', '', '', '', '{}', '{}', 'a netted cabinet unsilk') as keys`,
    );
    const fabrics = (row?.keys ?? []).filter((k) => k.startsWith('fabric:'));
    expect(fabrics).toEqual(['fabric:net']);
  });

  it('agrees with the columns and the text for every product of the demo catalog', async () => {
    const wrong = await rows<{ id: number; what: string }>(sql`
      select id, 'type' as what from products
        where (('type:' || lower(sub_category)) = any(match_keys)) is not true
           or (('parent:' || lower(parent_category)) = any(match_keys)) is not true
           or (('master:' || lower(master_category)) = any(match_keys)) is not true
           or (('category:' || lower(category)) = any(match_keys)) is not true
           or (('gender:' || lower(gender)) = any(match_keys)) is not true
      union all
      select p.id, 'colour ' || c from products p, unnest(p.colors) as c
        where not (('color:' || lower(c)) = any(p.match_keys))
      union all
      select p.id, 'size ' || s from products p, unnest(p.sizes_in_stock) as s
        where not (('size:' || lower(s)) = any(p.match_keys))
      union all
      select p.id, 'fabric ' || f from products p, unnest(${sql.raw(
        `array[${stems.map((s) => `'${s}'`).join(', ')}]`,
      )}::text[]) as f
        where (p.search_doc ~ ('\\m' || f)) <> (('fabric:' || f) = any(p.match_keys))
      limit 5`);
    expect(wrong).toEqual([]);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(count?.n).toBeGreaterThan(100);
  });

  it("keeps ten statistics values of the search text, so a word's trigram test plans cheaply", async () => {
    // drizzle/0038_search_doc_statistics.sql: pg_trgm estimates `<%` by running it over them.
    const [row] = await rows<{ target: number }>(sql`
      select attstattarget::int as target from pg_attribute
        where attrelid = 'products'::regclass and attname = 'search_doc'`);
    expect(row?.target).toBe(10);
  });
});
