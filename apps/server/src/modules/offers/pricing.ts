// The order's money, worked out in one pure function (docs/offers.md): the lines as the catalog
// prices them, an offer code, the shipping rule and cash on delivery give the subtotal, the
// discount (spread over the lines in whole paise), the shipping fee, the COD fee and the total.
// No database and no clock of its own: the quote and the placing of an order call it with what
// they read, so both answer the same amounts for the same inputs.
import { formatPaiseShort, IST_OFFSET_MS, type CouponRefusal } from '@store/contract';

export interface PricedLine {
  productId: number;
  quantity: number;
  unitPaise: number;
  /** The product's category, parent category and sub-category, for offers limited to some. */
  categories: string[];
}

export interface CouponRule {
  code: string;
  kind: 'percent' | 'flat';
  /** Basis points for a percentage (1000 = 10 %), paise for a flat amount. */
  amount: number;
  /** The least the qualifying lines must come to, paise. */
  minOrderPaise: number;
  /** The most a percentage takes off, paise; null for no cap. */
  maxDiscountPaise: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Uses in all; null for no limit. `used` counts the uses not given back. */
  maxUses: number | null;
  used: number;
  perShopperLimit: number | null;
  firstOrderOnly: boolean;
  /** Empty: every line qualifies; else lines whose product is in one of these (any case). */
  categories: string[];
  disabled: boolean;
}

/** What the shopper's history says about a code, read by the caller. */
export interface ShopperHistory {
  /** This shopper's uses of this code that were not given back. */
  usesOfCode: number;
  /** Whether the shopper has an earlier order that was not cancelled. */
  hasEarlierOrder: boolean;
}

export type CouponOutcome =
  | { status: 'applied'; code: string; discountPaise: number }
  | { status: 'rejected'; code: string; reason: CouponRefusal; message: string };

export interface ShippingRule {
  /** Goods at or above this (after the discount) ship free, paise. */
  freeAbovePaise: number;
  /** The fee below it, paise. */
  flatFeePaise: number;
}

/** Why cash on delivery is not offered; null when it is. Decided by the caller (cod.ts). */
export type CodRefusal = 'unavailable' | 'over-limit' | 'pin' | 'returns' | null;

export interface PricingInput {
  lines: PricedLine[];
  coupon: { rule: CouponRule; history: ShopperHistory } | null;
  /** The code as typed when the store has no such code. */
  unknownCode?: string | undefined;
  shipping: ShippingRule;
  now: Date;
  /** The COD fee when the shopper pays by cash on delivery, paise; 0 for any other method. */
  codFeePaise: number;
}

export interface PricedOrder {
  subtotalPaise: number;
  discountPaise: number;
  /** Per line, in the order of `lines`: its discount, and what the shopper pays for it. */
  lineDiscountPaise: number[];
  lineNetPaise: number[];
  shippingPaise: number;
  codFeePaise: number;
  /** Subtotal - discount + shipping, before any COD fee: what the COD limit is measured on. */
  beforeCodPaise: number;
  totalPaise: number;
  coupon: CouponOutcome | null;
}

const lower = (s: string) => s.trim().toLowerCase();

/** Whether a line may take the code's discount. */
export function lineQualifies(rule: Pick<CouponRule, 'categories'>, line: PricedLine): boolean {
  if (rule.categories.length === 0) return true;
  const wanted = new Set(rule.categories.map(lower));
  return line.categories.some((c) => wanted.has(lower(c)));
}

