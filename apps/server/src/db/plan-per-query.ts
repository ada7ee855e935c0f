// Conditions whose best plan depends on their values (docs/decisions/023-search.md, sixth pass).
import { sql, type SQL } from 'drizzle-orm';

/**
 * The comment that marks such a statement. On PostgreSQL the pool names every parameterised
 * statement so that it is planned once per connection (client.ts); after its fifth run
 * PostgreSQL may then plan it once for any values. For a search that plan is blind: it guessed
 * 998 products for a set of match keys that names 35,000, and read them all (a suggestion took
 * 188 ms instead of 11 at 100,000 products). A statement holding this comment runs unnamed, and
 * is planned for its own values every time.
 */
export const PLAN_PER_QUERY = '/* plan per query */';

/**
 * The comment that keeps a statement named even when it holds PLAN_PER_QUERY: its conditions
 * cost more to plan than a plan once made loses. pg_trgm estimates a word's test by running it
 * over the column's statistics, so planning a search for an unknown word took 18.7 ms against
 * 1.2 ms to run it at 1,000 products.
 */
export const PLAN_ONCE = '/* plan once */';

/** The condition, marked so that any statement holding it is planned for its values. */
export function plannedForValues(condition: SQL): SQL {
  return sql`${sql.raw(PLAN_PER_QUERY)} ${condition}`;
}

/** The condition, marked so that a statement holding it keeps its plan (PLAN_ONCE). */
export function plannedOnce(condition: SQL): SQL {
  return sql`${sql.raw(PLAN_ONCE)} ${condition}`;
}

/** Whether a statement's text asks to be planned for its values (client.ts). */
export function plansPerQuery(text: string): boolean {
  return text.includes(PLAN_PER_QUERY) && !text.includes(PLAN_ONCE);
}

/**
 * The condition, spelled so that no index answers it and each row read is tested instead
 * (`is true` keeps its meaning in a WHERE). For the window of the newest products: there the
 * type's or category's index with its `created_at` finds the few pieces, and PostgreSQL would
 * otherwise add the bitmap of every men's piece (35,272 at 100,000 products, 8.6 ms) or of every
 * piece under a price (46,616, 12 ms) to narrow a few hundred.
 */
export function testedRowByRow(condition: SQL): SQL {
  return sql`(${condition}) is true`;
}
