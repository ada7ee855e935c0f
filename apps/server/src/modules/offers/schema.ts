// The tables the offers module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { orders, users } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

/**
 * Offer codes (docs/offers.md). `used` counts the uses not given back, raised by one
 * conditional UPDATE in the order's transaction, so a code's last use goes to one order only.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper case, as the shopper's code is read. */
    code: text('code').notNull(),
    /** 'percent' (amount in basis points) or 'flat' (amount in paise). */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    maxUses: integer('max_uses'),
    used: integer('used').notNull().default(0),
    perShopperLimit: integer('per_shopper_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabledAt: ts('disabled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(t.code)],
);

/** One row per order that used a code; released when the order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
  },
  (t) => [index('coupon_redemptions_shopper_idx').on(t.couponId, t.userId)],
);
