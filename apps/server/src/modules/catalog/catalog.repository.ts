// The only code that reads and writes products. Returns plain rows, never Drizzle types.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { ProductArt } from './art/art-types.ts';

export interface ProductRow {
  id: number;
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
  revision: number;
  createdAt: Date;
  inStockSizes: string[];
}

export interface ProductFilters {
  category?: string | undefined;
  parentCategory?: string | undefined;
  subCategory?: string | undefined;
  gender?: string | undefined;
  /** Lower-cased values; a product matches when its master category, gender or type is one. */
  anyOf?: string[] | undefined;
  featured?: boolean | undefined;
  /** A prepared to_tsquery expression (see catalog.service.ts). */
  tsQuery?: string | undefined;
}

export type SortKey = 'newest' | 'price_asc' | 'price_desc' | 'relevance';

const lower = (column: SQL | AnyPgColumn) => sql`lower(${column})`;

/** The category condition alone: it also scopes the facets. */
function categoryCondition(category: string | undefined): SQL | undefined {
  if (!category) return undefined;
  return or(
    eq(lower(products.category), category),
    eq(lower(products.parentCategory), category),
    eq(lower(products.subCategory), category),
  );
}

function conditions(f: ProductFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [categoryCondition(f.category)];
  if (f.parentCategory) parts.push(eq(lower(products.parentCategory), f.parentCategory));
  if (f.subCategory) parts.push(eq(lower(products.subCategory), f.subCategory));
  if (f.gender) parts.push(eq(lower(products.gender), f.gender));
  if (f.anyOf && f.anyOf.length > 0) {
    parts.push(
      or(
        inArray(lower(products.masterCategory), f.anyOf),
        inArray(lower(products.gender), f.anyOf),
        inArray(lower(products.subCategory), f.anyOf),
      ),
    );
  }
  if (f.featured !== undefined) parts.push(eq(products.featured, f.featured));
  if (f.tsQuery) parts.push(sql`${products.search} @@ to_tsquery('english', ${f.tsQuery})`);
  return and(...parts);
}

const inStockSizes = sql<string[]>`array(
  select s.size from product_stock s
  where s.product_id = ${products.id} and s.quantity > 0
  order by array_position(${products.sizes}, s.size)
)`;

const rowColumns = {
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
  revision: products.revision,
  createdAt: products.createdAt,
  inStockSizes,
};

function orderBy(sort: SortKey, tsQuery: string | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePaise), desc(products.id)];
    case 'relevance':
      return tsQuery
        ? [
            desc(sql`ts_rank(${products.search}, to_tsquery('english', ${tsQuery}))`),
            desc(products.createdAt),
            desc(products.id),
          ]
        : [desc(products.createdAt), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

export async function listProducts(
  db: Executor,
  filters: ProductFilters,
  sort: SortKey,
  limit: number,
  offset: number,
): Promise<{ rows: ProductRow[]; total: number }> {
  const where = conditions(filters);
  // The total rides along with the page as an uncorrelated sub-select, which PostgreSQL runs
  // once: one round trip instead of two. Only a page past the end, which has no row to carry
  // it, needs a count of its own.
  const total = where
    ? sql<number>`(select count(*)::int from ${products} where ${where})`
    : sql<number>`(select count(*)::int from ${products})`;
  const found = await db
    .select({ ...rowColumns, total })
    .from(products)
    .where(where)
    .orderBy(...orderBy(sort, filters.tsQuery))
    .limit(limit)
    .offset(offset);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total };
  if (offset === 0) return { rows, total: 0 };
  const totals = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function listFacets(
  db: Executor,
  category: string | undefined,
): Promise<{ parentCategories: string[]; subCategories: string[] }> {
  const rows = await db
    .selectDistinct({ parent: products.parentCategory, sub: products.subCategory })
    .from(products)
    .where(categoryCondition(category));
  const parents = new Set<string>();
  const subs = new Set<string>();
  for (const r of rows) {
    parents.add(r.parent);
    subs.add(r.sub);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');
  return { parentCategories: [...parents].sort(byName), subCategories: [...subs].sort(byName) };
}

export async function findProduct(db: Executor, id: number): Promise<ProductRow | null> {
  const rows = await db.select(rowColumns).from(products).where(eq(products.id, id)).limit(1);
  return rows[0] ?? null;
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
