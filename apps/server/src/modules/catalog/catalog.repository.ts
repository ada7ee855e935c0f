// The only code that reads and writes products (and reads their facets); other modules ask
// the catalog's service through its index.ts. Returns plain rows,
// never Drizzle types.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { categoryCondition, lower } from './category-condition.ts';
import { productDetailColumns, type ProductDetails } from './product-details.ts';
import type { ProductArt } from '../../db/product-art.ts';
import { imagesOfProduct, type ProductImageRow } from './product-images.repository.ts';
import { stockOfProduct, type StockEntry, type StockRow } from './stock.repository.ts';

/** What the owner writes about a product, in a CSV import or a seed, and a listing shows. */
interface ProductDescription {
  title: string;
  description: string;
  category: string;
  parentCategory: string;
  subCategory: string;
  masterCategory: string;
  gender: string;
  regularPricePaise: number;
  discountedPricePaise: number | null;
  sizes: string[];
  colors: string[];
  featured: boolean;
}

export interface ProductRow extends ProductDescription {
  id: number;
  titleHi: string | null; // the owner's Hindi texts, null when none (docs/decisions/032)
  descriptionHi: string | null;
  revision: number;
  createdAt: Date;
  inStockSizes: string[];
  reviewCount: number;
  ratingTotal: number;
  /** The owner's photos in order; none means the drawn art stands in. */
  images: ProductImageRow[];
}

export type ProductStatus = 'draft' | 'active' | 'archived';

/** Shoppers see active products only: drafts are unfinished, archived ones withdrawn. */
export const forSale = eq(products.status, 'active');

export const inStockSizes = sql<string[]>`array(
  select s.size from product_stock s
  where s.product_id = ${products.id} and s.quantity > 0 group by s.size
  order by array_position(${products.sizes}, s.size)
)`;

/** What the shop window and the admin both read of a product. */
const describingColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  category: products.category,
  parentCategory: products.parentCategory,
  subCategory: products.subCategory,
  masterCategory: products.masterCategory,
  gender: products.gender,
  regularPricePaise: products.regularPricePaise,
  discountedPricePaise: products.discountedPricePaise,
  sizes: products.sizes,
  colors: products.colors,
  featured: products.featured,
};

export const rowColumns = {
  ...describingColumns,
  titleHi: products.titleHi,
  descriptionHi: products.descriptionHi,
  revision: products.revision,
  createdAt: products.createdAt,
  inStockSizes,
  reviewCount: products.reviewCount,
  ratingTotal: products.ratingTotal,
  images: imagesOfProduct(),
};

export async function findProduct(db: Executor, id: number): Promise<ProductRow | null> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .where(and(eq(products.id, id), forSale))
    .limit(1);
  return rows[0] ?? null;
}

/** The products with these ids, in no particular order; ids with no product are left out. */
export async function findProductsByIds(db: Executor, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(rowColumns)
    .from(products)
    .where(and(inArray(products.id, ids), forSale));
}

/** Whether a shopper can see this product. */
export async function productExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), forSale))
    .limit(1);
  return rows.length > 0;
}

