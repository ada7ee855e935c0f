// The storefront's listing: how a GET /products query becomes filters, a read search and a
// sort, and how a search that finds nothing is loosened rather than left empty
// (docs/decisions/023-search.md).
import {
  PAGE_SIZE,
  type Language,
  type ProductListQuery,
  type ProductListResponse,
  type SearchReading,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { toWireProductIn } from './catalog.service.ts';
import { namesFor, namesOf } from './hindi-names.ts';
import {
  anyProduct,
  baseConditions,
  inStock,
  keptConditions,
  listFacets,
  listProducts,
  type CategoryColumns,
  type ProductFilters,
  type SortKey,
} from './listing.repository.ts';
import { FACET_FABRICS, type Refinements } from './listing-refine.ts';
import { FACET_SAMPLE, planRefineCounts, refineFacetsOf } from './refine-counts.ts';
import { STOP_WORDS } from './search/dictionary.ts';
import { closestInHindi, fabricInHindi } from './search/hindi-reading.ts';
import { describe, readQuery, wordsOf, type ReadQuery } from './search/read-query.ts';
import {
  closestConditions,
  keptParts,
  RELAX_STEPS,
  searchConditions,
  searchRank,
  stepMatters,
} from './search/search-sql.ts';
import { loadSynonyms } from './search/synonyms.service.ts';

/** Values the client in docs/product/storefront.md may send that mean "no category". */
const ALL_CATEGORIES = new Set(['all', 'all products']);

const norm = (v: string | undefined): string | undefined => {
  const t = v?.trim().toLowerCase();
  return t ? t : undefined;
};

/** One cache key per distinct listing, whatever the order or case of the query's values. */
export function canonicalQuery(query: Record<string, unknown>): string {
  return Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => {
      if (Array.isArray(v)) {
        const values = [...new Set(v.map((x) => String(x).trim().toLowerCase()))].sort();
        return [k, values.join('\u0000')] as const;
      }
      return [k, k === 'q' ? String(v) : String(v).trim().toLowerCase()] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

const SIZE_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', '3xl', 'one size'];

/** S before M before L; numbers by value; anything else after, by name. */
export function bySize(a: string, b: string): number {
  const rank = (v: string) => {
    const i = SIZE_ORDER.indexOf(v.toLowerCase());
    if (i >= 0) return i;
    return /^\d+$/.test(v) ? 100 + Number(v) : 10_000;
  };
  return rank(a) - rank(b) || a.localeCompare(b, 'en-IN');
}

function refinementsOf(query: ProductListQuery): Refinements {
  const fabrics = query.fabric?.map((f) => f.toLowerCase());
  const unknown = fabrics?.find((f) => !(FACET_FABRICS as readonly string[]).includes(f));
  if (unknown !== undefined) {
    throw invalid(`fabric must be one of: ${FACET_FABRICS.join(', ')}`);
  }
  return {
    sizes: query.size?.map((s) => s.toLowerCase()),
    colors: query.color?.map((c) => c.toLowerCase()),
    fabrics,
    minPricePaise: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxPricePaise: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
    discount: query.discount,
  };
}

/** Whether the query understood anything at all. */
/**
 * A search of shop talk alone ("new arrivals", "sale", "latest", "best"): the shopper asks for
 * the shop itself, so she gets the whole of it, newest first, not an empty page.
 */
function onlyShopTalk(q: string): boolean {
  const words = wordsOf(q);
  return words.length > 0 && words.every((w) => STOP_WORDS.has(w));
}

function understood(r: ReadQuery): boolean {
  return (
    r.gender !== null ||
    r.types.length > 0 ||
    r.colours.length > 0 ||
    r.fabrics.length > 0 ||
    r.words.length > 0 ||
    r.soft.length > 0 ||
    r.price.min !== null ||
    r.price.max !== null
  );
}

type ChosenSearch = { search: NonNullable<ProductFilters['search']>; reading: SearchReading };

/**
 * The search for the query loosened by `step` steps (0: the whole query); what it shows is said
 * in the page's language.
 */
function searchAt(read: ReadQuery, step: number, lang: Language | undefined): ChosenSearch {
  const kept = keptParts(read, step);
  const search = {
    where: searchConditions(kept),
    inWindow: searchConditions(kept, false),
    rank: searchRank(read, inStock),
  };
  // A piece the shop lists under another name ("dhoti") is never an exact match.
  const near = kept.types.some((t) => t.near !== undefined);
  return { search, reading: readingOf(read, describe(kept, lang), step > 0 || near) };
}

function readingOf(read: ReadQuery, showing: string, relaxed: boolean): SearchReading {
  return { query: read.text, showing, corrected: read.corrections.length > 0, relaxed };
}

/**
 * The search a listing runs when the whole query met nothing (the listing's own scan said so):
 * the query loosened step by step (words, fabrics, colour, price, gender), else the texts most
 * like it; null when even those find nothing.
 */
async function looserSearch(
  db: Executor,
  filters: ProductFilters,
  read: ReadQuery,
  found: CategoryColumns | undefined,
  lang: Language | undefined,
): Promise<ChosenSearch | null> {
  const steps = RELAX_STEPS.length - 1; // the type is never dropped: the closest texts come instead
  for (let step = 1; step <= steps; step++) {
    if (!stepMatters(read, RELAX_STEPS[step - 1]!)) continue;
    if (!understood(keptParts(read, step))) break;
    const chosen = searchAt(read, step, lang);
    if (await anyProduct(db, { ...filters, search: chosen.search }, found)) return chosen;
  }
  const text = [...read.words, ...read.corrections.map((c) => c.to)].join(' ') || read.text;
  const showing = lang === 'hi' ? closestInHindi(read) : text;
  const closest = closestConditions(text.toLowerCase());
  const search = { where: [closest.where], rank: [closest.rank] };
  if (await anyProduct(db, { ...filters, search }, found)) {
    return { search, reading: readingOf(read, showing, true) };
  }
  return null;
}

export async function listCatalog(
  db: Executor,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? PAGE_SIZE;
  let category = norm(query.category);
  if (category && ALL_CATEGORIES.has(category)) category = undefined;
  const anyOf = query.filter
    ?.split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && v !== 'null');
  const filters: ProductFilters = {
    category,
    parentCategory: norm(query.parentCategory),
    subCategory: norm(query.subCategory),
    gender: norm(query.gender),
    anyOf,
    featured: query.featured === undefined ? undefined : query.featured === 'true',
    refine: refinementsOf(query),
  };
  const asked = query.q?.trim();
  const shopTalk = asked !== undefined && onlyShopTalk(asked);
  const q = shopTalk ? undefined : asked;
  const sort: SortKey = query.sort ?? (q ? 'relevance' : 'newest');
  // The facets say which column the category name is in, so the page can be read through
  // that column's index (two short round trips, whatever the size of the catalog).
  const { found: foundIn, ...facets } = await listFacets(db, category);
  const found =
    foundIn.category || foundIn.parentCategory || foundIn.subCategory ? foundIn : undefined;
  let reading: SearchReading | undefined = shopTalk
    ? { query: asked, showing: asked, corrected: false, relaxed: false }
    : undefined;
  // The listing's page, total and facets under the filters as they stand.
  const listed = async () => {
    // The facets counted over the listing's own matches come from the listing's scan of them.
    const plan = planRefineCounts(
      { base: baseConditions(filters, found), kept: keptConditions(filters, found) },
      filters.refine ?? {},
    );
    const [list, rest, names] = await Promise.all([
      listProducts(db, filters, sort, limit, (page - 1) * limit, found, plan.shared),
      plan.rest(db),
      namesFor(db, query.lang),
    ]);
    return { ...list, rest, names };
  };
  let answer: Awaited<ReturnType<typeof listed>>;
  if (q) {
    const read = readQuery(q, await loadSynonyms(db));
    // The whole query is listed at once: its own scan says whether anything meets it, so only
    // a query that finds nothing pays for the loosening steps' probes (a probe of the whole
    // query before every search planned its conditions a second time).
    let chosen: ChosenSearch | null = understood(read) ? searchAt(read, 0, query.lang) : null;
    if (chosen) {
      filters.search = chosen.search;
      answer = await listed();
      if (answer.total === 0) {
        chosen = await looserSearch(db, filters, read, found, query.lang);
        if (chosen) {
          filters.search = chosen.search;
          answer = await listed();
        }
      }
    }
    if (!chosen) {
      // Nothing to look for ("!!!") or nothing like it: an empty answer, never the whole catalog.
      const none = { sizes: [], colors: [], fabrics: [], priceBands: [] };
      return {
        data: [],
        count: 0,
        pagination: { page, limit, total: 0, totalPages: 0 },
        facets: { ...facets, ...none },
        search: { query: q, showing: q, corrected: false, relaxed: false },
      };
    }
    reading = chosen.reading;
  } else {
    answer = await listed();
  }
  const { rows, total, atLeast, counted, rest, names } = answer!;
  const refineFacets = refineFacetsOf([...counted, ...rest], bySize);
  const facetNames = names && {
    names: {
      ...namesOf(names, [
        ...facets.parentCategories.map((value) => ({ kind: 'category' as const, value })),
        ...facets.subCategories.map((value) => ({ kind: 'type' as const, value })),
        ...(refineFacets.colors ?? []).map(({ value }) => ({ kind: 'colour' as const, value })),
      ]),
      // The fabrics are the search dictionary's words, named by its Hindi (search/hindi-reading.ts).
      ...Object.fromEntries(
        (refineFacets.fabrics ?? []).flatMap(({ value }) => {
          const hi = fabricInHindi(value);
          return hi === undefined ? [] : [[value, hi]];
        }),
      ),
    },
  };
  return {
    data: rows.map((row) => toWireProductIn(row, names)),
    count: total,
    pagination: {
      page,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
      ...(atLeast ? { totalAtLeast: true as const } : {}),
    },
    facets: {
      ...facets,
      ...refineFacets,
      ...facetNames,
      ...(atLeast || total > FACET_SAMPLE ? { sampled: true as const } : {}),
    },
    ...(reading ? { search: reading } : {}),
  };
}
