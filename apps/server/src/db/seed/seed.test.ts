import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/harness.ts';
import { productStock, products } from '../schema.ts';
import { seedDatabase } from './seed.ts';
import { generateDemoCatalog, type DemoProduct } from './demo-catalog.ts';

let database: TestDatabase;
let catalog: DemoProduct[];
beforeAll(async () => {
  database = await createTestDatabase();
  catalog = generateDemoCatalog().slice(0, 5);
});
afterAll(async () => {
  await database?.close();
});

const productCount = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(products))[0]!.n;

describe(`seeding (${testDbKind})`, () => {
  it('loads the store settings and the demo catalog on the first run only', async () => {
    expect(await seedDatabase(database.db, { demoCatalog: true, catalog })).toEqual({
      settings: true,
      products: 5,
    });
    expect(await seedDatabase(database.db, { demoCatalog: true, catalog })).toEqual({
      settings: false,
      products: 0,
    });
    expect(await productCount()).toBe(5);

    // The owner removes every product: a restart must not bring the demo catalog back.
    await database.db.delete(productStock);
    await database.db.delete(products);
    expect(await seedDatabase(database.db, { demoCatalog: true, catalog })).toEqual({
      settings: false,
      products: 0,
    });
    expect(await productCount()).toBe(0);
  });
});
