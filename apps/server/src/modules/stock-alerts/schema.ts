// Back-in-stock alerts (issue 33): a shopper waiting for a sold-out size, colour or both
// (docs/decisions/033-colour-variants.md). notified_at is set in the same transaction that queues
// the mail, so each waiting address is mailed once.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { products, users } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '*' for any size of the product. */
    size: text('size').notNull(),
    /** '' for any colour: every alert written before colours were stocked apart waits so. */
    color: text('color').notNull().default(''),
    /** The storefront's language at sign-up: the mail is written in it. */
    language: text('language').notNull().default('en'),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    check('stock_alerts_language_check', sql`${t.language} in ('en', 'hi')`),
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.productId, t.size, t.color, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_pending_idx')
      .on(t.productId, t.size, t.color)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