/** A moment as the date and time an Indian shopper reads, "24 Nov 2026, 11:59 pm IST". */
export function istText(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  const h = ist.getUTCHours();
  const m = String(ist.getUTCMinutes()).padStart(2, '0');
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${hour12}:${m} ${h < 12 ? 'am' : 'pm'} IST`;
}

const rupeeText = formatPaiseShort;

function refuse(code: string, reason: CouponRefusal, message: string): CouponOutcome {
  return { status: 'rejected', code, reason, message };
}

/**
 * The discount a code gives on these lines, or why it gives none. The checks run in the order a
 * shopper can act on: a code that does not exist or is over first, then this basket, then this
 * shopper.
 */
export function evaluateCoupon(
  rule: CouponRule,
  history: ShopperHistory,
  lines: PricedLine[],
  now: Date,
): CouponOutcome {
  const code = rule.code;
  if (rule.disabled) return refuse(code, 'disabled', `The code ${code} is no longer offered.`);
  if (rule.startsAt && now < rule.startsAt) {
    return refuse(code, 'not-yet-valid', `The code ${code} starts on ${istText(rule.startsAt)}.`);
  }
  if (rule.endsAt && now >= rule.endsAt) {
    return refuse(code, 'expired', `The code ${code} expired on ${istText(rule.endsAt)}.`);
  }
  if (rule.maxUses !== null && rule.used >= rule.maxUses) {
    return refuse(code, 'used-up', `The code ${code} has been used up.`);
  }
  const qualifying = lines.filter((l) => lineQualifies(rule, l));
  if (qualifying.length === 0) {
    return refuse(
      code,
      'not-for-these-items',
      `The code ${code} is only for ${rule.categories.join(', ')}; nothing in your cart qualifies.`,
    );
  }
  const base = qualifying.reduce((s, l) => s + l.unitPaise * l.quantity, 0);
  if (base < rule.minOrderPaise) {
    const short = rule.minOrderPaise - base;
    const what = rule.categories.length ? ` of ${rule.categories.join(', ')}` : '';
    return refuse(
      code,
      'minimum-not-met',
      `The code ${code} needs ${rupeeText(rule.minOrderPaise)}${what} in your cart; add ${rupeeText(short)} more.`,
    );
  }
  if (rule.firstOrderOnly && history.hasEarlierOrder) {
    return refuse(code, 'first-order-only', `The code ${code} is for a first order only.`);
  }
  if (rule.perShopperLimit !== null && history.usesOfCode >= rule.perShopperLimit) {
    return refuse(
      code,
      'per-shopper-limit',
      rule.perShopperLimit === 1
        ? `You have already used the code ${code}.`
        : `You have already used the code ${code} ${rule.perShopperLimit} times, its limit.`,
    );
  }
  const discountPaise = couponDiscount(rule, base);
  return { status: 'applied', code, discountPaise };
}

/** The amount off `base` (the qualifying lines' value): never more than base, never negative. */
export function couponDiscount(
  rule: Pick<CouponRule, 'kind' | 'amount' | 'maxDiscountPaise'>,
  base: number,
): number {
  // A percentage rounds down to whole paise: the store never takes off more than it says.
  let off = rule.kind === 'percent' ? Math.floor((base * rule.amount) / 10_000) : rule.amount;
  if (rule.maxDiscountPaise !== null) off = Math.min(off, rule.maxDiscountPaise);
  return Math.max(0, Math.min(off, base));
}

/**
 * Spreads `discount` over lines in proportion to their amounts, in whole paise that add up to
 * exactly `discount` (largest remainder; ties go to the earlier line). A line with amount 0
 * (one that does not qualify) gets 0, and no line gets more than its amount.
 */
export function allocateDiscount(amounts: number[], discount: number): number[] {
  const base = amounts.reduce((s, a) => s + a, 0);
  if (discount <= 0 || base <= 0) return amounts.map(() => 0);
  const total = Math.min(discount, base);
  // BigInt keeps amount * discount exact past 2^53 (10 lines of ₹2 crore at ₹2 crore off).
  const shares = amounts.map((a, i) => {
    const exact = BigInt(a) * BigInt(total);
    return { i, floor: Number(exact / BigInt(base)), rest: exact % BigInt(base) };
  });
  let left = total - shares.reduce((s, x) => s + x.floor, 0);
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

/** Works out the whole order. Pure: same input, same answer. */
export function priceOrder(input: PricingInput): PricedOrder {
  const amounts = input.lines.map((l) => l.unitPaise * l.quantity);
  const subtotalPaise = amounts.reduce((s, a) => s + a, 0);
  let coupon: CouponOutcome | null = null;
  let lineDiscountPaise = amounts.map(() => 0);
  if (input.coupon) {
    const { rule, history } = input.coupon;
    coupon = evaluateCoupon(rule, history, input.lines, input.now);
    if (coupon.status === 'applied') {
      const eligible = input.lines.map((l, i) => (lineQualifies(rule, l) ? amounts[i]! : 0));
      lineDiscountPaise = allocateDiscount(eligible, coupon.discountPaise);
    }
  } else if (input.unknownCode !== undefined) {
    const code = input.unknownCode;
    coupon = refuse(code, 'unknown', `There is no offer code ${code}.`);
  }
  const discountPaise = lineDiscountPaise.reduce((s, d) => s + d, 0);
  const lineNetPaise = amounts.map((a, i) => a - lineDiscountPaise[i]!);
  const goods = subtotalPaise - discountPaise;
  const shippingPaise = shippingFee(input.shipping, goods);
  const beforeCodPaise = goods + shippingPaise;
  return {
    subtotalPaise,
    discountPaise,
    lineDiscountPaise,
    lineNetPaise,
    shippingPaise,
    codFeePaise: input.codFeePaise,
    beforeCodPaise,
    totalPaise: beforeCodPaise + input.codFeePaise,
    coupon,
  };
}

export interface CodSettings {
  /** The largest order (before the COD fee) cash on delivery is offered for, paise. */
  maxOrderPaise: number;
  feePaise: number;
  /** COD orders above this (with the fee) wait for the shopper's confirmation, paise. */
  confirmAbovePaise: number;
  /** How long a COD order waits for that confirmation before it is cancelled. */
  confirmWithinHours: number;
  /** A phone with this many parcels returned to origin gets no COD; 0 never withholds it. */
  rtoLimit: number;
}

export interface CodInput {
  settings: CodSettings;
  /** Whether the store takes cash on delivery at all (its payment set-up). */
  storeTakesCod: boolean;
  beforeCodPaise: number;
  /** The PIN's COD flag from the delivery directory; null when no PIN is known yet. */
  pinAllowsCod: boolean | null;
  /** Parcels returned to origin for the shipping phone; null when no phone is known yet. */
  returnsOfPhone: number | null;
}

export interface CodDecision {
  offered: boolean;
  reason: CodRefusal;
  /** The shopper's sentence when not offered, else null. */
  message: string | null;
  feePaise: number;
  confirmationNeeded: boolean;
}

/**
 * Whether cash on delivery is offered, and if not, the one reason the shopper can read. The
 * order of the checks puts first what no change of cart can mend.
 */
export function codDecision(input: CodInput): CodDecision {
  const { settings } = input;
  const feePaise = settings.feePaise;
  const confirmationNeeded = input.beforeCodPaise + feePaise > settings.confirmAbovePaise;
  const no = (reason: Exclude<CodRefusal, null>, message: string): CodDecision => ({
    offered: false,
    reason,
    message,
    feePaise,
    confirmationNeeded: false,
  });
  if (!input.storeTakesCod) return no('unavailable', 'This store does not take cash on delivery.');
  if (input.pinAllowsCod === false) {
    return no('pin', 'Cash on delivery is not available for this PIN code.');
  }
  if (
    input.returnsOfPhone !== null &&
    settings.rtoLimit > 0 &&
    input.returnsOfPhone >= settings.rtoLimit
  ) {
    return no(
      'returns',
      'Cash on delivery is not available for this phone number because earlier cash-on-delivery parcels were returned undelivered. Please pay online.',
    );
  }
  if (input.beforeCodPaise > settings.maxOrderPaise) {
    return no(
      'over-limit',
      `Cash on delivery is available for orders up to ${rupeeText(settings.maxOrderPaise)}. Please pay online.`,
    );
  }
  return { offered: true, reason: null, message: null, feePaise, confirmationNeeded };
}
