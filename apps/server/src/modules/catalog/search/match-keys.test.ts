// products.match_keys (drizzle/0036_match_keys.sql): a search's type, gender, colour and fabric
// tests and the listing's category, size, colour and fabric filters read these keys instead of
// the columns and the text, so each key must say exactly what the test it replaced said.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../test/harness.ts';
import { FABRIC_WORDS } from './dictionary.ts';

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
});
