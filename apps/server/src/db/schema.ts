// The one PostgreSQL schema, used unchanged on PGlite and on PostgreSQL.
// Money is integer paise everywhere in the database (docs/architecture.md house style 5).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
/** Raw bytes. node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});
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
    /**
     * Bumped on every change of what the owner wrote (not on stock taken by orders, nor on
     * photos), so drawn-art URLs (which carry it) can be cached forever. The admin sends it
     * back as `version` with an edit: a stale one is refused as "changed by someone else".
     */
    revision: integer('revision').notNull().default(1),
    /**
     * draft (being prepared) | active (for sale) | archived (withdrawn once ordered). Shoppers
     * see active products only; product_facets counts active products only.
     */
    status: text('status').notNull().default('active'),
    /**
     * Optional key for CSV imports: a row with a known sku updates that product. Unique without
     * regard to case (see products_sku_idx), as the import matches it.
     */
    sku: text('sku'),
    /**
     * The HSN code of the goods, for GST (docs/tax.md). Null: the default of its category
     * (defaultHsn in packages/contract/src/gst.ts).
     */
    hsn: text('hsn'),
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
    check('products_status_check', sql`${t.status} in ('draft', 'active', 'archived')`),
  ],
);

/**
 * The owner's photos of a product, in the order shown (docs/photos.md). Each row names the
 * stored variants (WebP and AVIF at a few widths) by their keys in the image store; width and
 * height are those of the upright picture.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants')
      .$type<
        { key: string; format: 'avif' | 'webp'; width: number; height: number; bytes: number }[]
      >()
      .notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

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
  /** When someone in the admin read it; null while unread. */
  readAt: ts('read_at'),
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

/**
 * The owner's GST rates per HSN prefix (docs/tax.md). The defaults for chapters 61 to 64 are the
 * contract's (DEFAULT_TAX_RULES) and apply where no row names the same prefix.
 */
export const taxRates = pgTable('tax_rates', {
  hsnPrefix: text('hsn_prefix').primaryKey(),
  /** [{ upToPaise: number | null, rateBasisPoints: number }], ascending, the last open. */
  slabs: jsonb('slabs').$type<{ upToPaise: number | null; rateBasisPoints: number }[]>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The last number issued in each document series ("invoice:26-27"). Taking a number is one
 * UPDATE ... RETURNING on this row inside the issuing transaction: concurrent issuers queue on
 * the row lock, and a rolled-back issue gives its number back, so a series has no gaps.
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Tax invoices, bills of supply and credit notes. `document` is everything printed, frozen at
 * issue: later changes to the store's details, rates or the order never rewrite a document.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    /** 'tax-invoice' | 'bill-of-supply' | 'credit-note'. */
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    document: jsonb('document').notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_order_kind_idx').on(t.orderId, t.kind),
    index('tax_documents_issued_idx').on(t.issuedAt),
  ],
);

/**
 * India Post's PIN directory, one row per PIN (docs/delivery.md, "The PIN directory"): loaded
 * from the bundled dataset on first start and by `npm run admin -- pincodes:load`.
 */
export const pincodes = pgTable('pincodes', {
  /** The PIN as a number (six digits, never a leading 0), so ranges compare as numbers. */
  pin: integer('pin').primaryKey(),
  /** The main office's name, as India Post writes it. */
  office: text('office').notNull(),
  city: text('city').notNull(),
  /** As India Post spells it (upper case); zones compare districts. */
  district: text('district').notNull(),
  /** One of the contract's INDIAN_STATES: the state most of the PIN's offices are in. */
  state: text('state').notNull(),
  /** Other states some of its offices are in (PINs along a border); usually empty. */
  otherStates: text('other_states')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * The owner's serviceability rules: a PIN range not served at all ('blocked') or served
 * without cash on delivery ('noCod'). Ranges never overlap: a new rule first clears its range.
 */
export const pincodeRules = pgTable(
  'pincode_rules',
  {
    id: serial('id').primaryKey(),
    fromPin: integer('from_pin').notNull(),
    toPin: integer('to_pin').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pincode_rules_range_idx').on(t.fromPin, t.toPin)],
);

// ---------------------------------------------------------------------------------------------
// The owner's admin (docs/decisions/009-admin.md). Staff are not shoppers: their own table,
// sessions and sign-in, so no shopper account can ever gain admin rights.

export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case and trimmed, as the contract's email rule gives it. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'owner' | 'staff'>().notNull(),
    /** Base32 TOTP secret (RFC 6238); set while enrolling, used once totpEnabled. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The time step of the last code accepted: a code is never accepted twice (replay). */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 digests of the unused recovery codes; a used one is removed. */
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_members_email_idx').on(t.email),
    check('staff_members_role_check', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * Admin sessions: opaque bearer tokens stored as SHA-256 hashes, like the shoppers' but in a
 * table of their own, so that neither kind of token is ever looked up as the other. A session
 * ends after 12 hours without use (lastUsedAt) or when revoked.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The addresses each staff member signed in from, as digests of the email and the address (the
 * latest few), as sign_in_addresses keeps them for shoppers: failed sign-ins from these do not
 * count toward the account's lock, so a stranger cannot keep the owner out (decision 018).
 */
export const staffSignInAddresses = pgTable(
  'staff_sign_in_addresses',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSignInAt: ts('last_sign_in_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.addressHash] })],
);

/** An owner's invitation to a new staff member: a single-use link that works for 48 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<'staff'>().notNull().default('staff'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [check('staff_invitations_role_check', sql`${t.role} = 'staff'`)],
);

/**
 * Every change made through the admin: who, when, what, and the entity before and after. The
 * actor's email is copied so the entry still reads right after the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
  ],
);

/**
 * Mails waiting to go out, and the record of those sent (modules/mail, docs/mail.md). A row is
 * written in the same transaction as the change it tells of; `dedupe_key` makes that write
 * idempotent, and a worker claims due rows with a lease (`locked_until`) so that of several API
 * processes only one sends each. Subject, recipient and body are rendered at the first attempt
 * and kept, so every retry sends the same message; an attachment is a description such as
 * `{ kind: 'invoice', orderId }`, made at sending time, never a stored file.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What the event knew that the order does not keep (the reason for a cancellation, a link). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    to: text('to'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    attachments: jsonb('attachments')
      .$type<{ kind: 'invoice' | 'credit-note'; orderId: string }[]>()
      .notNull()
      .default([]),
    /** pending, sent or failed (gave up after the last attempt). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_order_idx').on(t.orderId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

// Tables kept in their module's own schema file (issue 28 item 6), gathered here for drizzle-kit
// and the database client; table definitions only, so db/ still depends on no module's code.
// eslint-disable-next-line no-restricted-imports
export * from '../modules/whatsapp/schema.ts';
