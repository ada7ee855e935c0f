// The GST rules both sides apply (docs/tax.md): which rate an HSN code takes at a price, how
// the tax inside a GST-inclusive price splits into CGST, SGST, UTGST or IGST, GSTINs, state codes
// and amounts in words. Pure functions on whole paise; the server stays the authority on what is
// charged, the storefront may use these only to show what the server will say.
import { INDIAN_STATES, type IndianState } from './india.ts';
import { IST_OFFSET_MS } from './ist.ts';

// ---------------------------------------------------------------------------------------------
// Rates

/**
 * One slab of a rule: the rate that applies while the taxable value of ONE piece (or pair) is at
 * most `upToPaise`; null on the last slab means "any value above the previous slab".
 */
export interface TaxSlab {
  upToPaise: number | null;
  /** 500 = 5%. */
  rateBasisPoints: number;
}

/** A rule for every HSN code starting with `hsnPrefix` (a chapter "61", a heading "7117"). */
export interface TaxRule {
  hsnPrefix: string;
  /** Ascending by upToPaise, the last one open (null). */
  slabs: TaxSlab[];
}

/**
 * Apparel (chapters 61, 62), other made-up textiles (63) and footwear (64) from 22 September 2025
 * under Notification No. 9/2025-Central Tax (Rate) of 17 September 2025: 5% (2.5% CGST + 2.5%
 * SGST, or 5% IGST) while the sale value of a piece or pair is at most ₹2,500, 18% above.
 */
export const APPAREL_FOOTWEAR_SLABS: TaxSlab[] = [
  { upToPaise: 250_000, rateBasisPoints: 500 },
  { upToPaise: null, rateBasisPoints: 1800 },
];

export const DEFAULT_TAX_RULES: TaxRule[] = ['61', '62', '63', '64'].map((hsnPrefix) => ({
  hsnPrefix,
  slabs: APPAREL_FOOTWEAR_SLABS,
}));

/** An HSN code as printed on invoices: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

/** The rule with the longest prefix of `hsn`, or null when none covers it. */
export function ruleForHsn(rules: readonly TaxRule[], hsn: string): TaxRule | null {
  let best: TaxRule | null = null;
  for (const rule of rules) {
    if (hsn.startsWith(rule.hsnPrefix) && rule.hsnPrefix.length > (best?.hsnPrefix.length ?? -1)) {
      best = rule;
    }
  }
  return best;
}

/**
 * The rate for a line whose GST-inclusive amount is `netPaise` for `quantity` pieces. Prices are
 * inclusive, so the taxable value of a piece depends on the rate: net / quantity / (1 + rate).
 * The first slab (lowest first) whose own rate leaves the piece's taxable value within the slab
 * applies. Some inclusive prices fit no slab consistently (₹2,625.01 to ₹2,950 a piece under the
 * default rule: at 5% the taxable value is above ₹2,500, at 18% it is below); they fall through
 * to the higher slab, so the store never charges less tax than the rules ask. Integer arithmetic
 * only, so the boundary (₹2,625.00 inclusive = ₹2,500.00 taxable) is exactly 5%.
 */
export function slabRate(slabs: readonly TaxSlab[], netPaise: number, quantity: number): number {
  for (const slab of slabs) {
    if (slab.upToPaise === null) return slab.rateBasisPoints;
    // taxable per piece = net / q / (1 + r/10000) <= upTo  <=>  net * 10000 <= upTo * q * (10000 + r)
    if (netPaise * 10_000 <= slab.upToPaise * quantity * (10_000 + slab.rateBasisPoints)) {
      return slab.rateBasisPoints;
    }
  }
  return slabs.at(-1)?.rateBasisPoints ?? 0;
}

// ---------------------------------------------------------------------------------------------
// States and the split

/**
 * GST state codes (the first two digits of a GSTIN), by the state names the store keeps
 * (INDIAN_STATES). Andhra Pradesh is 37 since 2014 (28 was the undivided state); Dadra and Nagar
 * Haveli and Daman and Diu use 26 since they merged (25 was Daman and Diu).
 */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

export function gstStateCode(state: string): string | null {
  return (GST_STATE_CODES as Record<string, string>)[state] ?? null;
}

export function stateOfGstCode(code: string): IndianState | null {
  return INDIAN_STATES.find((s) => GST_STATE_CODES[s] === code) ?? null;
}

/**
 * Union territories without a legislature: within one of them the state's half of the tax is
 * UTGST, not SGST. Delhi, Puducherry and Jammu and Kashmir have legislatures and levy SGST.
 */
export const UTS_WITHOUT_LEGISLATURE: readonly IndianState[] = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Lakshadweep',
  'Ladakh',
];

export type TaxSplitKind = 'cgst-sgst' | 'cgst-utgst' | 'igst';

/** Place of supply is the shipping state: the same as the store's is intra-state, else IGST. */
export function splitKind(storeState: string, shipState: string): TaxSplitKind {
  if (storeState !== shipState) return 'igst';
  return (UTS_WITHOUT_LEGISLATURE as readonly string[]).includes(shipState)
    ? 'cgst-utgst'
    : 'cgst-sgst';
}

export interface LineTax {
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
}

