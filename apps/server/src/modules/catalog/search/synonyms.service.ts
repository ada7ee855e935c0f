// The owner's search words and the search report (docs/search.md): rules shared by the admin's
// screen and the command line.
import { addDays, istDay } from '@store/contract';
import type { Executor } from '../../../db/client.ts';
import { bumpCatalogVersion } from '../../../kernel/catalog-version.ts';
import { invalid, notFound } from '../../../lib/domain-error.ts';
import { readQuery, wordsOf, type Synonyms } from './read-query.ts';
import {
  allSynonyms,
  countSynonyms,
  deleteSynonym,
  pruneSearchLog,
  recordSearch,
  searchTallies,
  upsertSynonym,
  type SearchTally,
  type SynonymRow,
} from './search-synonyms.repository.ts';

/** A shop's own words are a handful, not a second dictionary. */
export const MAX_SYNONYMS = 500;

export async function loadSynonyms(db: Executor): Promise<Synonyms> {
  return new Map((await allSynonyms(db)).map((s) => [s.word, s.means]));
}

export { allSynonyms as listSynonyms };

/** One to three words, as search splits them; anything else is refused with a reason. */
function phraseOf(text: string, name: string, maxWords: number): string {
  const words = wordsOf(text);
  if (words.length === 0) throw invalid(`${name}: give a word`);
  if (words.length > maxWords) throw invalid(`${name}: at most ${maxWords} words`);
  const phrase = words.join(' ');
  if (phrase.length > (maxWords === 3 ? 60 : 120)) throw invalid(`${name}: too long`);
  return phrase;
}

/**
 * Teaches search a word: `word` is read as `means` ("ghagra" = "lehenga"). `means` must be
 * words search understands, so a synonym cannot point at nothing.
 */
export async function addSynonym(db: Executor, word: string, means: string): Promise<SynonymRow> {
  const w = phraseOf(word, 'word', 3);
  const m = phraseOf(means, 'means', 8);
  if (w === m) throw invalid('means: a word cannot mean itself');
  return db.transaction(async (tx) => {
    const existing = new Map((await allSynonyms(tx)).map((s) => [s.word, s.means]));
    if (!existing.has(w) && (await countSynonyms(tx)) >= MAX_SYNONYMS) {
      throw invalid(`word: a shop keeps at most ${MAX_SYNONYMS} words`);
    }
    // What it means is read without the new word itself, so a word cannot lead back to itself.
    existing.delete(w);
    const read = readQuery(m, existing);
    const knownParts =
      read.types.length + read.colours.length + read.fabrics.length + read.words.length;
    if (knownParts === 0 && read.gender === null) {
      throw invalid('means: search finds nothing in these words');
    }
    const row = await upsertSynonym(tx, w, m);
    await bumpCatalogVersion(tx);
    return row;
  });
}

export async function removeSynonym(db: Executor, word: string): Promise<void> {
  const w = wordsOf(word).join(' ');
  await db.transaction(async (tx) => {
    if (!(await deleteSynonym(tx, w))) throw notFound('No such word');
    await bumpCatalogVersion(tx);
  });
}

/** How a query is kept in the log: its words, lower-case, at most 100 characters. */
export function loggedQuery(q: string): string {
  return wordsOf(q).join(' ').slice(0, 100);
}

let lastPrunedDay = '';

/** Counts a shopper's search (no shopper, no time of day), pruning old days once a day. */
export async function logSearch(
  db: Executor,
  q: string,
  found: number,
  now = new Date(),
): Promise<void> {
  const query = loggedQuery(q);
  if (!query) return;
  const day = istDay(now);
  await recordSearch(db, day, query, found === 0);
  if (lastPrunedDay !== day) {
    lastPrunedDay = day;
    await pruneSearchLog(db, addDays(day, -31));
  }
}

export interface SearchReport {
  days: 7 | 30;
  since: string;
  top: SearchTally[];
  empty: SearchTally[];
}

/** The last `days` days (today included, India's dates): the most searched, the found-nothing. */
export async function searchReport(
  db: Executor,
  days: 7 | 30,
  now = new Date(),
  limit = 20,
): Promise<SearchReport> {
  const since = addDays(istDay(now), -(days - 1));
  return { days, since, ...(await searchTallies(db, since, limit)) };
}
