// The storefront's listing: a page of products under filters, a search and a sort, with its
// total and its facets (docs/decisions/006-listing-at-scale.md, 023-search.md).
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { plannedOnce } from '../../db/plan-per-query.ts';
import { productFacets, productRefineCounts, products } from '../../db/schema.ts';
import {
  categoryCondition,
  lower,
  type CategoryColumns,
  type FacetColumns,
} from './category-condition.ts';
import { forSale, rowColumns, type ProductRow } from './catalog.repository.ts';
import { anyMatchKey } from './search/search-sql.ts';
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
  /**
   * A read search (search/search-sql.ts): what a product must meet and how matches rank (values,
   * the higher first); `inWindow`, the same test put for a window of the newest products
   * (listProducts).
   */
  search?: { where: SQL[]; rank: SQL[]; inWindow?: SQL[] } | undefined;
}

export type SortKey = 'newest' | 'price_asc' | 'price_desc' | 'relevance' | 'popular' | 'discount';

/**
 * The category condition by the match keys: a narrowed listing or a search intersects it with
 * its other keys in one scan of their index, where the category's own index would be a second
 * bitmap of every piece of the category.
 */
function categoryKeys(category: string | undefined, found?: CategoryColumns): SQL | undefined {
  if (!category) return undefined;
  const columns = [
    ['category', 'category'],
    ['parentCategory', 'parent'],
    ['subCategory', 'type'],
  ] as const;
  const keys = columns.filter(([c]) => !found || found[c]).map(([, key]) => `${key}:${category}`);
  return keys.length ? anyMatchKey(keys) : sql`false`;
}

function conditions(f: ProductFilters, t: FacetColumns, found?: CategoryColumns, keyed = false) {
  const parts: (SQL | undefined)[] = [
    keyed ? categoryKeys(f.category, found) : categoryCondition(f.category, t, found),
  ];
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

/**
 * Every condition but the refinements: what the refinement facets are counted within. `keyed`:
 * the category by the match keys (a search or a narrowed listing, not a window of the newest).
 */
export function baseConditions(f: ProductFilters, found?: CategoryColumns, keyed = true): SQL[] {
  return [forSale, ...conditions(f, products, found, keyed), ...(f.search?.where ?? [])].filter(
    (p): p is SQL => p !== undefined,
  );
}

function productConditions(
  f: ProductFilters,
  found?: CategoryColumns,
  keyed = true,
): SQL | undefined {
  return and(...baseConditions(f, found, keyed), ...refineConditions(f.refine ?? {}));
}

/**
 * productConditions for a window of the newest products, read off the category's or type's
 * index with its created_at. The refinements keep their match keys: their bitmap beside it
 * (2,451 pieces for "women, size M, red" at 100,000 products) costs less than testing the
 * window's 2,395 women's pieces one by one.
 */
function windowConditions(f: ProductFilters, found?: CategoryColumns): SQL | undefined {
  const search = f.search && { ...f.search, where: f.search.inWindow ?? f.search.where };
  return productConditions({ ...f, search }, found, false);
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
      return [...(rank ?? []).map((r) => sql`${r} desc`), ...newestFirst];
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

/**
 * A search or a narrowed listing counts its matches exactly up to this many; past it the
 * answer says "at least" (decision 023, fourth pass) and ranks the newest matches only.
 */
export const COUNT_BOUND = 1000;

/** Every match among this many newest products is ranked, however many match. */
export const WINDOW_SPAN = 5000;

export interface Listed {
  rows: ProductRow[];
  total: number;
  /** The listing has more matches than `total`, which then counts those ranked. */
  atLeast: boolean;
  counted: Counted[];
}

/**
 * The created_at of the product after the `span` newest: a window of the newest products is
 * read as the products created since it (its index finds them, beside the matches' own
 * indexes). Null when the catalog is no bigger than the window.
 */
async function windowEdge(db: Executor, span: number): Promise<string | null> {
  const result = await db.execute(sql`select ${products.createdAt}::text as edge from ${products}
    order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
    offset ${span} limit 1`);
  return rowsOf<{ edge: string }>(result)[0]?.edge ?? null;
}

export async function listProducts(
  db: Executor,
  filters: ProductFilters,
  sort: SortKey,
  limit: number,
  offset: number,
  found?: CategoryColumns,
  facetKinds: Kind[] = [],
  bounds: { count: number; window: number } = { count: COUNT_BOUND, window: WINDOW_SPAN },
): Promise<Listed> {
  const counted = filters.search !== undefined || hasRefinements(filters.refine ?? {});
  // A plain category page is read off its category's index, newest first, and stops at a page.
  const where = productConditions(filters, found, counted);
  const order = orderBy(sort, filters.search?.rank);
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
    const total = Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0);
    return { rows, total, atLeast: false, counted: [] };
  }
  // Ranked by relevance or by date, a listing bigger than the window ranks a bounded set of
  // candidates: every match among the newest `bounds.window` products, and the first `need` others
  // PostgreSQL reaches. When those others stop short of `need`, they were all the matches and
  // the answer is exact; otherwise the total is "at least need". Other sorts (price,
  // popularity, discount) rank every match, as a bounded set would not hold the cheapest.
  const need = Math.max(bounds.count, offset + limit);
  const bounded = sort === 'relevance' || sort === 'newest';
  const edge = bounded ? await windowEdge(db, bounds.window) : null;
  const candidates =
    edge === null
      ? undefined
      : {
          window: and(
            windowConditions(filters, found),
            sql`${products.createdAt} >= ${edge}::timestamptz`,
          ),
          cap: need,
          rank: sort === 'relevance' ? (filters.search?.rank ?? []) : [],
        };
  // A catalog no bigger than the window is planned once, as a generic plan cannot go far wrong
  // there and planning each search cost more than running it (plan-per-query.ts).
  const planned = bounded && edge === null ? plannedOnce(where ?? sql`true`) : where;
  const scan = await scanMatches(db, planned, candidates, order, limit, offset, facetKinds);
  const page = await pageOf(db, scan.ids);
  if (scan.capped) return { ...page, total: need, atLeast: true, counted: scan.counted };
  return { ...page, total: scan.total, atLeast: false, counted: scan.counted };
}

