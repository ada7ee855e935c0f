// The category condition a listing and the admin's product list share: a category name matches a
// product's category, parent category or type.
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const lower = (column: SQL | AnyPgColumn) => sql`lower(${column})`;

/** The columns a listing filters on, which products and product_facets both have. */
export interface FacetColumns {
  category: AnyPgColumn;
  parentCategory: AnyPgColumn;
  subCategory: AnyPgColumn;
  gender: AnyPgColumn;
  masterCategory: AnyPgColumn;
  featured: AnyPgColumn;
}

/**
 * Where a category name was found: a listing's category matches a product's category, parent
 * category or type. Knowing which lets the product query use that column's index, in date order,
 * and stop after one page, instead of merging three and sorting every match.
 */
export interface CategoryColumns {
  category: boolean;
  parentCategory: boolean;
  subCategory: boolean;
}

/** The category condition alone: it also scopes the facets. */
export function categoryCondition(
  category: string | undefined,
  t: FacetColumns,
  found?: CategoryColumns,
): SQL | undefined {
  if (!category) return undefined;
  const parts = (['category', 'parentCategory', 'subCategory'] as const)
    .filter((c) => !found || found[c])
    .map((c) => eq(lower(t[c]), category));
  return parts.length > 0 ? or(...parts) : sql`false`;
}
