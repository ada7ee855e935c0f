// The order calculator (docs/offers.md, docs/decisions/014-order-calculator.md): every amount of
// an order, from its lines, its offer, the shipping rule, the COD fee and the places that decide
// the GST. One pure function on whole paise, shared by the server (quote, placing, invoice,
// mails, admin) and the storefront (cart and order summaries), so no two places add money up
// differently. The server stays the authority: the storefront only shows what it was told or
// what the server will say.
import {
  slabRate,
  splitKind,
  taxInclusiveLine,
  untaxedLine,
  type LineTax,
  type TaxSlab,
  type TaxSplitKind,
} from './gst.ts';
import { subtotalOf } from './money.ts';

export interface CalculatorLine {
  /** The catalog's price of one piece, GST included, paise. */
  unitPaise: number;
  quantity: number;
  /** The product's category, parent and sub-category, for an offer limited to some. */
  categories?: readonly string[] | undefined;
  /**
   * The GST slabs of the line's HSN code (gst.ts `ruleForHsn`); needed only when a registered
   * store ships to a known state. The slab follows the line's amount after the discount.
   */
  taxSlabs?: readonly TaxSlab[] | null | undefined;
}

/** The part of an offer code that decides money; whether it may be used is the offers module's. */
export interface CalculatorOffer {
  kind: 'percent' | 'flat';
  /** Basis points for a percentage (1000 = 10 %), paise for a flat amount. */
  amount: number;
  /** The most a percentage takes off, paise; null for no cap. */
  maxDiscountPaise: number | null;
  /** Empty: every line qualifies; else lines in one of these categories (any case). */
  categories: readonly string[];
}

export interface ShippingRule {
  /** Goods at or above this (after the discount) ship free, paise. */
  freeAbovePaise: number;
  /** The fee below it, paise. */
  flatFeePaise: number;
}

/**
 * Where the GST falls: null while the shipping state is not known (a quote without a PIN); a
 * store without a GSTIN charges none; a registered one splits by its state and the shipping
 * state (the place of supply).
 */
export type TaxPlaces =
  null | { registered: false } | { registered: true; storeState: string; shipState: string };

export interface OrderInput {
  lines: readonly CalculatorLine[];
  offer: CalculatorOffer | null;
  shipping: ShippingRule;
  /** The COD fee when the shopper pays by cash on delivery, paise; 0 for any other method. */
  codFeePaise: number;
  tax: TaxPlaces;
}

export interface CalculatedLine {
  /** Price times quantity. */
  grossPaise: number;
  /** This line's share of the offer's discount. */
  discountPaise: number;
  /** What the shopper pays for the line: gross less its discount, the GST inside it. */
  netPaise: number;
  /** The GST inside `netPaise`; null when no place of supply is known or none was recorded. */
  tax: LineTax | null;
}

/** What the order charges beside its goods. */
export type ChargeKind = 'shipping' | 'cod-fee';

export interface CalculatedCharge {
  kind: ChargeKind;
  amountPaise: number;
  /**
   * The GST inside the charge: shipping and the COD fee are part of a composite supply whose
   * principal supply is the goods, taxed at the rate of the principal line (`principalLine`,
   * docs/tax.md "Shipping and the COD fee"). Null when the lines' tax is not known.
   */
  tax: LineTax | null;
}

export interface TaxTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  utgstPaise: number;
  igstPaise: number;
  /** CGST + SGST + UTGST + IGST. */
  taxPaise: number;
}

export interface OrderCalculation {
  /** In the order of the input's lines. */
  lines: CalculatedLine[];
  /** Σ gross. */
  subtotalPaise: number;
  /** Σ line discounts: exactly the offer's discount. */
  discountPaise: number;
  /** Σ net: the goods after the discount. */
  goodsPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  /** Shipping, then the COD fee; each always present, 0 when not charged. */
  charges: CalculatedCharge[];
  /** Goods + shipping, before any COD fee: what the COD limit is measured on. */
  beforeCodPaise: number;
  /** Σ over lines and taxed charges; null when any line's tax is not known. */
  tax: TaxTotals | null;
  /** Goods + every charge: what the shopper pays. */
  totalPaise: number;
  /**
   * How the order's GST is split (the place of supply against the store's state): what the
   * charges were taxed with, and what the order keeps so that restating it later splits them
   * the same way. Null when the store charges no GST or the shipping state is not known; a
   * restated order gives back what it stored.
   */
  taxSplit: TaxSplitKind | null;
}

