// The tables the store module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import { ts } from '../../kernel/columns.ts';

/** The owner's store configuration: a single row holding the StoreSettings document. */
export const storeSettings = pgTable('store_settings', {
  id: smallint('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
