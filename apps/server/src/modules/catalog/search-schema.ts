// The search's own tables: the owner's words (synonyms) and a bounded log of what shoppers
// searched for, for the search report (docs/search.md). Re-exported from db/schema.ts.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A word of the shop's own and what it means in words search already knows: "ghagra" means
 * "lehenga". Read before the built-in dictionary, so the owner can also override it.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    /** Lower-case, one to three words. */
    word: text('word').notNull().unique(),
    means: text('means').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('search_synonyms_word_check', sql`char_length(${t.word}) between 1 and 60`),
    check('search_synonyms_means_check', sql`char_length(${t.means}) between 1 and 120`),
  ],
);

/**
 * One row per day and normalised query: how often it was searched and how often it found
 * nothing. No shopper, address or time of day is kept; rows older than 31 days are pruned and
 * a day takes at most a bounded number of distinct queries.
 */
export const searchLog = pgTable(
  'search_log',
  {
    day: date('day', { mode: 'string' }).notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    empty: integer('empty').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'search_log_pk', columns: [t.day, t.query] })],
);
