// Reads a shopper's search for what it means before anything is matched (docs/search.md):
// prices first (they span several words), then the longest known phrase at each place (the
// owner's synonyms, then gender, type, colour and fabric words), then near-misspellings of
// known words; whatever is left is text to match. Pure: no database.
import { formatPaiseShort, type Language } from '@store/contract';
import {
  COLOUR_WORDS,
  FABRIC_WORDS,
  GENDER_WORDS,
  OCCASION_WORDS,
  PLAIN_WORDS,
  STOP_WORDS,
  TYPE_WORDS,
  type ColourMeaning,
  type Gender,
  type TypeMeaning,
} from './dictionary.ts';
import { describeInHindi } from './hindi-reading.ts';
import { readPrices, type PriceRange } from './read-prices.ts';

export interface ReadQuery {
  /** The shopper's text, trimmed. */
  text: string;
  gender: Gender | null;
  /** Types asked for; a product matches any. */
  types: TypeMeaning[];
  /** Colours asked for; a product matches any. */
  colours: ColourMeaning[];
  /** Fabric and handwork stems; a product's text must carry every one. */
  fabrics: string[];
  price: PriceRange;
  /** Words with no known meaning, matched as text. */
  words: string[];
  /** Occasion words: they rank matches but never narrow them. */
  soft: string[];
  /** Known words that were read from a near spelling: "lehnga" -> "lehenga". */
  corrections: { from: string; to: string }[];
}

/** The owner's words: a word or phrase and what it means, in words search knows. */
export type Synonyms = ReadonlyMap<string, string>;

const MAX_WORDS = 12;
const LONGEST_PHRASE = 4;

