import type { ProductSort } from '@store/contract';
import { msgid } from '../../lib/i18n';
// The zod-free part of the contract: the listing's chunk must not bring zod with it.
import { PRODUCT_SORTS, searchWordsOf } from '@store/contract/storefront-reads';

/** What each of the contract's sort orders is called in the sort menu. */
const SORT_LABELS: Record<ProductSort, string> = {
  newest: msgid('Newest'),
  price_asc: msgid('Price: Low to High'),
  price_desc: msgid('Price: High to Low'),
  relevance: msgid('Relevance'),
  popular: msgid('Popularity'),
  discount: msgid('Discount'),
};

/** The sort menu's options, in the contract's order. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ProductSort; label: string }> = PRODUCT_SORTS.map(
  (value) => ({ value, label: SORT_LABELS[value] }),
);

/** The listing's state as the address holds it (/products?category=...&sort=...&page=...). */
export interface ListingParams {
  category: string;
  parentCategory: string;
  subCategory: string;
  q: string;
  sort: ProductSort | undefined;
  page: number;
  /** The narrowing filters; a repeated key means either value (`size=M&size=L`). */
  size: string[];
  color: string[];
  fabric: string[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  discount: number | undefined;
  /** Whether any narrowing filter is set (the empty state offers to clear them). */
  refined: boolean;
  /** With no category, style, type, search or filter the page shows the category tiles. */
  showsTiles: boolean;
}

/** The address keys of the narrowing filters. */
export const REFINE_KEYS = ['size', 'color', 'fabric', 'minPrice', 'maxPrice', 'discount'] as const;

function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^\d{1,8}$/.test(value) ? Number(value) : undefined;
}

const values = (params: URLSearchParams, key: string) =>
  [
    ...new Set(
      params
        .getAll(key)
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function parseSort(value: string | null): ProductSort | undefined {
  return PRODUCT_SORTS.find((sort) => sort === value);
}

export function readListingParams(params: URLSearchParams): ListingParams {
  const category = params.get('category')?.trim() ?? '';
  const parentCategory = params.get('parentCategory') ?? '';
  const subCategory = params.get('subCategory') ?? '';
  const q = searchWordsOf(params);
  const refine = {
    size: values(params, 'size'),
    color: values(params, 'color'),
    fabric: values(params, 'fabric'),
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    discount: wholeNumber(params.get('discount')),
  };
  const refined =
    refine.size.length + refine.color.length + refine.fabric.length > 0 ||
    refine.minPrice !== undefined ||
    refine.maxPrice !== undefined ||
    refine.discount !== undefined;
  return {
    category,
    parentCategory,
    subCategory,
    q,
    sort: parseSort(params.get('sort')),
    page: parsePage(params.get('page')),
    ...refine,
    refined,
    showsTiles: !category && !q && !parentCategory && !subCategory && !refined,
  };
}

/**
 * The address after a change of filters: an empty value removes its key, and any change but
 * paging starts again from page 1.
 */
export function changeListingParams(
  current: URLSearchParams,
  changes: Record<string, string | null>,
  keepPage = false,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!keepPage) next.delete('page');
  return next;
}

/** The address with one value of a repeatable filter added or taken away, from page 1. */
export function toggleListingValue(
  current: URLSearchParams,
  key: string,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const had = next.getAll(key);
  next.delete(key);
  const kept = had.includes(value) ? had.filter((v) => v !== value) : [...had, value];
  for (const v of kept) next.append(key, v);
  next.delete('page');
  return next;
}

/** The 'Type' menu: the facets, with the chosen type first when the facets no longer name it. */
export function typeOptions(subCategory: string, facets: readonly string[]): string[] {
  return subCategory && !facets.includes(subCategory) ? [subCategory, ...facets] : [...facets];
}