// ---------------------------------------------------------------------------------------------
// The steps, each exported for the code that must explain one of them (an offer's minimum, the
// COD limit) with the same arithmetic the order is charged by.

const lower = (s: string) => s.trim().toLowerCase();

export { subtotalOf };

/** Whether a line may take the offer's discount. */
export function offerQualifies(
  offer: Pick<CalculatorOffer, 'categories'>,
  line: Pick<CalculatorLine, 'categories'>,
): boolean {
  if (offer.categories.length === 0) return true;
  const wanted = new Set(offer.categories.map(lower));
  return (line.categories ?? []).some((c) => wanted.has(lower(c)));
}

/** The lines' amounts the offer takes its discount from (0 for a line it does not reach). */
export function qualifyingAmounts(
  offer: Pick<CalculatorOffer, 'categories'>,
  lines: readonly CalculatorLine[],
): number[] {
  return lines.map((l) => (offerQualifies(offer, l) ? l.unitPaise * l.quantity : 0));
}

/** What the offer's minimum and percentage are measured on: the qualifying lines' value. */
export function qualifyingPaise(
  offer: Pick<CalculatorOffer, 'categories'>,
  lines: readonly CalculatorLine[],
): number {
  return sum(qualifyingAmounts(offer, lines));
}

/** The amount off `base` (the qualifying lines' value): never more than base, never negative. */
export function offerDiscount(
  offer: Pick<CalculatorOffer, 'kind' | 'amount' | 'maxDiscountPaise'>,
  base: number,
): number {
  // A percentage rounds down to whole paise: the store never takes off more than it says.
  let off = offer.kind === 'percent' ? Math.floor((base * offer.amount) / 10_000) : offer.amount;
  if (offer.maxDiscountPaise !== null) off = Math.min(off, offer.maxDiscountPaise);
  return Math.max(0, Math.min(off, base));
}

/**
 * Spreads `discount` over lines in proportion to their amounts, in whole paise that add up to
 * exactly `discount` (largest remainder; ties go to the earlier line). A line with amount 0
 * (one that does not qualify) gets 0, and no line gets more than its amount.
 */
export function allocateDiscount(amounts: readonly number[], discount: number): number[] {
  const base = sum(amounts);
  if (discount <= 0 || base <= 0) return amounts.map(() => 0);
  const total = Math.min(discount, base);
  // BigInt keeps amount * discount exact past 2^53 (10 lines of ₹2 crore at ₹2 crore off).
  const shares = amounts.map((a, i) => {
    const exact = BigInt(a) * BigInt(total);
    return { i, floor: Number(exact / BigInt(base)), rest: exact % BigInt(base) };
  });
  let left = total - sum(shares.map((x) => x.floor));
  const byRest = [...shares].sort((x, y) =>
    y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i,
  );
  for (const s of byRest) {
    if (left === 0) break;
    s.floor += 1;
    left -= 1;
  }
  return shares.map((s) => s.floor);
}

/** The shipping fee for goods worth `goodsPaise` after the discount. */
export function shippingFee(rule: ShippingRule, goodsPaise: number): number {
  if (goodsPaise <= 0) return 0;
  return goodsPaise >= rule.freeAbovePaise ? 0 : rule.flatFeePaise;
}

/**
 * The GST inside a line's net amount for these places (docs/tax.md): the slab judged on the
 * net per piece, the split by place of supply, rounded once per line.
 */
export function lineTax(
  netPaise: number,
  quantity: number,
  slabs: readonly TaxSlab[] | null | undefined,
  places: TaxPlaces,
): LineTax | null {
  if (places === null) return null;
  if (!places.registered) return untaxedLine(netPaise);
  // The server refuses to sell an HSN without a rate before it prices (tax.service.ts).
  if (!slabs) throw new RangeError('A line has no GST rate for its HSN code');
  const rate = slabRate(slabs, netPaise, quantity);
  return taxInclusiveLine(netPaise, rate, splitKind(places.storeState, places.shipState));
}

