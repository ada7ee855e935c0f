// The storefront's listing: a page of products under filters, a search and a sort, with its
// total and its facets (docs/decisions/006-listing-at-scale.md, 023-search.md).
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productFacets, productRefineCounts, products } from '../../db/schema.ts';
import {
  categoryCondition,
  lower,
  type CategoryColumns,
  type FacetColumns,
} from './category-condition.ts';
import { forSale, rowColumns, type ProductRow } from './catalog.repository.ts';
import { hasRefinements, refineConditions, type Refinements } from './listing-refine.ts';
import { countItems, FACET_SAMPLE, type Counted, type Kind } from './refine-counts.ts';

export type { CategoryColumns } from './category-condition.ts';

export interface ProductFilters {
  category?: string | undefined;
  parentCategory?: string | undefined;
  subCategory?: string | undefined;
  gender?: string | undefined;
  /** Lower-cased values; a product matches when its master category, gender or type is one. */
  anyOf?: string[] | undefined;
  featured?: boolean | undefined;
  refine?: Refinements | undefined;
  /** A read search (search/search-sql.ts): what a product must meet and how matches rank. */
  search?: { where: SQL[]; rank: SQL[] } | undefined;
}

export type SortKey = 'newest' | 'price_asc' | 'price_desc' | 'relevance' | 'popular' | 'discount';

function conditions(f: ProductFilters, t: FacetColumns, found?: CategoryColumns) {
  const parts: (SQL | undefined)[] = [categoryCondition(f.category, t, found)];
  if (f.parentCategory) parts.push(eq(lower(t.parentCategory), f.parentCategory));
  if (f.subCategory) parts.push(eq(lower(t.subCategory), f.subCategory));
  if (f.gender) parts.push(eq(lower(t.gender), f.gender));
  if (f.anyOf && f.anyOf.length > 0) {
    parts.push(
      or(
        inArray(lower(t.masterCategory), f.anyOf),
        inArray(lower(t.gender), f.anyOf),
        inArray(lower(t.subCategory), f.anyOf),
      ),
    );
  }
  if (f.featured !== undefined) parts.push(eq(t.featured, f.featured));
  return parts;
}

/**
 * The listing's conditions on product_refine_counts (its columns are product_facets'), for
 * counting a category page's filters without reading products; undefined for a search.
 */
export function keptConditions(f: ProductFilters, found?: CategoryColumns): SQL[] | undefined {
  if (f.search) return undefined;
  return conditions(f, productRefineCounts, found).filter((p): p is SQL => p !== undefined);
}

/** Every condition but the refinements: what the refinement facets are counted within. */
export function baseConditions(f: ProductFilters, found?: CategoryColumns): SQL[] {
  return [forSale, ...conditions(f, products, found), ...(f.search?.where ?? [])].filter(
    (p): p is SQL => p !== undefined,
  );
}

function productConditions(f: ProductFilters, found?: CategoryColumns): SQL | undefined {
  return and(...baseConditions(f, found), ...refineConditions(f.refine ?? {}));
}

/** Whether a product can be bought now in some size (sizes_in_stock is kept by triggers). */
export const inStock = sql`(cardinality(${products.sizesInStock}) > 0)`;

/**
 * Units sold in the last 30 days: lines of orders paid or accepted (Processing, Shipped,
 * Delivered), not pending or cancelled ones. Read from the orders' tables by name: a sort key,
 * not a way into their rows.
 */
const unitsSoldLately = sql`(select coalesce(sum(oi.quantity), 0) from order_items oi
  join orders o on o.id = oi.order_id
  where oi.product_id = ${products.id} and o.status in (1, 2, 3)
    and o.created_at > now() - interval '30 days')`;

// Spelled as the indexes are declared (drizzle's desc() there means DESC NULLS LAST): with the
// default NULLS FIRST here, PostgreSQL could not read a category's newest products off its
// index and sorted every match instead (68 ms against 0.1 ms at 100,000 products).
const newestFirst = [
  sql`${products.createdAt} desc nulls last`,
  sql`${products.id} desc nulls last`,
];

function orderBy(sort: SortKey, rank: SQL[] | undefined): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePaise), desc(products.id)];
    case 'relevance':
      return [...(rank ?? []), ...newestFirst];
    case 'popular':
      return [sql`${unitsSoldLately} desc`, ...newestFirst];
    case 'discount':
      return [
        sql`(${products.regularPricePaise} - ${products.pricePaise})::float8 / greatest(${products.regularPricePaise}, 1) desc`,
        ...newestFirst,
      ];
    case 'newest':
      return newestFirst;
  }
}

