// Back-in-stock alerts (issue 33): a shopper waiting for a sold-out size. notified_at is set in
// the same transaction that queues the mail, so each waiting address is mailed once.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    size: text('size').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    notifiedAt: ts('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.productId, t.size, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_pending_idx')
      .on(t.productId, t.size)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
