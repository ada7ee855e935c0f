import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { storeSettings } from './schema.ts';
import { storeSettingsSchema, type StoreSettings } from './store-settings.ts';

export async function readStoreSettings(db: Executor): Promise<StoreSettings | null> {
  const rows = await db.select().from(storeSettings).where(eq(storeSettings.id, 1)).limit(1);
  const row = rows[0];
  if (!row) return null;
  // Parsed on the way out too: a hand-edited row with a bad field must not reach shoppers.
  const parsed = storeSettingsSchema.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}

export async function writeStoreSettings(db: Executor, settings: StoreSettings): Promise<void> {
  const data = storeSettingsSchema.parse(settings);
  await db
    .insert(storeSettings)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: storeSettings.id, set: { data, updatedAt: new Date() } });
}

/**
 * Locks the settings row for the rest of the transaction, so two changes at once (two picture
 * uploads, a picture and a settings save) apply one after the other rather than one losing.
 */
export async function lockStoreSettings(tx: Executor): Promise<void> {
  await tx
    .select({ id: storeSettings.id })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1))
    .for('update');
}
