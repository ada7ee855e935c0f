// The tables the orders module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
// Foreign keys into other modules' tables go through the list, not the other module's files.
import { products, users } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';
import type { TaxSplitKind } from '@store/contract';

/** Status: 0 Pending, 1 Processing, 2 Shipped, 3 Delivered, 4 Cancelled (docs/product/rules.md section 4). */
export const orders = pgTable(
  'orders',
  {
    /** A random reference a shopper can read aloud, such as EE-7K2M9Q. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The account email at ordering time, for tracking by email. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Normalised to +91 and ten digits. */
    phone: text('phone').notNull(),
    paymentMethod: text('payment_method'),
    /** The carrier the owner shipped with, shown beside the tracking number. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    paidAt: ts('paid_at'),
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    cancelledAt: ts('cancelled_at'),
    /**
     * The client address (rate limiter key) that placed a Pending order, for the cap on open
     * orders per address; cleared when the order leaves Pending.
     */
    placedFrom: text('placed_from'),
    /** What the offer code took off (docs/offers.md); total_paise already has it off. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The offer code as applied, upper case; null without one. */
    couponCode: text('coupon_code'),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** Added to total_paise when the shopper chose cash on delivery. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    /**
     * Store credit spent on the order at checkout (flows/refunds, docs/payments.md "Store
     * credit"): a means of payment, so total_paise (the invoice's value) keeps it; what is
     * still to collect is total_paise less this.
     */
    storeCreditPaise: integer('store_credit_paise').notNull().default(0),
    /** sha256 of the single-use link a large COD order waits for; null once used or never. */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    /** While a COD order waits for confirmation: when it is cancelled if none comes. */
    codConfirmBy: ts('cod_confirm_by'),
    /** The parcel came back undelivered (return to origin); counts against the phone. */
    returnedToOriginAt: ts('returned_to_origin_at'),
    /** The buyer's business name and GSTIN from the payment form, for a B2B tax invoice. */
    buyerBusinessName: text('buyer_business_name'),
    buyerGstin: text('buyer_gstin'),
    /**
     * Bumped by every change to the order, so that an admin move made on a stale copy of it can
     * be refused (409) instead of silently overwriting someone else's (docs/decisions/009).
     */
    version: integer('version').notNull().default(1),
    /**
     * How the order's GST was split when placed (the place of supply against the store's state):
     * its shipping and COD fee are taxed the same way whenever the order is restated, even when
     * no line carries a paisa of tax to read it from (docs/tax.md). Null: a store without GST,
     * or an order placed before the split was kept.
     */
    taxSplit: text('tax_split').$type<TaxSplitKind>(),
    /** The language the shopper ordered in, 'en' or 'hi': her mails go in it (docs/mail.md). */
    language: text('language').$type<'en' | 'hi'>().notNull().default('en'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_returned_phone_idx')
      .on(t.phone)
      .where(sql`${t.returnedToOriginAt} is not null`),
    index('orders_cod_confirm_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmBy} is not null`),
    // With id last, a status tab newest first (created_at desc, id desc) is one backward scan.
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    check('orders_language_check', sql`${t.language} in ('en', 'hi')`),
    check('orders_tax_split_check', sql`${t.taxSplit} in ('cgst-sgst', 'cgst-utgst', 'igst')`),
    index('orders_open_by_address_idx')
      .on(t.placedFrom)
      .where(sql`${t.status} = 0`),
    // The admin's order list at 100,000 orders: newest first, by day range, and the searches
    // by phone, email and name (docs/decisions/009-admin.md).
    // Ascending: read backwards it gives `created_at desc, id desc` exactly (an index declared
    // DESC is NULLS LAST, which does not match ORDER BY ... DESC and would not be used).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_phone_idx').on(t.phone),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_name_search_idx').using('gin', sql`to_tsvector('simple', ${t.fullName})`),
    // Today's revenue per day reads only this index (amount and status ride along in it).
    index('orders_paid_idx')
      .on(t.paidAt, t.totalPaise, t.status)
      .where(sql`${t.paidAt} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    /** This line's share of the order's discount, whole paise (docs/offers.md). */
    discountPaise: integer('discount_paise').notNull().default(0),
    /**
     * GST as charged when the order was placed (docs/tax.md): the tax inside the line's amount,
     * never recomputed when rates change. taxable_paise is null on lines placed before GST
     * was recorded.
     */
    hsn: text('hsn'),
    taxRateBasisPoints: integer('tax_rate_bp').notNull().default(0),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    utgstPaise: integer('utgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Replies remembered for Idempotency-Key (24 hours), per user and call. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

/**
 * Why and by whom an order was cancelled, and the refund that was started for it
 * (issue 31 item 3): one row per cancelled order, written in the cancelling transaction. A
 * refund is due when the money had been taken (a gateway or UPI payment confirmed; cash on
 * delivery is taken only at delivery): `refund_due_paise` is then the order's total, to go back
 * the way it was paid (`refund_method`), else 0. Returns and their refunds (items 4 to 7) build
 * on this and on the credit note the tax module issues for an invoiced order.
 */
export const orderCancellations = pgTable('order_cancellations', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** 'shopper' (from /orders) or 'store' (the admin or the command line). */
  cancelledBy: text('cancelled_by').notNull(),
  /** The shopper's words, as given; null when none was given. */
  reason: text('reason'),
  refundDuePaise: integer('refund_due_paise').notNull().default(0),
  /** The payment method the refund goes back to; null when nothing is due. */
  refundMethod: text('refund_method'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
