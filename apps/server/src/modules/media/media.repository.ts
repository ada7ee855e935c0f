// The only code that reads and writes image_variants: the bytes of processed pictures by key.
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { imageVariants } from './schema.ts';

export interface StoredObject {
  contentType: string;
  bytes: Buffer;
  etag: string;
}

export async function insertObjects(
  tx: Executor,
  objects: (StoredObject & { key: string })[],
): Promise<void> {
  if (objects.length === 0) return;
  await tx.insert(imageVariants).values(objects).onConflictDoNothing();
}

export async function findObject(db: Executor, key: string): Promise<StoredObject | null> {
  const rows = await db
    .select({
      contentType: imageVariants.contentType,
      bytes: imageVariants.bytes,
      etag: imageVariants.etag,
    })
    .from(imageVariants)
    .where(eq(imageVariants.key, key))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteObjects(tx: Executor, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.delete(imageVariants).where(inArray(imageVariants.key, keys));
}