// ---------------------------------------------------------------------------------------------
// The whole order

/** Works out every amount of an order. Pure: the same input gives the same answer. */
export function calculateOrder(input: OrderInput): OrderCalculation {
  const gross = input.lines.map((l) => l.unitPaise * l.quantity);
  let discounts = gross.map(() => 0);
  if (input.offer) {
    const eligible = qualifyingAmounts(input.offer, input.lines);
    discounts = allocateDiscount(eligible, offerDiscount(input.offer, sum(eligible)));
  }
  const lines = input.lines.map((l, i): CalculatedLine => {
    const netPaise = gross[i]! - discounts[i]!;
    return {
      grossPaise: gross[i]!,
      discountPaise: discounts[i]!,
      netPaise,
      tax: lineTax(netPaise, l.quantity, l.taxSlabs, input.tax),
    };
  });
  const shippingPaise = shippingFee(input.shipping, sum(lines.map((l) => l.netPaise)));
  const split =
    input.tax?.registered === true ? splitKind(input.tax.storeState, input.tax.shipState) : null;
  return assemble(
    lines,
    [
      charge('shipping', shippingPaise, lines, split),
      charge('cod-fee', input.codFeePaise, lines, split),
    ],
    split,
  );
}

/**
 * The principal supply of a composite supply (docs/tax.md): the line of the highest value after
 * its discount, the earlier on a tie. Shipping and the COD fee take its rate. -1 for no lines.
 */
export function principalLine(lines: readonly Pick<CalculatedLine, 'netPaise'>[]): number {
  let best = -1;
  lines.forEach((l, i) => {
    if (best < 0 || l.netPaise > lines[best]!.netPaise) best = i;
  });
  return best;
}

/**
 * A charge taxed as part of the supply of the goods: at the principal line's rate and the
 * order's split (`null`: a store without GST). Null tax when any line's tax is unknown, so the
 * order's totals stay unknown too.
 */
function charge(
  kind: ChargeKind,
  amountPaise: number,
  lines: readonly CalculatedLine[],
  split: TaxSplitKind | null,
): CalculatedCharge {
  const principal = lines[principalLine(lines)];
  if (lines.some((l) => l.tax === null)) return { kind, amountPaise, tax: null };
  const rate = principal?.tax?.rateBasisPoints ?? 0;
  const tax =
    rate === 0 || split === null
      ? untaxedLine(amountPaise)
      : taxInclusiveLine(amountPaise, rate, split);
  return { kind, amountPaise, tax };
}

/**
 * The split of an order that did not keep it (placed before `orders.tax_split`), read back from
 * its lines' tax: IGST, UTGST or SGST where any line carries it; IGST when no line carries any
 * (a store without a GSTIN or a 0% rate, where the charges take no tax anyway, or lines too
 * small to carry a paisa).
 */
function splitReadFromLines(lines: readonly CalculatedLine[]): TaxSplitKind {
  const taxes = lines.map((l) => l.tax).filter((t): t is LineTax => t !== null);
  if (taxes.some((t) => t.igstPaise > 0)) return 'igst';
  if (taxes.some((t) => t.utgstPaise > 0)) return 'cgst-utgst';
  if (taxes.some((t) => t.cgstPaise > 0 || t.sgstPaise > 0)) return 'cgst-sgst';
  return 'igst';
}

/**
 * A line as the order keeps it (the server's order_items, by the same names): its price,
 * quantity, share of the discount and GST as charged. `taxablePaise` null or absent: a line
 * placed before GST was recorded.
 */
export interface StoredLine {
  unitPricePaise: number;
  quantity: number;
  discountPaise?: number | undefined;
  taxRateBasisPoints?: number | undefined;
  taxablePaise?: number | null | undefined;
  cgstPaise?: number | undefined;
  sgstPaise?: number | undefined;
  utgstPaise?: number | undefined;
  igstPaise?: number | undefined;
}

