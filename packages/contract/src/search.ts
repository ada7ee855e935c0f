import { z } from 'zod';
import { langField } from './catalog.ts';
import { rupees } from './common.ts';

/** docs/search.md: suggestions start after this many characters. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_CHARS = 100;

/** GET /search/suggest: what the shopper has typed so far. */
export const searchSuggestQuery = z
  .object({
    q: z
      .string()
      .trim()
      .min(SUGGEST_MIN_CHARS, `q must be at least ${SUGGEST_MIN_CHARS} characters`)
      .max(SUGGEST_MAX_CHARS, `q must be at most ${SUGGEST_MAX_CHARS} characters`),
    lang: langField,
  })
  .strict();
export type SearchSuggestQuery = z.infer<typeof searchSuggestQuery>;

/**
 * A short list as the shopper types: kinds of piece on offer (each a search the storefront can
 * run, with how many pieces it finds) and a few products.
 */
export const searchSuggestions = z.object({
  q: z.string(),
  categories: z.array(z.object({ label: z.string(), q: z.string(), count: z.number().int() })),
  products: z.array(
    z.object({ id: z.number().int(), title: z.string(), imgUrl: z.string(), price: rupees }),
  ),
});
export type SearchSuggestions = z.infer<typeof searchSuggestions>;

/** The owner's search words (admin): a word and what it means in words search knows. */
export const searchSynonym = z.object({
  word: z.string(),
  means: z.string(),
  createdAt: z.string(),
});
export const searchSynonymInput = z
  .object({
    word: z.string().trim().min(1, 'word: give a word').max(60, 'word: at most 60 characters'),
    means: z
      .string()
      .trim()
      .min(1, 'means: give the words it means')
      .max(120, 'means: at most 120 characters'),
  })
  .strict();
export const searchSynonymList = z.object({ synonyms: z.array(searchSynonym) });

const tally = z.object({ query: z.string(), searches: z.number().int(), empty: z.number().int() });
/** The search report: the most searched queries and those that found nothing, since a day. */
export const searchReportResponse = z.object({
  days: z.union([z.literal(7), z.literal(30)]),
  since: z.string(),
  top: z.array(tally),
  empty: z.array(tally),
});
export const searchReportQuery = z
  .object({ days: z.enum(['7', '30'], { message: "days must be '7' or '30'" }).optional() })
  .strict();
