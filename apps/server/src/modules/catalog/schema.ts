// The tables the catalog module owns; src/db/schema.ts lists every module's schema file for Drizzle
// and drizzle-kit. Money is integer paise everywhere in the database (docs/architecture.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductArt } from '../../db/product-art.ts';
import { ts } from '../../kernel/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** The search document's text (products.search_doc); refine_items is made from the same text. */
const searchDocOf = sql.raw(
  `lower(title || ' ' || sub_category || ' ' || parent_category || ' ' || category || ' ' || description || coalesce(' ' || title_hi, '') || coalesce(' ' || description_hi, ''))`,
);
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /**
     * The owner's Hindi title and description (docs/decisions/032); null: none, the English shows.
     * Categories', types' and colours' Hindi names live in catalog_names, as those are shared.
     */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
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
    /** What it is made of and how to look after it, as the owner writes them (null: not said). */
    fabric: text('fabric'),
    care: text('care'),
    /** Sarees: the length of the drape in centimetres, and whether a blouse piece comes with it. */
    sareeLengthCm: integer('saree_length_cm'),
    blousePiece: boolean('blouse_piece'),
    /**
     * Approved reviews (modules/reviews keeps them): their count and the sum of their stars,
     * kept here so listing cards show stars without a join.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')`,
      ),
    /**
     * Every text a search's words are matched against, in lower case, kept by the database so a
     * search reads one column (and its trigram index) instead of building the text per row
     * (modules/catalog/search/search-sql.ts, docs/decisions/023-search.md).
     */
    searchDoc: text('search_doc').notNull().generatedAlwaysAs(searchDocOf),
    /**
     * The sizes with units left, kept by triggers on product_stock (drizzle/0019_search_speed.sql):
     * in stock or sold out, and the size filter and its counts, without a look into product_stock
     * for every match.
     */
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the listing's facets count for this product, as 'kind:value' (size in stock, colour,
     * fabric, price band: product_refine_items, drizzle/0031), so counting the newest 2,000 matches
     * reads one array per row instead of running 17 regular expressions over its text.
     */
    refineItems: text('refine_items')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`product_refine_keys(sizes_in_stock, colors, ${searchDocOf}, coalesce(discounted_price_paise, regular_price_paise))`,
      ),
    /**
     * What a search or a narrowed listing asks of a product, as keys with a GIN index
     * (product_match_keys, drizzle/0036_match_keys.sql): its category, parent category, type,
     * master category and gender ('type:kurta', 'gender:women'), sizes in stock and colours in
     * lower case ('size:m', 'color:red'), the words of its colours ('colour word:red') and the
     * fabrics and handwork of the search dictionary its text names ('fabric:silk'). One index
     * answers every such part of a query together, in one scan (decision 023, fifth pass).
     */
    matchKeys: text('match_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`product_match_keys(category, parent_category, sub_category, master_category, gender, sizes_in_stock, colors, ${searchDocOf})`,
      ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('products_search_doc_idx').using('gin', sql`${t.searchDoc} gin_trgm_ops`),
    index('products_match_keys_idx').using('gin', t.matchKeys),
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
    /** The colour this photo shows (one of the product's colours), or null for every colour. */
    color: text('color'),
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

/**
 * How many active products of each combination of the listing's columns come in each size (in
 * stock), colour, fabric and price band: kind is 'size', 'color', 'fabric' or 'price' (the band's
 * index in PRICE_BANDS). Kept by triggers on products (drizzle/0019_search_speed.sql) as
 * product_facets is, so a category page reads its filter counts from a few hundred rows at any
 * size of catalog.
 */
export const productRefineCounts = pgTable(
  'product_refine_counts',
  {
    category: text('category').notNull(),
    parentCategory: text('parent_category').notNull(),
    subCategory: text('sub_category').notNull(),
    gender: text('gender').notNull(),
    masterCategory: text('master_category').notNull(),
    featured: boolean('featured').notNull(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'product_refine_counts_pk',
      columns: [
        t.category,
        t.parentCategory,
        t.subCategory,
        t.gender,
        t.masterCategory,
        t.featured,
        t.kind,
        t.value,
      ],
    }),
  ],
);

/**
 * Units left per product, size and colour (docs/decisions/033-colour-variants.md); products
 * without sizes use the size 'One Size'. A product's rows are either all of colour '' (its stock
 * is not kept per colour: one count per size serves every colour) or all of its colours, never
 * both; the writers in stock.repository.ts keep that.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    color: text('color').notNull().default(''),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ name: 'product_stock_pk', columns: [t.productId, t.size, t.color] })],
);

/**
 * The Hindi name of a category (any of the three category columns), a type (sub-category) or a
 * colour, shared by every product that carries the English name (docs/decisions/032). Matched
 * without regard to case; a name without a row shows in English.
 */
export const catalogNames = pgTable(
  'catalog_names',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalog_names_kind_name_idx').on(t.kind, sql`lower(${t.name})`),
    check('catalog_names_kind_check', sql`${t.kind} in ('category', 'type', 'colour')`),
  ],
);