/** What the order keeps of itself, beside its lines. */
export interface StoredOrder {
  items: readonly StoredLine[];
  shippingPaise?: number | undefined;
  codFeePaise?: number | undefined;
  /**
   * How the order's tax was split, as it stored it when placed (`OrderCalculation.taxSplit`):
   * the charges are taxed with it. Absent or null (an order placed before the split was kept, or
   * by a store without GST): read back from the lines' tax, and IGST when no line carries a
   * paisa of it.
   */
  taxSplit?: TaxSplitKind | null | undefined;
}

/**
 * The amounts of an order already placed, from what it stored: the invoice, the mails, the admin
 * and a change of payment method (the COD fee on or off) read these, never a sum of their own.
 * Nothing is priced again: a later change of price, rate or rule does not rewrite an order.
 * `codFeePaise` replaces the stored fee (the shopper choosing or leaving cash on delivery).
 */
export function restateOrder(
  stored: StoredOrder,
  codFeePaise: number = stored.codFeePaise ?? 0,
): OrderCalculation {
  const lines = stored.items.map((l): CalculatedLine => {
    const grossPaise = l.unitPricePaise * l.quantity;
    const discountPaise = l.discountPaise ?? 0;
    return {
      grossPaise,
      discountPaise,
      netPaise: grossPaise - discountPaise,
      tax: storedTax(l),
    };
  });
  const split = stored.taxSplit ?? splitReadFromLines(lines);
  return assemble(
    lines,
    [
      charge('shipping', stored.shippingPaise ?? 0, lines, split),
      charge('cod-fee', codFeePaise, lines, split),
    ],
    stored.taxSplit ?? null,
  );
}

function storedTax(l: StoredLine): LineTax | null {
  if (l.taxablePaise === null || l.taxablePaise === undefined) return null;
  return {
    rateBasisPoints: l.taxRateBasisPoints ?? 0,
    taxablePaise: l.taxablePaise,
    cgstPaise: l.cgstPaise ?? 0,
    sgstPaise: l.sgstPaise ?? 0,
    utgstPaise: l.utgstPaise ?? 0,
    igstPaise: l.igstPaise ?? 0,
  };
}

/** The one place the parts are added up. */
function assemble(
  lines: CalculatedLine[],
  charges: CalculatedCharge[],
  taxSplit: TaxSplitKind | null,
): OrderCalculation {
  const goodsPaise = sum(lines.map((l) => l.netPaise));
  const amountOf = (kind: ChargeKind) => charges.find((c) => c.kind === kind)?.amountPaise ?? 0;
  const shippingPaise = amountOf('shipping');
  return {
    lines,
    subtotalPaise: sum(lines.map((l) => l.grossPaise)),
    discountPaise: sum(lines.map((l) => l.discountPaise)),
    goodsPaise,
    shippingPaise,
    codFeePaise: amountOf('cod-fee'),
    charges,
    beforeCodPaise: goodsPaise + shippingPaise,
    tax: taxTotals([...lines, ...charges.filter((c) => c.tax !== null)]),
    totalPaise: goodsPaise + sum(charges.map((c) => c.amountPaise)),
    taxSplit,
  };
}

/** The GST of several taxed parts together; null when any of them has none recorded. */
export function taxTotals(parts: readonly { tax: LineTax | null }[]): TaxTotals | null {
  if (parts.length === 0 || parts.some((p) => p.tax === null)) return null;
  const taxes = parts.map((p) => p.tax!);
  const of = (key: keyof Omit<LineTax, 'rateBasisPoints'>) => sum(taxes.map((t) => t[key]));
  const totals = {
    taxablePaise: of('taxablePaise'),
    cgstPaise: of('cgstPaise'),
    sgstPaise: of('sgstPaise'),
    utgstPaise: of('utgstPaise'),
    igstPaise: of('igstPaise'),
  };
  return { ...totals, taxPaise: taxOf(totals) };
}

/** The tax of a split: CGST + SGST + UTGST + IGST (a line's, an order's, a document's). */
export function taxOf(
  split: Pick<LineTax, 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise'>,
): number {
  return split.cgstPaise + split.sgstPaise + split.utgstPaise + split.igstPaise;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}
