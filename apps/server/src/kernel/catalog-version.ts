// The 'catalog' change counter: whoever changes what shoppers see of the catalog (products,
// stock turning to sold out or back, store settings) bumps it; every API process's read cache
// polls it and starts afresh when it moves.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { changeCounters } from './schema.ts';

export async function bumpCatalogVersion(db: Executor): Promise<void> {
  await db
    .insert(changeCounters)
    .values({ name: 'catalog', version: 1 })
    .onConflictDoUpdate({
      target: changeCounters.name,
      set: { version: sql`${changeCounters.version} + 1`, updatedAt: sql`now()` },
    });
}

export async function catalogVersion(db: Executor): Promise<number> {
  const rows = await db
    .select({ version: changeCounters.version })
    .from(changeCounters)
    .where(eq(changeCounters.name, 'catalog'));
  return rows[0]?.version ?? 0;
}
