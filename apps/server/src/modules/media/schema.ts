// The tables the media module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
/**
 * The bytes of processed pictures, by key: the database implementation of the image store
 * (modules/media/image-store.ts), so every API process sees every picture without a shared disk.
 */
export const imageVariants = pgTable('image_variants', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  etag: text('etag').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
