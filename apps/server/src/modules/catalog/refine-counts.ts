// The listing's filter counts (size, colour, fabric, price band), each counted over every other
// filter (docs/decisions/023-search.md, "Speed at 100,000 products"). A category page, or a
// facet whose count no refinement and no search narrows, reads them from product_refine_counts,
// kept by triggers (drizzle/0019_search_speed.sql): a few hundred rows at any size of catalog.
// Otherwise they are counted over the newest FACET_SAMPLE matches, one scan per distinct set of
// conditions (one scan in all when no refinement is chosen).
import { and, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productRefineCounts, products } from '../../db/schema.ts';
import { PRICE_BANDS, refineConditions, type Facet, type Refinements } from './listing-refine.ts';

/**
 * Facets of a search or a narrowed listing are counted over at most this many matches (the
 * newest), so a listing of 50,000 pieces costs what one of 1,000 does: exact for any listing up
 * to this size, the newest pieces' counts beyond it (the answer then says `sampled`). The same
 * number as the listing's count bound (listing.repository.ts COUNT_BOUND); 2,000 before
 * decision 023's fourth pass.
 */
export const FACET_SAMPLE = 1000;

export interface RefineFacets {
  sizes: { value: string; count: number }[];
  colors: { value: string; count: number }[];
  fabrics: { value: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
}

/** The facets and the kind each is kept under in product_refine_counts. */
const KINDS = [
  ['sizes', 'size'],
  ['colors', 'color'],
  ['fabrics', 'fabric'],
  ['price', 'price'],
] as const satisfies readonly (readonly [Facet, string])[];

export type Kind = (typeof KINDS)[number][1];
export interface Counted {
  kind: Kind;
  value: string;
  count: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const kindList = (kinds: Kind[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

/** Colours are counted once per spelling folded to lower case, shown as one spelling of it. */
const groupKey = (kind: SQL, value: SQL) =>
  sql`${kind}, case when ${kind} = 'color' then lower(${value}) else ${value} end`;

/** The kept counts of these kinds, over the product_refine_counts rows that meet `where`. */
async function keptCounts(db: Executor, where: SQL[], kinds: Kind[]): Promise<Counted[]> {
  const t = productRefineCounts;
  const result = await db.execute(sql`select ${t.kind} as kind, min(${t.value}) as value,
      sum(${t.n})::int as count
    from ${t} where ${and(gt(t.n, 0), sql`${t.kind} in (${kindList(kinds)})`, ...where)}
    group by ${groupKey(sql`${t.kind}`, sql`${t.value}`)}`);
  return rowsOf<Counted>(result);
}

/**
 * The counts of these kinds over a sample of products (a query answering their refine_items as
 * `items`: product_refine_items as 'kind:value', kept as a generated column).
 */
export function countItems(sample: SQL, kinds: Kind[]): SQL {
  // Counted by whole key first and split after (offset 0 keeps the kind's test out of the
  // grouping): a few dozen keys to split, not one per item.
  return sql`select i.kind, min(i.value) as value, sum(i.n)::int as count
    from (select split_part(g.k, ':', 1) as kind, substr(g.k, strpos(g.k, ':') + 1) as value, g.n
      from (select k, count(*) as n from (select unnest(m.items) as k from (${sample}) as m) as u
        group by k offset 0) as g) as i
    where i.kind in (${kindList(kinds)})
    group by ${groupKey(sql`i.kind`, sql`i.value`)}`;
}

/**
 * The counts of these kinds over FACET_SAMPLE of the products that meet `where`: the first the
 * indexes reach, not the newest (no ORDER BY under the LIMIT, so PostgreSQL stops there; the
 * newest 2,000 of "women, size M" and "women, red" made it walk the category's newest-first
 * index through 10,000 pieces). All of them when there are no more.
 */
async function sampledCounts(db: Executor, where: SQL[], kinds: Kind[]): Promise<Counted[]> {
  const sample = sql`select ${products.refineItems} as items
    from ${products} where ${and(...where) ?? sql`true`}
    limit ${FACET_SAMPLE}`;
  return rowsOf<Counted>(await db.execute(countItems(sample, kinds)));
}

export interface CountScope {
  /** The listing's conditions on products, search included, refinements left out. */
  base: SQL[];
  /** The same listing's conditions on product_refine_counts; undefined for a search. */
  kept: SQL[] | undefined;
}

/**
 * How the facets of a listing are counted: `shared` are the kinds counted under every refinement
 * chosen and over the search, that is over the listing's own matches, when they are sampled
 * rather than kept; the listing's scan of its matches counts them (listProducts), and `rest`
 * counts the others.
 */
export function planRefineCounts(
  scope: CountScope,
  r: Refinements,
): { shared: Kind[]; rest: (db: Executor) => Promise<Counted[]> } {
  // A facet with no refinement of its own is counted under every refinement, as all such are:
  // they share one read.
  const all = refineConditions(r).length;
  const groups = new Map<string, { narrowing: SQL[]; kinds: Kind[] }>();
  for (const [facet, kind] of KINDS) {
    const narrowing = refineConditions(r, facet);
    const key = narrowing.length < all ? facet : 'all';
    const group = groups.get(key) ?? { narrowing, kinds: [] };
    group.kinds.push(kind);
    groups.set(key, group);
  }
  const kept = (narrowing: SQL[]) => narrowing.length === 0 && scope.kept !== undefined;
  const shared = groups.get('all');
  const sharedKinds = shared && !kept(shared.narrowing) ? shared.kinds : [];
  const others = [...groups.values()].filter((g) => g !== shared || sharedKinds.length === 0);
  return {
    shared: sharedKinds,
    rest: async (db) => {
      const reads = others.map(({ narrowing, kinds }) =>
        kept(narrowing) && scope.kept
          ? keptCounts(db, scope.kept, kinds)
          : sampledCounts(db, [...scope.base, ...narrowing], kinds),
      );
      return (await Promise.all(reads)).flat();
    },
  };
}

/**
 * Counts each facet's values over the products that meet the listing's other filters and the
 * search, and every refinement but that facet's own.
 */
export async function countRefineFacets(
  db: Executor,
  scope: CountScope,
  r: Refinements,
  sizeOrder: (a: string, b: string) => number,
): Promise<RefineFacets> {
  const plan = planRefineCounts(scope, r);
  const shared = plan.shared.length
    ? sampledCounts(db, [...scope.base, ...refineConditions(r)], plan.shared)
    : Promise.resolve([]);
  const counted = (await Promise.all([shared, plan.rest(db)])).flat();
  return refineFacetsOf(counted, sizeOrder);
}

/** The facets as the listing answers them, from the counted values of every kind. */
export function refineFacetsOf(
  counted: Counted[],
  sizeOrder: (a: string, b: string) => number,
): RefineFacets {
  const of = (kind: Kind) =>
    counted
      .filter((c) => c.kind === kind)
      .map(({ value, count }) => ({ value, count: Number(count) }));
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || a.value.localeCompare(b.value, 'en-IN');
  const bands = new Map(of('price').map((c) => [c.value, c.count]));
  return {
    sizes: of('size').sort((a, b) => sizeOrder(a.value, b.value)),
    colors: of('color').sort(byCount),
    fabrics: of('fabric').sort(byCount),
    priceBands: PRICE_BANDS.map((b, i) => ({ ...b, count: bands.get(String(i)) ?? 0 })),
  };
}
