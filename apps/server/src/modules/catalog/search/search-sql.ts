// A read search query as SQL: the conditions a product must meet and the order it ranks in
// (docs/decisions/023-search.md). Every shopper word reaching SQL is a bound parameter made of
// letters, marks and digits only (read-query.ts), so none can be regular-expression syntax.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { plannedForValues, plannedOnce, testedRowByRow } from '../../../db/plan-per-query.ts';
import { products } from '../../../db/schema.ts';
import { lower } from '../category-condition.ts';
import { FABRIC_WORDS, type ColourMeaning, type TypeMeaning } from './dictionary.ts';
import type { ReadQuery } from './read-query.ts';

/**
 * The search document: title, type, style, category and description in lower case, a stored
 * column with a trigram index (drizzle/0019_search_speed.sql).
 */
export const searchDoc = sql`${products.searchDoc}`;
const titleDoc = sql`lower(${products.title})`;
const kindDoc = sql`lower(${products.subCategory} || ' ' || ${products.parentCategory} || ' ' || ${products.category})`;

/** Whether the product's type, parent category or master category is one of these names. */
export function typeIs(names: string[]): SQL {
  return or(
    inArray(lower(products.subCategory), names),
    inArray(lower(products.parentCategory), names),
    inArray(lower(products.masterCategory), names),
  )!;
}

/** Every name the types match under (their own names and the ones ranked after). */
export function typeNames(types: TypeMeaning[]): string[] {
  return [...new Set(types.flatMap((t) => [...t.names, ...(t.also ?? [])]))];
}

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * One of these keys is among the product's match_keys ('type:kurta', 'gender:women',
 * 'color:red', 'fabric:silk': drizzle/0036_match_keys.sql), which its GIN index answers; the
 * conditions of one query on it are intersected in one scan of the index.
 */
export function anyMatchKey(keys: string[]): SQL {
  return plannedForValues(sql`${products.matchKeys} && array[${list(keys)}]::text[]`);
}

/** typeIs by the match keys: the type, parent category or master category is one of names. */
function typeKeys(names: string[]): SQL {
  return anyMatchKey(names.flatMap((n) => [`type:${n}`, `parent:${n}`, `master:${n}`]));
}

function typesCondition(types: TypeMeaning[]): SQL | undefined {
  if (types.length === 0) return undefined;
  return typeIs(typeNames(types));
}

/** A woman's piece for "women", a man's for "men"; pieces for everyone (unisex) for both. */
export function genderCondition(gender: string): SQL {
  return inArray(lower(products.gender), [gender, 'unisex']);
}

/** genderCondition by the match keys. */
function genderKeys(gender: string): SQL {
  return anyMatchKey([`gender:${gender}`, 'gender:unisex']);
}

/** The piece is offered in one of the colour's shades, or in a colour named after it. */
export function colourCondition(colours: ColourMeaning[]): SQL {
  const names = [...new Set(colours.flatMap((c) => c.names))];
  const pattern = `\\m(${colours.map((c) => c.label.toLowerCase()).join('|')})\\M`;
  return sql`exists (select 1 from unnest(${products.colors}) as pc(c)
    where lower(pc.c) in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )}) or lower(pc.c) ~ ${pattern})`;
}

/**
 * colourCondition with a test the match keys answer first: a piece of the family has one of its
 * shades among its colours, or the family's name among the words of its colours. Without it, a
 * search for "red saree" read every saree to test its colours.
 */
function colourSearchCondition(colours: ColourMeaning[]): SQL {
  const shades = [...new Set(colours.flatMap((c) => c.names))].map((n) => `color:${n}`);
  // A family's name matches as a phrase, so a colour that matches has its first word.
  const words = colours.map(
    (c) =>
      `colour word:${
        c.label
          .toLowerCase()
          .split(/[^\p{L}\p{N}_]+/u)
          .find(Boolean) ?? ''
      }`,
  );
  return sql`(${anyMatchKey([...new Set([...shades, ...words])])} and ${colourCondition(colours)})`;
}

