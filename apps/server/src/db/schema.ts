// The one PostgreSQL schema, used unchanged on PGlite and on PostgreSQL.
// Money is integer paise everywhere in the database (docs/architecture.md house style 5).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductArt } from './product-art.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    parentCategory: text('parent_category').notNull(),
    subCategory: text('sub_category').notNull(),
    masterCategory: text('master_category').notNull(),
    gender: text('gender').notNull(),
    regularPricePaise: integer('regular_price_paise').notNull(),
    discountedPricePaise: integer('discounted_price_paise'),
    /** What a shopper pays: kept by the database so price sorting can use an index. */
    pricePaise: integer('price_paise')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(discounted_price_paise, regular_price_paise)`),
    sizes: text('sizes').array().notNull(),
    colors: text('colors').array().notNull(),
    featured: boolean('featured').notNull().default(false),
    art: jsonb('art').$type<ProductArt>().notNull(),
    /** Bumped on every change so image URLs (which carry it) can be cached forever. */
    revision: integer('revision').notNull().default(1),
    /**
     * Optional key for CSV imports: a row with a known sku updates that product. Unique without
     * regard to case (see products_sku_idx), as the import matches it.
     */
    sku: text('sku'),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')`,
      ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(sql`lower(${t.category})`, t.createdAt.desc(), t.id.desc()),
    index('products_parent_category_idx').on(
      sql`lower(${t.parentCategory})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('products_sub_category_idx').on(
      sql`lower(${t.subCategory})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('products_gender_idx').on(sql`lower(${t.gender})`),
    index('products_master_category_idx').on(sql`lower(${t.masterCategory})`),
    index('products_featured_idx')
      .on(t.featured)
      .where(sql`${t.featured}`),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.pricePaise, t.id),
    // A category page sorted by price walks one of these and stops after a page, at 300 or
    // 100,000 products alike (the price index alone filters the category as it goes).
    index('products_category_price_idx').on(sql`lower(${t.category})`, t.pricePaise, t.id),
    index('products_parent_category_price_idx').on(
      sql`lower(${t.parentCategory})`,
      t.pricePaise,
      t.id,
    ),
    index('products_sub_category_price_idx').on(sql`lower(${t.subCategory})`, t.pricePaise, t.id),
    index('products_search_idx').using('gin', t.search),
    uniqueIndex('products_sku_idx').on(sql`lower(${t.sku})`),
  ],
);

/**
 * How many products share each combination of the columns a listing filters on, kept by
 * triggers on products (drizzle/0001_product_facets.sql). A listing's total and its filter
 * choices are read from these few rows instead of counting the catalog, so they cost the same
 * at a hundred products as at a hundred thousand.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    category: text('category').notNull(),
    parentCategory: text('parent_category').notNull(),
    subCategory: text('sub_category').notNull(),
    gender: text('gender').notNull(),
    masterCategory: text('master_category').notNull(),
    featured: boolean('featured').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'product_facets_pk',
      columns: [
        t.category,
        t.parentCategory,
        t.subCategory,
        t.gender,
        t.masterCategory,
        t.featured,
      ],
    }),
  ],
);

/** Units left per product and size; products without sizes use the size 'One Size'. */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.size] })],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Opaque bearer tokens, stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Where each account has signed in successfully: a digest of the account's email and the client
 * address (never the address itself). Failed sign-ins from these addresses do not count toward
 * the account's lock, so a stranger's guesses cannot lock the owner out (docs/decisions/002).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSignInAt: ts('last_sign_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

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
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_open_by_address_idx')
      .on(t.placedFrom)
      .where(sql`${t.status} = 0`),
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

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The owner's store configuration: a single row holding the StoreSettings document. */
export const storeSettings = pgTable('store_settings', {
  id: smallint('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Change counters that caches compare against (for example 'catalog'): any process that
 * changes the catalog bumps it, every process notices within its poll interval.
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
