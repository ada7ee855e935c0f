// The returns module's tables (issue 31 items 4, 5 and 9; docs/decisions/029): a shopper's
// request to return or exchange delivered lines, its lines, and what the owner marked not
// returnable. Money is paise; the refunds themselves are the refunds flow's (docs/decisions/030).
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { orderItems, orders, users } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

/** state: requested, approved, rejected, received, closed (docs/returns.md). */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull().default('requested'),
    reason: text('reason').notNull(),
    note: text('note'),
    /** exchange, source, store_credit, upi or bank. */
    want: text('want').notNull(),
    /** Where a UPI or bank payout goes, as the shopper gave it. */
    payout: jsonb('payout'),
    /** Image URLs of the photos she sent. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    refundPaise: integer('refund_paise').notNull().default(0),
    /** null until refunded; pending, payout_due or done as the refunds port answered. */
    refundState: text('refund_state'),
    refundId: integer('refund_id'),
    rejectReason: text('reject_reason'),
    /** How the parcel comes back: the courier and AWB of a pickup, or 'shopper ships'. */
    pickup: text('pickup'),
    exchangeOrderId: text('exchange_order_id').references(() => orders.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_state_idx').on(t.state, t.createdAt),
  ],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    /** The size reserved from stock for an exchange; null for a refund. */
    exchangeSize: text('exchange_size'),
    /** What these units were paid, after the line's share of the discount (never more). */
    refundPaise: integer('refund_paise').notNull(),
    restocked: integer('restocked'),
    writtenOff: integer('written_off'),
  },
  (t) => [index('return_lines_item_idx').on(t.orderItemId)],
);

/** Not returnable: kind 'product' (value: the product id) or 'category' (value: lower case). */
export const returnExclusions = pgTable(
  'return_exclusions',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value] })],
);