export async function listProducts(
  db: Executor,
  filters: ProductFilters,
  sort: SortKey,
  limit: number,
  offset: number,
  found?: CategoryColumns,
  facetKinds: Kind[] = [],
): Promise<{ rows: ProductRow[]; total: number; counted: Counted[] }> {
  const where = productConditions(filters, found);
  const order = orderBy(sort, filters.search?.rank);
  const counted = filters.search !== undefined || hasRefinements(filters.refine ?? {});
  if (!counted) {
    // Without a search or a refinement the total is a sum over product_facets, a few rows
    // whatever the size of the catalog, beside a page read off a category's index.
    const facetTotal = sql`(select coalesce(sum(${productFacets.n}), 0)::int
      from ${productFacets} where ${and(gt(productFacets.n, 0), ...conditions(filters, productFacets))})`;
    const [rows, totals] = await Promise.all([
      db
        .select(rowColumns)
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.execute(sql`select ${facetTotal} as total`),
    ]);
    return { rows, total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0), counted: [] };
  }
  // A search or a narrowed listing: one scan of the matches (a CTE, materialised) numbers them
  // in order and gives the page's ids, the total, and the counts of the facets that are counted
  // over the listing's own matches (its newest FACET_SAMPLE); the page's rows are then read
  // whole by id, so only they get their stock sizes and photos. Before (decision 023, third
  // pass) the facets scanned the matches again, and count(*) over () under a LIMIT had
  // PostgreSQL walk a category's newest-first index through 50,000 pieces to test each one's
  // size and colour, as if it read a page's worth.
  const facetCounts = facetKinds.length
    ? sql`(select coalesce(json_agg(c), '[]'::json) from (${countItems(
        sql`select items from matches
          order by created_at desc nulls last, id desc nulls last limit ${FACET_SAMPLE}`,
        facetKinds,
      )}) as c)`
    : sql`'[]'::json`;
  const result = await db.execute(sql`with matches as materialized (
      select ${products.id} as id, ${products.createdAt} as created_at,
        ${products.refineItems} as items,
        row_number() over (order by ${sql.join(order, sql`, `)}) as n
      from ${products} where ${where ?? sql`true`})
    select (select coalesce(json_agg(p.id order by p.n), '[]'::json)
        from (select id, n from matches order by n limit ${limit} offset ${offset}) as p) as ids,
      (select count(*) from matches)::int as total,
      ${facetCounts} as counted`);
  const answer = rowsOf<{ ids: number[]; total: number; counted: Counted[] }>(result)[0];
  const ids = answer?.ids ?? [];
  const pageRows = ids.length
    ? await db.select(rowColumns).from(products).where(inArray(products.id, ids))
    : [];
  const byId = new Map(pageRows.map((r) => [r.id, r]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined),
    total: Number(answer?.total ?? 0),
    counted: answer?.counted ?? [],
  };
}

/** Whether anything at all meets these filters (a search's loosening steps ask this). */
export async function anyProduct(
  db: Executor,
  filters: ProductFilters,
  found?: CategoryColumns,
): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(productConditions(filters, found))
    .limit(1);
  return rows.length > 0;
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed apart. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The parent categories and types on offer within a category, and which of the three columns
 * the category name was found in, from product_facets.
 */
export async function listFacets(
  db: Executor,
  category: string | undefined,
): Promise<{ parentCategories: string[]; subCategories: string[]; found: CategoryColumns }> {
  const rows = await db
    .selectDistinct({
      category: productFacets.category,
      parent: productFacets.parentCategory,
      sub: productFacets.subCategory,
    })
    .from(productFacets)
    .where(and(gt(productFacets.n, 0), categoryCondition(category, productFacets)));
  const parents = new Set<string>();
  const subs = new Set<string>();
  // Compared in JavaScript after PostgreSQL's lower() matched: should the two ever fold a name
  // differently, nothing is marked found and the caller falls back to all three columns.
  const found: CategoryColumns = { category: false, parentCategory: false, subCategory: false };
  for (const r of rows) {
    parents.add(r.parent);
    subs.add(r.sub);
    if (category) {
      found.category ||= r.category.toLowerCase() === category;
      found.parentCategory ||= r.parent.toLowerCase() === category;
      found.subCategory ||= r.sub.toLowerCase() === category;
    }
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');
  return {
    parentCategories: [...parents].sort(byName),
    subCategories: [...subs].sort(byName),
    found,
  };
}
