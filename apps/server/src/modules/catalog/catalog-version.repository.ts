// The 'catalog' change counter: whoever changes what shoppers see of the catalog (products,
// stock turning to sold out or back, store settings) bumps it; every API process's read cache
// polls it and starts afresh when it moves.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { changeCounters } from '../../db/schema.ts';

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

/**
 * Reads the counter for every cache of this process that polls it (the API's answers and the
 * rendered pages): a poll made while another is under way, or within `windowMs` of one that
 * finished, shares its reading, so the caches' pollers, which fire together, cost one query an
 * interval between them rather than one each. A failed reading is not shared after it fails.
 */
export function sharedCatalogVersion(db: Executor, windowMs = 50): () => Promise<number> {
  let last: { at: number; reading: Promise<number> } | null = null;
  return () => {
    const now = performance.now();
    if (last !== null && now - last.at < windowMs) return last.reading;
    const reading = catalogVersion(db);
    const current = { at: now, reading };
    last = current;
    // Timed from when it was asked for: a slow reading is shared for a shorter while after.
    reading.catch(() => {
      if (last === current) last = null;
    });
    return reading;
  };
}
