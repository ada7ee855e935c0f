// First-run data: the store settings (the demo shop's, or for a shop of the owner's own none of
// its made-up details) and the demo catalog. Runs after migrations and does nothing after the
// first run, so a second start (or a second process) is a no-op.
import { defaultHsn } from '@store/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { catalogNames, products, productStock, sizeCharts, storeSettings } from '../schema.ts';
import { demoHindiNames } from './demo-catalog-hindi.ts';
import { demoStoreSettings, ownShopSettings } from '../../modules/store/index.ts';
import { seedDemoTaxRates } from '../../modules/tax/index.ts';
import { generateDemoCatalog, type DemoProduct } from './demo-catalog.ts';
import { demoSizeCharts } from './demo-size-charts.ts';
import { demoStockRows, perColourDemoProducts } from './demo-colour-stock.ts';

export interface SeedResult {
  settings: boolean;
  products: number;
}

export async function seedDatabase(
  db: Database,
  options: {
    demoCatalog: boolean;
    catalog?: DemoProduct[];
    /**
     * A shop of the owner's own (`SEED_DEMO=false` at start): its first settings carry none of
     * the demo shop's name, contact, GSTIN or UPI address. Tests that want the demo shop's
     * settings without its catalog leave it out.
     */
    ownShop?: boolean;
  },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Serialise concurrent first starts against one PostgreSQL (PGlite has one writer anyway).
    await tx.execute(sql`select pg_advisory_xact_lock(804403)`);
    const result: SeedResult = { settings: false, products: 0 };
    const inserted = await tx
      .insert(storeSettings)
      .values({ id: 1, data: options.ownShop ? ownShopSettings : demoStoreSettings })
      .onConflictDoNothing()
      .returning({ id: storeSettings.id });
    result.settings = inserted.length > 0;
    // The demo store is registered for GST: its rates for goods outside chapters 61 to 64.
    if (result.settings) await seedDemoTaxRates(tx);

    // First run only: the settings row is made once, with the database. A store whose owner
    // has since removed every product must not find the demo catalog back after a restart.
    if (!options.demoCatalog || !result.settings) return result;
    const existing = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
    if ((existing[0]?.n ?? 0) > 0) return result;

    const catalog = options.catalog ?? generateDemoCatalog();
    result.products = await insertProducts(tx, catalog);
    // A size chart for every product type of the demo catalog (issue 33); the owner edits them.
    await tx.insert(sizeCharts).values(demoSizeCharts()).onConflictDoNothing();
    // Hindi names of the demo's categories, types and colours (docs/decisions/032).
    await tx.insert(catalogNames).values(demoHindiNames()).onConflictDoNothing();
    return result;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function insertProducts(tx: Tx | Database, catalog: DemoProduct[]): Promise<number> {
  const CHUNK = 200;
  const perColour = perColourDemoProducts(catalog);
  let count = 0;
  for (let i = 0; i < catalog.length; i += CHUNK) {
    const chunk = catalog.slice(i, i + CHUNK);
    const ids = await tx
      .insert(products)
      .values(
        chunk.map((p) => ({
          title: p.title,
          description: p.description,
          titleHi: p.titleHi ?? null,
          descriptionHi: p.descriptionHi ?? null,
          category: p.category,
          parentCategory: p.parentCategory,
          subCategory: p.subCategory,
          masterCategory: p.masterCategory,
          gender: p.gender,
          // The demo's HSN codes are its categories' defaults (docs/tax.md).
          hsn: defaultHsn(p),
          regularPricePaise: p.regularPricePaise,
          discountedPricePaise: p.discountedPricePaise,
          sizes: p.sizes,
          colors: p.colors,
          featured: p.featured,
          art: p.art,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: products.id });
    const stockRows = chunk.flatMap((p, k) =>
      demoStockRows(p, perColour.has(i + k)).map((row) => ({ productId: ids[k]!.id, ...row })),
    );
    if (stockRows.length) await tx.insert(productStock).values(stockRows);
    count += chunk.length;
  }
  return count;
}
