// The tables the payments module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { orders } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

/** One row per payment attempt. `txnId` is what the gateway knows the attempt by. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull().default('pending'),
    amountPaise: integer('amount_paise').notNull(),
    txnId: text('txn_id').notNull().unique(),
    gatewayRef: text('gateway_ref'),
    /** Made through the bundled sandbox gateway: simulated, no money moved. */
    sandbox: boolean('sandbox').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Every confirmation received (return, notification, operator); dedupeKey makes replays no-ops. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId)],
);
