/**
 * Which API reads a storefront address makes first, shared by the server (which puts their
 * answers into the page it serves, so a phone need not wait for JavaScript and then for the API)
 * and the storefront (which looks for them there before asking the API). No zod here: the
 * storefront's first page imports this file and must stay small.
 *
 * Reads are named by their canonical key: the path under /api/v1, then the query with empty
 * values dropped and the keys in alphabetical order, so both sides name one read alike however
 * they built its query.
 */

/** docs/product/storefront.md section 9: page size of a listing, featured count on the home page. */
export const PAGE_SIZE = 12;
export const FEATURED_COUNT = 4;

/**
 * docs/product/storefront.md section 1's fallback list when the owner has named no categories:
 * the server answers it in the store's information and the storefront shows it before that.
 */
export const DEFAULT_CATEGORIES: readonly string[] = ['Men', 'Women', 'Accessories'];

/** The one size of a product listed without sizes: its stock is kept under this name. */
export const ONE_SIZE = 'One Size';

/**
 * The languages a shop can offer (docs/decisions/032-products-and-mails-in-hindi.md): English
 * always, Hindi when the owner keeps it on. Catalog reads take `lang=hi` and answer Hindi text
 * where the owner wrote it, English where not.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The most lines an order, a quote or a kept cart may hold (orders.ts re-exports it). */
export const MAX_ORDER_LINES = 50;

/** The orders a listing can be sorted in; catalog.ts's productSort is built from these. */
export const PRODUCT_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'relevance',
  'popular',
  'discount',
] as const;
const SORTS = new Set<string>(PRODUCT_SORTS);

/** The longest a listing's search or filter may be: the API answers a longer one with 400. */
export const MAX_FILTER_LENGTH = 200;

/** The search words in a listing's address, trimmed and cut to what the API takes. */
export function searchWordsOf(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim().slice(0, MAX_FILTER_LENGTH).trim();
}

/** A read's query; a list repeats its key, in sorted order (`size=L&size=M`). */
export type ReadQuery = Record<
  string,
  string | number | boolean | null | undefined | readonly string[]
>;

/** `path?query` with empty values dropped and the keys sorted. */
export function canonicalRead(path: string, query: ReadQuery = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of [...(value as readonly string[])].sort()) params.append(key, v);
    } else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The canonical key of a read given as it goes over the wire (`/products?b=2&a=1`). */
export function canonicalReadOfUrl(pathAndQuery: string): string {
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(pathAndQuery.slice(at + 1))) {
    const had = query[key];
    query[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return canonicalRead(pathAndQuery.slice(0, at), query);
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The GET /products query of the listing at /products?{search}, or null where that address shows
 * the category tiles and reads no products (docs/product/storefront.md section 2, Products).
 */
export function listingQueryOf(search: URLSearchParams): ReadQuery | null {
  const category = search.get('category')?.trim() ?? '';
  const parentCategory = search.get('parentCategory')?.trim() ?? '';
  const subCategory = search.get('subCategory')?.trim() ?? '';
  const q = searchWordsOf(search);
  // The narrowing filters as the listing sends them (features/catalog/listing-params.ts).
  const list = (key: string) => [
    ...new Set(
      search
        .getAll(key)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
  const whole = (key: string) => {
    const v = search.get(key);
    return v !== null && /^\d{1,8}$/.test(v) ? String(Number(v)) : undefined;
  };
  const refine = {
    size: list('size').slice(0, 20),
    color: list('color').slice(0, 20),
    fabric: list('fabric').slice(0, 20),
    minPrice: whole('minPrice'),
    maxPrice: whole('maxPrice'),
    discount: whole('discount'),
  };
  const refined = Object.values(refine).some((v) => (Array.isArray(v) ? v.length > 0 : v));
  if (!category && !parentCategory && !subCategory && !q && !refined) return null;
  const sort = search.get('sort');
  return {
    page: pageNumber(search.get('page')),
    limit: PAGE_SIZE,
    category: category.toLowerCase() === 'all' ? undefined : category,
    parentCategory,
    subCategory,
    q,
    sort: sort && SORTS.has(sort) ? sort : undefined,
    ...refine,
  };
}

/** docs/product/rules.md section 2: the home page's featured products, for the store's first category. */
export function featuredQueryOf(firstCategory: string): ReadQuery {
  return {
    featured: true,
    category: firstCategory.trim().toLowerCase(),
    limit: FEATURED_COUNT,
    page: 1,
  };
}

/**
 * The catalog reads the page at `pathname?search` makes on its first render, as canonical keys.
 * The store information and the home page's featured products (which depend on the store's
 * categories) are the caller's to add.
 */
export function firstCatalogReads(pathname: string, search: URLSearchParams): string[] {
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product?.[1]) {
    let id: string;
    try {
      id = decodeURIComponent(product[1]);
    } catch {
      return [];
    }
    // The product, then the first page of its approved reviews (issue 33: the page's JSON-LD
    // carries only reviews the page shows, and the reviews section shows this same answer).
    const path = `/products/${encodeURIComponent(id)}`;
    return [canonicalRead(path), canonicalRead(`${path}/reviews`)];
  }
  if (/^\/products\/?$/.test(pathname)) {
    const query = listingQueryOf(search);
    return query ? [canonicalRead('/products', query)] : [];
  }
  return [];
}

/** Photos a review may carry (issue 33); the review form reads it without zod. */
export const MAX_REVIEW_PHOTOS = 4;
