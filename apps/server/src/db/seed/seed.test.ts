import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../test/harness.ts';
import { productStock, products } from '../schema.ts';
import { seedDatabase } from './seed.ts';
import {
  demoDetailsLeft,
  demoStoreSettings,
  getStoreInfo,
  getStoreSettings,
} from '../../modules/store/index.ts';
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

  it("gives a shop of the owner's own none of the demo shop's made-up details", async () => {
    const own = await createTestDatabase();
    try {
      expect(await seedDatabase(own.db, { demoCatalog: false, ownShop: true })).toEqual({
        settings: true,
        products: 0,
      });
      const settings = await getStoreSettings(own.db);
      // Nothing of the demo's; the contact the storefront fills with its placeholder is named.
      expect(demoDetailsLeft(settings)).toEqual(['companyAddress', 'companyPhone', 'companyEmail']);
      expect(settings).toMatchObject({
        storeName: '',
        companyName: '',
        companyAddress: '',
        companyPhone: '',
        whatsappNumber: '',
        companyEmail: '',
        website: '',
        upiVpa: '',
        tax: { gstin: '', legalName: '', address: '' },
      });
      // What shoppers are told of the shop carries none of the demo's contact either.
      const info = JSON.stringify(await getStoreInfo(own.db));
      for (const made of [
        demoStoreSettings.companyPhone,
        demoStoreSettings.companyEmail,
        demoStoreSettings.companyAddress,
        demoStoreSettings.companyName,
        demoStoreSettings.tax.gstin,
      ]) {
        expect(info).not.toContain(made);
      }
      // The demo shop keeps them, and the admin is told which they are.
      expect(demoDetailsLeft(demoStoreSettings)).toHaveLength(7);
    } finally {
      await own.close();
    }
  });
});