/** The fabrics and handwork the match keys carry: every one the dictionary reads. */
const KEYED_FABRICS = new Set(Object.values(FABRIC_WORDS));

/** A word of the product's text starts with this fabric's name, by its key when it has one. */
export function fabricCondition(fabric: string): SQL {
  return KEYED_FABRICS.has(fabric) ? anyMatchKey([`fabric:${fabric}`]) : docHasWord(fabric);
}

/** A word of the product's text starts with this one (silk, silky). */
function docHasWord(word: string): SQL {
  return plannedOnce(sql`${searchDoc} ~ ${`\\m${word}`}`);
}

/** A word the shopper typed: in the text, or near enough to a word of it (a typo). */
function wordCondition(word: string): SQL {
  if (word.length < 3) return docHasWord(word);
  return sql`(${docHasWord(word)} or ${word} <% ${searchDoc})`;
}

export function priceCondition(min: number | null, max: number | null): SQL | undefined {
  const parts: SQL[] = [];
  if (min !== null) parts.push(sql`${products.pricePaise} >= ${min * 100}`);
  if (max !== null) parts.push(sql`${products.pricePaise} <= ${max * 100}`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/**
 * How far a search was loosened to find something: each step stops requiring one more part of
 * the query (it still ranks by it), words first, the type last.
 */
export const RELAX_STEPS = ['words', 'fabrics', 'colours', 'price', 'gender', 'types'] as const;
export type RelaxStep = (typeof RELAX_STEPS)[number];

/** The parts of a query still required after loosening it by `steps`. */
export function keptParts(q: ReadQuery, steps: number): ReadQuery {
  const dropped = new Set(RELAX_STEPS.slice(0, steps));
  return {
    ...q,
    words: dropped.has('words') ? [] : q.words,
    fabrics: dropped.has('fabrics') ? [] : q.fabrics,
    colours: dropped.has('colours') ? [] : q.colours,
    price: dropped.has('price') ? { min: null, max: null } : q.price,
    gender: dropped.has('gender') ? null : q.gender,
    types: dropped.has('types') ? [] : q.types,
  };
}

/** Whether loosening by this step changes anything for this query. */
export function stepMatters(q: ReadQuery, step: RelaxStep): boolean {
  switch (step) {
    case 'words':
      return q.words.length > 0;
    case 'fabrics':
      return q.fabrics.length > 0;
    case 'colours':
      return q.colours.length > 0;
    case 'price':
      return q.price.min !== null || q.price.max !== null;
    case 'gender':
      return q.gender !== null;
    case 'types':
      return q.types.length > 0;
  }
}

/**
 * What a product must meet for the (possibly loosened) query. With `indexed` false the type,
 * gender and colour tests go without the match keys, which cost more than they save over a
 * window of the newest products (listing.repository.ts): the same products either way.
 */
export function searchConditions(q: ReadQuery, indexed = true): SQL[] {
  const names = typeNames(q.types);
  const keyed = names.length > 0 || q.gender !== null || q.colours.length + q.fabrics.length > 0;
  const price = priceCondition(q.price.min, q.price.max);
  const parts: (SQL | undefined)[] = [
    names.length ? (indexed ? typeKeys(names) : typeIs(names)) : undefined,
    q.gender
      ? indexed
        ? genderKeys(q.gender)
        : testedRowByRow(genderCondition(q.gender))
      : undefined,
    q.colours.length
      ? indexed
        ? colourSearchCondition(q.colours)
        : colourCondition(q.colours)
      : undefined,
    // Beside match keys, the price index's bitmap (every piece under 2,000: 46,616 at 100,000
    // products) costs more than testing the rows the keys find.
    price && (keyed || !indexed) ? testedRowByRow(price) : price,
    ...q.fabrics.map((f) => (indexed ? fabricCondition(f) : testedRowByRow(fabricCondition(f)))),
    ...q.words.map(wordCondition),
  ];
  return parts.filter((p): p is SQL => p !== undefined);
}

/** Characters that end a word for pg_trgm and for regular expressions alike, in any locale. */
const ASCII_GAP = '[\\s!-/:-@[-`{-~]';

/**
 * word_similarity(word, text), which is 1 when the text has the word whole: that case is told by
 * a regular expression, far cheaper than word similarity over a long description, so an unknown
 * word found as it is typed (most of its matches) ranks without it. Words of ASCII letters and
 * digits only, whose edges both tests see alike.
 */
function similarity(word: string, text: SQL): SQL {
  if (!/^[a-z0-9]+$/.test(word)) return sql`word_similarity(${word}, ${text})`;
  const whole = `(^|${ASCII_GAP})${word}(${ASCII_GAP}|$)`;
  return sql`(case when ${text} ~ ${whole} then 1 else word_similarity(${word}, ${text}) end)`;
}

/**
 * The order of a search's results, from the whole query (loosened or not): what matches the
 * type, gender and colour asked for first, then in stock before sold out, then by text weight
 * (title over type and category over description); newest after them. Each is a value, the
 * higher first: the listing computes them as it reads its candidates (listing.repository.ts).
 */
export function searchRank(q: ReadQuery, inStock: SQL, titleOnly = false): SQL[] {
  const fit: SQL[] = [];
  const primary = [...new Set(q.types.flatMap((t) => t.names))];
  if (primary.length) fit.push(sql`(case when ${typeIs(primary)} then 4 else 0 end)`);
  if (q.types.length) fit.push(sql`(case when ${typesCondition(q.types)} then 4 else 0 end)`);
  if (q.gender)
    fit.push(sql`(case when lower(${products.gender}) = ${q.gender} then 3 else 0 end)`);
  if (q.colours.length) {
    const names = [...new Set(q.colours.flatMap((c) => c.names))];
    fit.push(sql`(case when ${colourCondition(q.colours)} then 2 else 0 end)`);
    fit.push(
      sql`(case when lower(${products.colors}[1]) in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) then 1 else 0 end)`,
    );
  }
  if (q.price.min !== null || q.price.max !== null) {
    fit.push(sql`(case when ${priceCondition(q.price.min, q.price.max)} then 2 else 0 end)`);
  }
  // Fabrics and occasions rank by a cheap test (in the title, in the text) rather than by word
  // similarity, which costs most per row when thousands of pieces match (decision 023).
  for (const f of q.fabrics) {
    fit.push(sql`(case when ${titleDoc} ~ ${`\\m${f}`} then 1 else 0 end)`);
  }
  const order: SQL[] = [];
  if (fit.length) order.push(sql`(${sql.join(fit, sql` + `)})`);
  order.push(inStock);
  if (q.soft.length) {
    const said = q.soft.map((w) => sql`(case when ${docHasWord(w)} then 1 else 0 end)`);
    order.push(sql`(${sql.join(said, sql` + `)})`);
  }
  const text = q.words;
  if (text.length) {
    // Suggestions (titleOnly) weigh the title alone: they show titles, and must answer fast.
    const weights = text.map((w) =>
      titleOnly
        ? sql`word_similarity(${w}, ${titleDoc})`
        : sql`(3 * ${similarity(w, titleDoc)} + 2 * ${similarity(w, kindDoc)}
        + ${similarity(w, sql`lower(${products.description})`)})`,
    );
    order.push(sql`(${sql.join(weights, sql` + `)})`);
  }
  return order;
}

/**
 * The closest texts to a query nothing else found: trigram similarity over the search document
 * (rank: the higher first).
 */
export function closestConditions(text: string): { where: SQL; rank: SQL } {
  return {
    where: sql`word_similarity(${text}, ${searchDoc}) >= 0.4`,
    rank: sql`word_similarity(${text}, ${searchDoc})`,
  };
}
