// Price phrases in a search, the ways Indians write them: "under 2000", "below ₹1,500",
// "2000 se kam", "1000-3000", "above 5k", "₹999 tak". Read out of the text before its words are.

/** Whole rupees on the price the shopper pays; null: no bound. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

const CURRENCY = String.raw`(?:(?<!\p{L})(?:₹|rs\.?|inr|rupees?))?\s*`;
const AMOUNT = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)\s*(k|thousand|hazaar|hazar|हज़ार|हजार)?`;
const AFTER_CURRENCY = String.raw`\s*(?:rs\.?|inr|rupees?|₹|\/-)?`;

const MAX_WORDS = String.raw`under|below|less than|lesser than|within|upto|up to|max|maximum|not more than|cheaper than|<=?|neeche|niche|tak`;
const MIN_WORDS = String.raw`above|over|more than|greater than|min|minimum|from|starting|starting at|at least|>=?`;
const MAX_AFTER = String.raw`se kam|ke andar|ke neeche|ke niche|se neeche|se niche|tak|or less|and below|and under|or below|max|से कम|तक|के अंदर`;
const MIN_AFTER = String.raw`se upar|se zyada|se jyada|se adhik|ke upar|and above|or more|plus|\+|onwards|se shuru|से ऊपर|से ज़्यादा|से ज्यादा`;

function rupeesOf(digits: string, unit: string | undefined): number | null {
  const n = Number(digits.replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const value = unit ? n * 1000 : n;
  return value > 0 && value <= 10_000_000 ? Math.round(value) : null;
}

interface Pattern {
  re: RegExp;
  read(m: RegExpExecArray): PriceRange | null;
}

const flags = 'iu';
const PATTERNS: Pattern[] = [
  {
    // 1000-3000, ₹1,000 to ₹3,000, between 1000 and 3000, 1000 se 3000
    re: new RegExp(
      String.raw`(?:between\s+)?${CURRENCY}${AMOUNT}${AFTER_CURRENCY}\s*(?:-|–|to|and|se)\s*${CURRENCY}${AMOUNT}${AFTER_CURRENCY}(?:\s*(?:ke beech|tak|के बीच))?`,
      flags,
    ),
    read: (m) => {
      const a = rupeesOf(m[1]!, m[2]);
      const b = rupeesOf(m[3]!, m[4]);
      if (a === null || b === null) return null;
      return { min: Math.min(a, b), max: Math.max(a, b) };
    },
  },
  {
    re: new RegExp(
      String.raw`(?<!\p{L})(?:${MAX_WORDS})\s*${CURRENCY}${AMOUNT}${AFTER_CURRENCY}`,
      flags,
    ),
    read: (m) => ({ min: null, max: rupeesOf(m[1]!, m[2]) }),
  },
  {
    re: new RegExp(
      String.raw`(?<!\p{L})(?:${MIN_WORDS})\s*${CURRENCY}${AMOUNT}${AFTER_CURRENCY}`,
      flags,
    ),
    read: (m) => ({ min: rupeesOf(m[1]!, m[2]), max: null }),
  },
  {
    re: new RegExp(
      String.raw`${CURRENCY}${AMOUNT}${AFTER_CURRENCY}\s*(?:${MAX_AFTER})(?!\p{L})`,
      flags,
    ),
    read: (m) => ({ min: null, max: rupeesOf(m[1]!, m[2]) }),
  },
  {
    re: new RegExp(
      String.raw`${CURRENCY}${AMOUNT}${AFTER_CURRENCY}\s*(?:${MIN_AFTER})(?!\p{L})`,
      flags,
    ),
    read: (m) => ({ min: rupeesOf(m[1]!, m[2]), max: null }),
  },
  {
    // A bare amount with a currency ("saree ₹2000", "kurta rs 999"), or a bare number of 100 or
    // more: what the shopper means to spend at most.
    re: new RegExp(
      String.raw`(?:₹|rs\.?\s|inr\s)\s*${AMOUNT}|${AMOUNT}\s*(?:rs\b|rupees?|\/-|₹)|(?<![\p{L}\p{N}])(\d{3,7})(?![\p{L}\p{N}])`,
      flags,
    ),
    read: (m) => {
      const digits = m[1] ?? m[3] ?? m[5];
      const unit = m[2] ?? m[4];
      return digits ? { min: null, max: rupeesOf(digits, unit) } : null;
    },
  },
];

/** The price bounds a search names, and its text without them. */
export function readPrices(text: string): { rest: string; price: PriceRange } {
  let rest = text;
  const price: PriceRange = { min: null, max: null };
  for (const { re, read } of PATTERNS) {
    const m = re.exec(rest);
    if (!m) continue;
    const found = read(m);
    if (!found) continue;
    if (found.min !== null && price.min === null) price.min = found.min;
    if (found.max !== null && price.max === null) price.max = found.max;
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  }
  return { rest, price };
}
