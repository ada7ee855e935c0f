// The listing's narrowing filters (size, colour, price, fabric, discount) as SQL, and their
// facets: each counted over every other filter, so a shopper sees how many pieces a choice
// would leave (docs/search.md).
import { and, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { searchDoc } from './search/search-sql.ts';

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

/**
 * Facets are counted over at most this many matches (the newest), so a listing of 50,000 pieces
 * costs what one of 2,000 does: exact for any listing up to this size, the newest pieces' counts
 * beyond it (docs/decisions/023-search.md).
 */
export const FACET_SAMPLE = 2000;

/** Price bands in rupees; the last has no upper end. */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 999 },
  { min: 1000, max: 1999 },
  { min: 2000, max: 4999 },
  { min: 5000, max: 9999 },
  { min: 10000, max: null },
];

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function sizeCondition(sizes: string[]): SQL {
  return sql`exists (select 1 from product_stock s where s.product_id = ${products.id}
    and s.quantity > 0 and lower(s.size) in (${list(sizes)}))`;
}

function colorCondition(colors: string[]): SQL {
  return sql`exists (select 1 from unnest(${products.colors}) as pc(c) where lower(pc.c) in (${list(colors)}))`;
}

function fabricCondition(fabrics: string[]): SQL {
  const pattern = `\\m(${fabrics.join('|')})`;
  return sql`${searchDoc} ~ ${pattern}`;
}

/** The paise-exact test of "at least N percent off the regular price". */
function discountCondition(percent: number): SQL {
  return sql`(${products.discountedPricePaise} is not null and
    (${products.regularPricePaise} - ${products.pricePaise}) * 100 >= ${percent} * ${products.regularPricePaise})`;
}

type Facet = 'sizes' | 'colors' | 'price' | 'fabrics' | 'discount';

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

export interface RefineFacets {
  sizes: { value: string; count: number }[];
  colors: { value: string; count: number }[];
  fabrics: { value: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Counts each facet's values over the products that meet `base` (the listing's other filters
 * and the search) and every refinement but that facet's own.
 */
export async function countRefineFacets(
  db: Executor,
  base: SQL[],
  r: Refinements,
  sizeOrder: (a: string, b: string) => number,
): Promise<RefineFacets> {
  const where = (except: Facet) => and(...base, ...refineConditions(r, except)) ?? sql`true`;
  // The newest FACET_SAMPLE matches under the other filters, named "products" so the conditions
  // and expressions below read it as they read the table.
  const sample = (except: Facet) =>
    sql`(select * from ${products} where ${where(except)}
      order by ${products.createdAt} desc nulls last, ${products.id} desc nulls last
      limit ${FACET_SAMPLE}) as "products"`;
  const [sizes, colors, fabrics, prices] = await Promise.all([
    db.execute(sql`select s.size as value, count(*)::int as count
      from ${sample('sizes')} join product_stock s on s.product_id = ${products.id} and s.quantity > 0
      group by s.size`),
    db.execute(sql`select min(pc.c) as value, count(distinct ${products.id})::int as count
      from ${sample('colors')} cross join lateral unnest(${products.colors}) as pc(c)
      where pc.c <> 'Default' group by lower(pc.c)`),
    // One pass of one regular expression a row (not one per fabric), each piece counted once
    // per fabric its text names.
    db.execute(sql`select m.f[1] as value, count(distinct ${products.id})::int as count
      from ${sample('fabrics')}
      cross join lateral regexp_matches(${searchDoc}, ${`\\m(${FACET_FABRICS.join('|')})`}, 'g') as m(f)
      group by m.f[1]`),
    db.execute(
      sql`select ${sql.join(
        PRICE_BANDS.map(
          (b, i) =>
            sql`count(*) filter (where ${products.pricePaise} >= ${b.min * 100}${
              b.max === null ? sql`` : sql` and ${products.pricePaise} < ${(b.max + 1) * 100}`
            })::int as ${sql.raw(`b${i}`)}`,
        ),
        sql`, `,
      )} from ${sample('price')}`,
    ),
  ]);
  const bandCounts = Object.values(rowsOf<Record<string, number>>(prices)[0] ?? {});
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || a.value.localeCompare(b.value, 'en-IN');
  return {
    sizes: rowsOf<{ value: string; count: number }>(sizes).sort((a, b) =>
      sizeOrder(a.value, b.value),
    ),
    colors: rowsOf<{ value: string; count: number }>(colors).sort(byCount),
    fabrics: rowsOf<{ value: string; count: number }>(fabrics).sort(byCount),
    priceBands: PRICE_BANDS.map((b, i) => ({ ...b, count: Number(bandCounts[i] ?? 0) })),
  };
}
