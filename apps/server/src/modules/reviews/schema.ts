// The tables the reviews module owns (issue 33): reviews of delivered order lines, their photos,
// the helpful votes and the single-use links of the review request mail.
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
import { orderItems, products, users } from '../../db/schema.ts';
import { ts } from '../../kernel/columns.ts';

export interface ReviewPhotoVariant {
  key: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  bytes: number;
}

/**
 * One review per delivered order line (the unique order_item_id): the "verified buyer" mark is
 * that line, never a column anyone sets. pending until the owner approves or rejects it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    fit: text('fit').notNull(),
    /** The first name shown beside the review, taken from the order when written. */
    author: text('author').notNull(),
    size: text('size').notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reply: text('reply'),
    helpful: integer('helpful').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    moderatedAt: ts('moderated_at'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_check', sql`${t.fit} in ('small', 'true', 'large')`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A review's photos, processed by the media module like a product's (docs/photos.md). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: uuid('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ReviewPhotoVariant[]>().notNull(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

/** One "helpful" per signed-in shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * The review request mail's single-use links, one per delivered line: the row says the mail was
 * queued (so it goes once), and the token, kept as its sha256, works until a review is written.
 */
export const reviewRequests = pgTable('review_requests', {
  orderItemId: integer('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  usedAt: ts('used_at'),
});