export async function findProductArt(
  db: Executor,
  id: number,
): Promise<{ art: ProductArt; revision: number } | null> {
  const rows = await db
    .select({ art: products.art, revision: products.revision })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export interface ImportedProduct extends ProductDescription {
  sku: string;
  titleHi?: string | null | undefined; // undefined: the file leaves the Hindi as it is
  descriptionHi?: string | null | undefined;
  art: ProductArt;
  /** Units named per size (and colour); the rest keep their count (docs/products-csv.md). */
  stock: StockEntry[];
}

export type ProductFields = Omit<ImportedProduct, 'stock'>;

export type NewProductFields = Omit<ProductFields, 'sku'> &
  Partial<ProductDetails> & {
    sku: string | null;
    status?: ProductStatus;
  };

export async function findProductIdsBySku(
  db: Executor,
  skus: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const CHUNK = 500;
  for (let i = 0; i < skus.length; i += CHUNK) {
    const rows = await db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(
        inArray(
          sql`lower(${products.sku})`,
          skus.slice(i, i + CHUNK).map((s) => s.toLowerCase()),
        ),
      );
    for (const r of rows) if (r.sku !== null) found.set(r.sku.toLowerCase(), r.id);
  }
  return found;
}

export async function insertProduct(tx: Executor, fields: NewProductFields): Promise<number> {
  const [row] = await tx.insert(products).values(fields).returning({ id: products.id });
  return row!.id;
}

/** Rewrites a product. The revision goes up so image URLs (which carry it) change. */
export async function updateProduct(
  tx: Executor,
  id: number,
  fields: ProductFields,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...fields, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

// ---- The admin's reads and writes: every status, the sku, the stock per size, the version.

export interface AdminProductRow extends ProductDescription, ProductDetails {
  id: number;
  sku: string | null;
  status: ProductStatus;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  stock: StockRow[];
  images: ProductImageRow[];
}

const adminColumns = {
  ...describingColumns,
  sku: products.sku,
  status: sql<ProductStatus>`${products.status}`,
  ...productDetailColumns,
  revision: products.revision,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  stock: stockOfProduct(),
  images: imagesOfProduct(),
};

export interface AdminProductFilters {
  /** A prepared to_tsquery expression, or null when the text has no word in it. */
  tsQuery?: string | null | undefined;
  /** Matched against the sku as it is, without regard to case. */
  skuText?: string | undefined;
  category?: string | undefined;
  status?: ProductStatus | undefined;
  stock?: 'in' | 'low' | 'out' | undefined;
  lowUnits: number;
}

const unitsLeft = sql`(select coalesce(sum(s.quantity), 0) from product_stock s where s.product_id = "products"."id")`;
const fewestOfASize = sql`(select coalesce(min(s.quantity), 0) from product_stock s where s.product_id = "products"."id")`;

export async function listAdminProducts(
  db: Executor,
  f: AdminProductFilters,
  limit: number,
  offset: number,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const parts: (SQL | undefined)[] = [];
  if (f.tsQuery !== undefined || f.skuText !== undefined) {
    parts.push(
      or(
        f.tsQuery ? sql`${products.search} @@ to_tsquery('english', ${f.tsQuery})` : undefined,
        f.skuText ? eq(lower(products.sku), f.skuText.toLowerCase()) : undefined,
        f.skuText ? sql`${products.id}::text = ${f.skuText}` : undefined,
      ) ?? sql`false`,
    );
  }
  if (f.category) parts.push(categoryCondition(f.category, products));
  if (f.status) parts.push(eq(products.status, f.status));
  if (f.stock === 'out') parts.push(sql`${unitsLeft} = 0`);
  if (f.stock === 'low') parts.push(sql`${unitsLeft} > 0 and ${fewestOfASize} <= ${f.lowUnits}`);
  if (f.stock === 'in') parts.push(sql`${fewestOfASize} > ${f.lowUnits}`);
  const page = await db
    .select({ ...adminColumns, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .where(and(...parts))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(limit)
    .offset(offset);
  let total = page[0]?.total ?? 0;
  if (!page[0] && offset > 0) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(...parts));
    total = row?.n ?? 0;
  }
  return { rows: page.map(({ total: _t, ...row }) => row), total };
}

export async function findAdminProduct(db: Executor, id: number): Promise<AdminProductRow | null> {
  const rows = await db.select(adminColumns).from(products).where(eq(products.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every product, oldest first, for the CSV export. */
export async function allAdminProducts(
  db: Executor,
): Promise<(AdminProductRow & { art: ProductArt })[]> {
  return db
    .select({ ...adminColumns, art: products.art })
    .from(products)
    .orderBy(asc(products.id));
}

/** The products with these skus (any case), by lower-cased sku, for an import's preview. */
export async function findAdminProductsBySku(
  db: Executor,
  skus: string[],
): Promise<Map<string, AdminProductRow>> {
  const found = new Map<string, AdminProductRow>();
  const CHUNK = 500;
  for (let i = 0; i < skus.length; i += CHUNK) {
    const rows = await db
      .select(adminColumns)
      .from(products)
      .where(
        inArray(
          lower(products.sku),
          skus.slice(i, i + CHUNK).map((s) => s.toLowerCase()),
        ),
      );
    for (const r of rows) if (r.sku !== null) found.set(r.sku.toLowerCase(), r);
  }
  return found;
}

/**
 * Locks a product's row for the rest of the transaction (edits and photo changes of one product
 * queue behind each other) and answers its version and status.
 */
export async function lockProduct(
  tx: Executor,
  id: number,
): Promise<{ revision: number; status: ProductStatus; title: string } | null> {
  const rows = await tx
    .select({
      revision: products.revision,
      status: sql<ProductStatus>`${products.status}`,
      title: products.title,
    })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return rows[0] ?? null;
}

export type ProductChanges = Partial<Omit<NewProductFields, 'art'>>;

/**
 * Writes an owner's edit when the product is still at the version the editor read; answers
 * false (writing nothing) when someone else saved in between.
 */
export async function updateProductAtVersion(
  tx: Executor,
  id: number,
  version: number,
  changes: ProductChanges,
): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ ...changes, revision: sql`${products.revision} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.revision, version)))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function deleteProductRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

export async function skuTaken(db: Executor, sku: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(lower(products.sku), sku.toLowerCase()))
    .limit(1);
  return rows.length > 0 && rows[0]!.id !== exceptId;
}

/** A product's status, whatever it is, or null when there is no such product. */
export async function findProductStatus(db: Executor, id: number): Promise<ProductStatus | null> {
  const rows = await db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return (rows[0]?.status as ProductStatus | undefined) ?? null;
}

/** Whether there is a product with this id, whatever its status (the admin's view). */
export async function productExistsAnyStatus(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows.length > 0;
}

/** What decides a product's HSN code: its own, else its category's default (docs/tax.md). */
export interface ProductTaxClass {
  id: number;
  hsn: string | null;
  masterCategory: string;
  subCategory: string;
  gender: string;
}

export async function findProductTaxClasses(
  db: Executor,
  ids: number[],
): Promise<ProductTaxClass[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      hsn: products.hsn,
      masterCategory: products.masterCategory,
      subCategory: products.subCategory,
      gender: products.gender,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Sets the HSN code of products (null: back to their category's default). */
export async function updateProductHsn(
  db: Executor,
  ids: number[],
  hsn: string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(products)
    .set({ hsn })
    .where(inArray(products.id, ids))
    .returning({ id: products.id });
  return rows.length;
}