/** Half-up division of non-negative integers. */
function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * The tax inside a GST-inclusive line amount, in whole paise, so that taxable value plus tax is
 * exactly `netPaise`. The tax is rounded once per line (not per piece). Within a state the tax is
 * two equal halves, so it is rounded to an even number of paise: the odd paisa, if any, stays in
 * the taxable value rather than making CGST and SGST differ.
 */
export function taxInclusiveLine(
  netPaise: number,
  rateBasisPoints: number,
  kind: TaxSplitKind,
): LineTax {
  if (!Number.isSafeInteger(netPaise) || netPaise < 0) {
    throw new RangeError('netPaise must be a whole, non-negative number of paise');
  }
  const zero = { cgstPaise: 0, sgstPaise: 0, utgstPaise: 0, igstPaise: 0 };
  if (rateBasisPoints === 0 || netPaise === 0) {
    return { rateBasisPoints, taxablePaise: netPaise, ...zero };
  }
  const denominator = 10_000 + rateBasisPoints;
  if (kind === 'igst') {
    const tax = divRound(netPaise * rateBasisPoints, denominator);
    return { rateBasisPoints, taxablePaise: netPaise - tax, ...zero, igstPaise: tax };
  }
  const half = divRound(netPaise * rateBasisPoints, 2 * denominator);
  return {
    rateBasisPoints,
    taxablePaise: netPaise - 2 * half,
    ...zero,
    cgstPaise: half,
    ...(kind === 'cgst-sgst' ? { sgstPaise: half } : { utgstPaise: half }),
  };
}

/** No GST charged: the store is not registered (no GSTIN), so it issues a bill of supply. */
export function untaxedLine(netPaise: number): LineTax {
  return taxInclusiveLine(netPaise, 0, 'igst');
}

/** "5%", "2.5%", "0.25%": a rate in basis points as people write it. */
export function formatRate(rateBasisPoints: number): string {
  return `${(rateBasisPoints / 100).toString()}%`;
}

// ---------------------------------------------------------------------------------------------
// GSTIN

/** Two digits of state code, the holder's PAN, an entity number, 'Z', a check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first fourteen characters: each character's value (0-9, A-Z as
 * 10-35) times 1 or 2 by position, the base-36 digits of each product summed, and the character
 * that tops the sum up to a multiple of 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** The GSTIN's state code (01 to 38), format and check character are all right. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  const state = Number(gstin.slice(0, 2));
  if (state < 1 || state > 38) return false;
  return gstin[14] === gstinCheckChar(gstin.slice(0, 14));
}

export const GSTIN_MESSAGE = 'GSTIN is not valid: check the 15 characters';

// ---------------------------------------------------------------------------------------------
// Amounts in words (Indian numbering: thousand, lakh, crore)

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function below100(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? below100(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words: 12,34,56,789 is "Twelve Crore Thirty-Four Lakh ...". */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number is needed');
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${numberInIndianWords(crore)} Crore`);
  let rest = n % 10_000_000;
  const lakh = Math.floor(rest / 100_000);
  if (lakh) parts.push(`${below100(lakh)} Lakh`);
  rest %= 100_000;
  const thousand = Math.floor(rest / 1000);
  if (thousand) parts.push(`${below100(thousand)} Thousand`);
  rest %= 1000;
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

/** "Rupees One Lakh Five Thousand and Fifty Paise Only": how an invoice writes its total. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const p = paise % 100;
  const head = `Rupees ${numberInIndianWords(rupees)}`;
  return p ? `${head} and ${below100(p)} Paise Only` : `${head} Only`;
}

// ---------------------------------------------------------------------------------------------
// Financial years and document numbers

/** The Indian financial year (April to March, in IST) of a moment, as "26-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** At most 16 characters, as the invoice rules allow: "EE/26-27/000123". */
export function documentNumber(prefix: string, fy: string, n: number): string {
  const number = `${prefix}/${fy}/${String(n).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`document number ${number} is over 16 characters`);
  return number;
}

/** A series prefix the store may choose: 1 to 3 capital letters or digits (16 characters in all). */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

// ---------------------------------------------------------------------------------------------
// HSN codes by category

/**
 * The HSN code a product takes when it names none: by the catalog's sub-category, else its
 * master category. A starting point for the demo and imports; the owner sets the real code per
 * product (a saree of silk or cotton fabric, for one, may belong in chapters 50 to 55).
 */
export function defaultHsn(p: {
  masterCategory: string;
  subCategory: string;
  gender: string;
}): string {
  const sub = p.subCategory.toLowerCase();
  const master = p.masterCategory.toLowerCase();
  if (master === 'footwear') return /kolhapuri|mojari|jutti|leather/.test(sub) ? '6403' : '6404';
  if (/jhumka|bangle|necklace|earring|jewel|maang|anklet|ring/.test(sub)) return '7117';
  if (/bag|potli|clutch|purse/.test(sub)) return '4202';
  if (/dupatta|stole|shawl|scarf/.test(sub)) return '6214';
  if (/sherwani|jacket|suit|trouser/.test(sub)) return '6203';
  if (master === 'apparel') return p.gender.toLowerCase() === 'men' ? '6211' : '6204';
  return '6211';
}
