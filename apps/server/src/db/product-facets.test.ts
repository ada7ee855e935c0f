// product_facets is kept by triggers; whatever is done to products, it must equal a fresh
// count of products grouped by the facet columns.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../test/harness.ts';
import { productFacets, products } from './schema.ts';
import { seedDatabase } from './seed/seed.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedDatabase(db.db, { demoCatalog: true });
});
afterAll(async () => db?.close());

const key = (r: Record<string, unknown>) =>
  [r.category, r.parentCategory, r.subCategory, r.gender, r.masterCategory, r.featured].join('|');

async function expectFacetsMatchProducts() {
  const counted = await db.db
    .select({
      category: products.category,
      parentCategory: products.parentCategory,
      subCategory: products.subCategory,
      gender: products.gender,
      masterCategory: products.masterCategory,
      featured: products.featured,
      n: sql<number>`count(*)::int`,
    })
    .from(products)
    .groupBy(
      products.category,
      products.parentCategory,
      products.subCategory,
      products.gender,
      products.masterCategory,
      products.featured,
    );
  const kept = await db.db.select().from(productFacets);
  const want = new Map(counted.map((r) => [key(r), r.n]));
  const have = new Map(kept.filter((r) => r.n !== 0).map((r) => [key(r), r.n]));
  expect(have).toEqual(want);
  expect(kept.every((r) => r.n >= 0)).toBe(true);
}

describe(`product_facets (${testDbKind})`, () => {
  it('counts the seeded catalog', async () => {
    await expectFacetsMatchProducts();
    const [total] = await db.db
      .select({ n: sql<number>`sum(${productFacets.n})::int` })
      .from(productFacets);
    expect(total?.n).toBeGreaterThanOrEqual(300);
  });

  it('follows updates of facet columns and ignores updates of others', async () => {
    const some = await db.db.select({ id: products.id }).from(products).limit(5);
    const ids = some.map((r) => r.id);
    await db.db
      .update(products)
      .set({ title: sql`${products.title} || ' (new)'`, regularPricePaise: 99_900 })
      .where(inArray(products.id, ids));
    await expectFacetsMatchProducts();
    await db.db
      .update(products)
      .set({ subCategory: 'Festive Capes', featured: true })
      .where(inArray(products.id, ids.slice(0, 3)));
    await expectFacetsMatchProducts();
  });

  it('follows inserts and deletes, also inside a transaction that rolls back', async () => {
    const [one] = await db.db.select().from(products).limit(1);
    const { id: _id, pricePaise: _p, search: _s, ...copy } = one!;
    await db.db.insert(products).values([
      { ...copy, sku: 'FACET-1', category: 'Bridal' },
      { ...copy, sku: 'FACET-2', category: 'Bridal' },
    ]);
    await expectFacetsMatchProducts();
    await db.db.delete(products).where(eq(products.sku, 'FACET-1'));
    await expectFacetsMatchProducts();
    await expect(
      db.db.transaction(async (tx) => {
        await tx.delete(products).where(eq(products.sku, 'FACET-2'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectFacetsMatchProducts();
  });
});
