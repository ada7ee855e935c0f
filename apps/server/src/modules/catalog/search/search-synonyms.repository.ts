// The owner's search words (search_synonyms) and the search log (search_log): the only code
// touching those tables.
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { searchLog, searchSynonyms } from '../../../db/schema.ts';

export interface SynonymRow {
  id: number;
  word: string;
  means: string;
  createdAt: Date;
}

export async function allSynonyms(db: Executor): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.word));
}

/** Adds a word, or gives a known word a new meaning. */
export async function upsertSynonym(
  db: Executor,
  word: string,
  means: string,
): Promise<SynonymRow> {
  const [row] = await db
    .insert(searchSynonyms)
    .values({ word, means })
    .onConflictDoUpdate({ target: searchSynonyms.word, set: { means } })
    .returning();
  return row!;
}

export async function deleteSynonym(db: Executor, word: string): Promise<boolean> {
  const rows = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.word, word))
    .returning({ id: searchSynonyms.id });
  return rows.length > 0;
}

export async function countSynonyms(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(searchSynonyms);
  return row?.n ?? 0;
}

/** Most distinct queries one day keeps: a flood of made-up searches cannot grow the table. */
export const MAX_QUERIES_PER_DAY = 5000;

/**
 * Counts one search of `query` today (India's date), and whether it found nothing. A new query
 * on a day that already holds MAX_QUERIES_PER_DAY is not kept.
 */
export async function recordSearch(
  db: Executor,
  day: string,
  query: string,
  empty: boolean,
): Promise<void> {
  const e = empty ? 1 : 0;
  await db.execute(sql`insert into ${searchLog} (day, query, searches, empty)
    select ${day}::date, ${query}, 1, ${e}
    where exists (select 1 from ${searchLog} where day = ${day}::date and query = ${query})
       or (select count(*) from ${searchLog} where day = ${day}::date) < ${MAX_QUERIES_PER_DAY}
    on conflict (day, query) do update
      set searches = ${searchLog.searches} + 1, empty = ${searchLog.empty} + ${e}`);
}

/** Forgets days before this one. */
export async function pruneSearchLog(db: Executor, before: string): Promise<void> {
  await db.delete(searchLog).where(sql`${searchLog.day} < ${before}::date`);
}

export interface SearchTally {
  query: string;
  searches: number;
  empty: number;
}

/** The most searched queries since a day, and those that most often found nothing. */
export async function searchTallies(
  db: Executor,
  since: string,
  limit: number,
): Promise<{ top: SearchTally[]; empty: SearchTally[] }> {
  const tally = (onlyEmpty: boolean) =>
    db
      .select({
        query: searchLog.query,
        searches: sql<number>`sum(${searchLog.searches})::int`,
        empty: sql<number>`sum(${searchLog.empty})::int`,
      })
      .from(searchLog)
      .where(sql`${searchLog.day} >= ${since}::date`)
      .groupBy(searchLog.query)
      .having(onlyEmpty ? sql`sum(${searchLog.empty}) > 0` : sql`true`)
      .orderBy(
        onlyEmpty ? sql`sum(${searchLog.empty}) desc` : sql`sum(${searchLog.searches}) desc`,
        asc(searchLog.query),
      )
      .limit(limit);
  const [top, empty] = await Promise.all([tally(false), tally(true)]);
  return { top, empty };
}