/** Lower case, without accents' look-alikes of the apostrophe, split into words. */
export function wordsOf(text: string): string[] {
  const folded = text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’'`]s\b/gu, 's')
    .replace(/[’'`]/gu, '');
  return folded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** The singular a plain English plural stands for, when the dictionary knows it. */
function known(word: string): string | null {
  if (meaningOf(word)) return word;
  if (word.length > 3 && word.endsWith('s') && meaningOf(word.slice(0, -1)))
    return word.slice(0, -1);
  if (word.length > 4 && word.endsWith('es') && meaningOf(word.slice(0, -2)))
    return word.slice(0, -2);
  return null;
}

function meaningOf(phrase: string): boolean {
  return (
    phrase in GENDER_WORDS ||
    phrase in TYPE_WORDS ||
    phrase in COLOUR_WORDS ||
    phrase in FABRIC_WORDS ||
    OCCASION_WORDS.has(phrase) ||
    STOP_WORDS.has(phrase)
  );
}

/** Optimal string alignment distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Single words of the dictionary worth correcting towards (not stop words, 4 letters or more). */
const CORRECTABLE = [
  ...new Set([
    ...Object.keys(TYPE_WORDS),
    ...Object.keys(COLOUR_WORDS),
    ...Object.keys(FABRIC_WORDS),
    ...Object.keys(GENDER_WORDS),
  ]),
].filter((w) => !w.includes(' ') && w.length >= 4 && /^[a-z]+$/.test(w));

/** The known word a misspelling is nearest to: one edit for short words, two for long ones. */
export function nearestKnown(word: string, extra: Iterable<string> = []): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const candidate of [...CORRECTABLE, ...extra]) {
    if (candidate.length < 4) continue;
    const d = editDistance(word, candidate, max);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

interface Reading {
  gender: Gender | null;
  types: TypeMeaning[];
  colours: ColourMeaning[];
  fabrics: string[];
  words: string[];
  soft: string[];
}

function addUnique<T>(list: T[], item: T): void {
  if (!list.includes(item)) list.push(item);
}

/** Applies one known phrase's meaning; false when it has none. */
function apply(phrase: string, r: Reading): boolean {
  const gender = GENDER_WORDS[phrase];
  if (gender) {
    r.gender = gender;
    // "bridal": a woman's piece, and the ones that say bridal first.
    if (OCCASION_WORDS.has(phrase)) addUnique(r.soft, phrase);
    return true;
  }
  const type = TYPE_WORDS[phrase];
  if (type) {
    addUnique(r.types, type);
    return true;
  }
  const colour = COLOUR_WORDS[phrase];
  if (colour) {
    addUnique(r.colours, colour);
    return true;
  }
  const fabric = FABRIC_WORDS[phrase];
  if (fabric) {
    addUnique(r.fabrics, fabric);
    return true;
  }
  if (OCCASION_WORDS.has(phrase)) {
    addUnique(r.soft, phrase);
    return true;
  }
  return STOP_WORDS.has(phrase);
}

/** Replaces the owner's words by what they mean, longest phrase first. */
function expandSynonyms(words: string[], synonyms: Synonyms): string[] {
  if (synonyms.size === 0) return words;
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1; n--) {
      const means = synonyms.get(words.slice(i, i + n).join(' '));
      if (means !== undefined) {
        out.push(...wordsOf(means));
        taken = n;
        break;
      }
    }
    if (taken === 0) {
      out.push(words[i]!);
      taken = 1;
    }
    i += taken;
  }
  return out;
}

export function readQuery(text: string, synonyms: Synonyms = new Map()): ReadQuery {
  const { rest, price } = readPrices(text);
  const words = expandSynonyms(wordsOf(rest), synonyms).slice(0, MAX_WORDS * 2);
  const r: Reading = { gender: null, types: [], colours: [], fabrics: [], words: [], soft: [] };
  const corrections: { from: string; to: string }[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 2; n--) {
      if (apply(words.slice(i, i + n).join(' '), r)) {
        taken = n;
        break;
      }
    }
    if (taken === 0) {
      const word = words[i]!;
      const base = known(word);
      if (base !== null) apply(base, r);
      else {
        const near =
          /^\p{N}+$/u.test(word) || PLAIN_WORDS.has(word)
            ? null
            : nearestKnown(word, synonyms.keys());
        if (near !== null && synonyms.has(near)) {
          corrections.push({ from: word, to: near });
          for (const w of wordsOf(synonyms.get(near)!)) {
            if (!apply(known(w) ?? w, r)) r.words.push(w);
          }
        } else if (near !== null) {
          corrections.push({ from: word, to: near });
          apply(near, r);
        } else if (r.words.length < MAX_WORDS) addUnique(r.words, word);
      }
      taken = 1;
    }
    i += taken;
  }
  // A word that implies a gender ("kurti") asks for it unless the shopper named one.
  const implied = r.types.find((t) => t.gender)?.gender ?? null;
  // A department ("footwear", "dress") gives way to a garment named with it ("anarkali dress").
  const specific = r.types.filter((t) => !t.broad);
  const types = specific.length > 0 ? specific : r.types;
  return { text: text.trim(), ...r, types, gender: r.gender ?? implied, price, corrections };
}

const GENDER_LABELS: Record<Gender, string> = { men: "men's", women: "women's", unisex: 'unisex' };

/** The query as search understood it, in words, for "Showing results for ...": in Hindi for a Hindi page. */
export function describe(
  q: Pick<ReadQuery, 'gender' | 'types' | 'colours' | 'fabrics' | 'price' | 'words' | 'soft'>,
  lang: Language = 'en',
): string {
  // A word that named the gender ("bridal") is said by the gender already.
  const occasions = q.soft.filter((w) => !(w in GENDER_WORDS));
  if (lang === 'hi') return describeInHindi({ ...q, occasions });
  const parts: string[] = [];
  if (q.gender) parts.push(GENDER_LABELS[q.gender]);
  parts.push(...q.colours.map((c) => c.label));
  parts.push(...q.fabrics);
  parts.push(...q.words);
  parts.push(...q.types.map((t) => t.label));
  if (occasions.length) parts.push(`for ${occasions.join(' ')}`);
  const inr = (rupees: number) => formatPaiseShort(Math.round(rupees * 100));
  if (q.price.min !== null && q.price.max !== null)
    parts.push(`${inr(q.price.min)} to ${inr(q.price.max)}`);
  else if (q.price.max !== null) parts.push(`under ${inr(q.price.max)}`);
  else if (q.price.min !== null) parts.push(`above ${inr(q.price.min)}`);
  return parts.join(' ');
}