/**
 * One scan of the matches (a CTE, materialised) numbers them in order and gives the page's
 * ids, their number, and the counts of the facets counted over the listing's own matches (its
 * newest FACET_SAMPLE). With `bound`, the matches are the bounded candidates (listProducts),
 * and `capped` says whether the others reached the cap. Before (decision 023, third pass) the
 * facets scanned the matches again, and count(*) over () under a LIMIT had PostgreSQL walk a
 * category's newest-first index through 50,000 pieces to test each one's size and colour.
 */
async function scanMatches(
  db: Executor,
  where: SQL | undefined,
  bound: { window: SQL | undefined; cap: number; rank: SQL[] } | undefined,
  order: SQL[],
  limit: number,
  offset: number,
  facetKinds: Kind[],
): Promise<{ ids: number[]; total: number; capped: boolean; counted: Counted[] }> {
  const facetCounts = facetKinds.length
    ? sql`(select coalesce(json_agg(c), '[]'::json) from (${countItems(
        sql`select items from matches
          order by created_at desc nulls last, id desc nulls last limit ${FACET_SAMPLE}`,
        facetKinds,
      )}) as c)`
    : sql`'[]'::json`;
  const picked = sql`${products.id} as id, ${products.createdAt} as created_at,
        ${products.refineItems} as items`;
  const matches = bound
    ? boundedMatches(where, bound, picked)
    : sql`matches as materialized (select ${picked},
        row_number() over (order by ${sql.join(order, sql`, `)}) as n
      from ${products} where ${where ?? sql`true`})`;
  const capped = bound ? sql`(select n from reached) >= ${bound.cap}` : sql`false`;
  const statement = sql`with ${matches}
    select (select coalesce(json_agg(p.id order by p.n), '[]'::json)
        from (select id, n from matches order by n limit ${limit} offset ${offset}) as p) as ids,
      (select count(*) from matches)::int as total, ${capped} as capped,
      ${facetCounts} as counted`;
  const result = await db.execute(statement);
  const answer = rowsOf<{ ids: number[]; total: number; capped: boolean; counted: Counted[] }>(
    result,
  )[0];
  return {
    ids: answer?.ids ?? [],
    total: Number(answer?.total ?? 0),
    capped: answer?.capped === true,
    counted: answer?.counted ?? [],
  };
}

/**
 * The bounded candidates as CTEs: `others`, the first `cap` matches PostgreSQL reaches (without
 * a LIMIT's order its scan stops there), and the window's matches, read only when the others
 * reach the cap (a one-time test: otherwise they are all). Each candidate is read with its rank
 * values worked out as its row is read (k0, k1 ...: the higher first) and nothing else but its
 * id, date and filter keys: carrying whole rows through the CTE cost 8.6 ms against 6.8 for
 * "lehnga" at 100,000 products (decision 023, sixth pass).
 */
function boundedMatches(
  where: SQL | undefined,
  bound: { window: SQL | undefined; cap: number; rank: SQL[] },
  picked: SQL,
): SQL {
  const keys = bound.rank.map((r, i) => sql`${r} as ${sql.raw(`k${i}`)}`);
  const columns = sql.join([picked, ...keys], sql`, `);
  const ranked = sql.raw(
    [
      ...bound.rank.map((_, i) => `k${i} desc`),
      'created_at desc nulls last',
      'id desc nulls last',
    ].join(', '),
  );
  return sql`others as materialized (
        select ${columns} from ${products} where ${where ?? sql`true`} limit ${bound.cap}),
      reached as materialized (select count(*) as n from others),
      matches as materialized (select id, created_at, items, row_number() over (order by ${ranked}) as n
      from (
        select * from others
        union all
        select ${columns} from ${products} where (select n from reached) >= ${bound.cap}
          and ${bound.window ?? sql`true`} and ${products.id} not in (select id from others)
      ) as candidates)`;
}

/** The page's rows, read whole by id (so only they get their stock sizes and photos), in order. */
async function pageOf(db: Executor, ids: number[]): Promise<{ rows: ProductRow[] }> {
  const pageRows = ids.length
    ? await db.select(rowColumns).from(products).where(inArray(products.id, ids))
    : [];
  const byId = new Map(pageRows.map((r) => [r.id, r]));
  return { rows: ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r !== undefined) };
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
