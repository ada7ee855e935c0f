// The listing's narrowing filters (size, colour, price, fabric, discount) as SQL, and their
// facets: each counted over every other filter, so a shopper sees how many pieces a choice
// would leave (docs/search.md).
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import { anyMatchKey } from './search/search-sql.ts';

export interface Refinements {
  /** In stock in one of these sizes (lower-case). */
  sizes?: string[] | undefined;
  /** Offered in one of these colours (lower-case). */
  colors?: string[] | undefined;
  minPricePaise?: number | undefined;
  maxPricePaise?: number | undefined;
  /** Made of one of these fabrics (words of FACET_FABRICS). */
  fabrics?: string[] | undefined;
  /** At least this many percent off. */
  discount?: number | undefined;
}

/** The fabrics the listing offers as a filter, as they are written in products. */
export const FACET_FABRICS = [
  'silk',
  'cotton',
  'georgette',
  'chiffon',
  'chanderi',
  'banarasi',
  'organza',
  'net',
  'velvet',
  'satin',
  'rayon',
  'linen',
  'khadi',
  'brocade',
  'crepe',
  'tussar',
  'leather',
] as const;

/** Price bands in rupees; the last has no upper end. */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 999 },
  { min: 1000, max: 1999 },
  { min: 2000, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: null },
];

/** One of these values of a kind ('size', 'color') is among the product's match keys. */
function anyKey(kind: 'size' | 'color', values: string[]): SQL {
  return anyMatchKey(values.map((v) => `${kind}:${v}`));
}

/** In stock in one of the sizes (products.sizes_in_stock, kept by triggers on product_stock). */
function sizeCondition(sizes: string[]): SQL {
  return anyKey('size', sizes);
}

function colorCondition(colors: string[]): SQL {
  return anyKey('color', colors);
}

/** A word of the text starts with one of the fabrics (every one of FACET_FABRICS has a key). */
function fabricCondition(fabrics: string[]): SQL {
  return anyMatchKey(fabrics.map((f) => `fabric:${f}`));
}

/** The paise-exact test of "at least N percent off the regular price". */
function discountCondition(percent: number): SQL {
  return sql`(${products.discountedPricePaise} is not null and
    (${products.regularPricePaise} - ${products.pricePaise}) * 100 >= ${percent} * ${products.regularPricePaise})`;
}

export type Facet = 'sizes' | 'colors' | 'price' | 'fabrics' | 'discount';

/** The refinements' conditions, leaving out one facet's own (to count that facet). */
export function refineConditions(r: Refinements, except?: Facet): SQL[] {
  const parts: SQL[] = [];
  if (r.sizes?.length && except !== 'sizes') parts.push(sizeCondition(r.sizes));
  if (r.colors?.length && except !== 'colors') parts.push(colorCondition(r.colors));
  if (except !== 'price') {
    if (r.minPricePaise !== undefined)
      parts.push(sql`${products.pricePaise} >= ${r.minPricePaise}`);
    if (r.maxPricePaise !== undefined)
      parts.push(sql`${products.pricePaise} <= ${r.maxPricePaise}`);
  }
  if (r.fabrics?.length && except !== 'fabrics') parts.push(fabricCondition(r.fabrics));
  if (r.discount !== undefined && except !== 'discount') parts.push(discountCondition(r.discount));
  return parts;
}

export function hasRefinements(r: Refinements): boolean {
  return refineConditions(r).length > 0;
}
