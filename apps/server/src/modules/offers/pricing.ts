// The offer rules (docs/offers.md): whether a code may be used on this cart by this shopper,
// and if not, the sentence that says why; and whether cash on delivery is offered. The money
// itself (the discount, its spread over the lines, shipping, the fees and the total) is the
// order calculator's (packages/contract/src/order-calculator.ts), which these rules read too,
// so a code's minimum is judged on the same amounts the order is charged by.
import {
  formatPaiseShort,
  IST_OFFSET_MS,
  offerDiscount,
  offerQualifies,
  qualifyingPaise,
  type CalculatorOffer,
  type CouponRefusal,
} from '@store/contract';

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

/** Why cash on delivery is not offered; null when it is. Decided by the caller (cod.ts). */
export type CodRefusal = 'unavailable' | 'over-limit' | 'pin' | 'returns' | null;

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
  const base = qualifyingPaise(rule, lines);
  if (!lines.some((l) => offerQualifies(rule, l))) {
    return refuse(
      code,
      'not-for-these-items',
      `The code ${code} is only for ${rule.categories.join(', ')}; nothing in your cart qualifies.`,
    );
  }
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
  const discountPaise = offerDiscount(rule, base);
  return { status: 'applied', code, discountPaise };
}

/** What the order calculator needs of a code the shopper may use. */
export function calculatorOffer(rule: CouponRule): CalculatorOffer {
  return {
    kind: rule.kind,
    amount: rule.amount,
    maxDiscountPaise: rule.maxDiscountPaise,
    categories: rule.categories,
  };
}

/**
 * The code's outcome for this cart, and the offer the calculator applies (null when none):
 * a code the store does not have is refused as unknown.
 */
export function offerFor(input: {
  lines: PricedLine[];
  coupon: { rule: CouponRule; history: ShopperHistory } | null;
  unknownCode?: string | undefined;
  now: Date;
}): { outcome: CouponOutcome | null; offer: CalculatorOffer | null } {
  if (input.coupon) {
    const { rule, history } = input.coupon;
    const outcome = evaluateCoupon(rule, history, input.lines, input.now);
    return { outcome, offer: outcome.status === 'applied' ? calculatorOffer(rule) : null };
  }
  if (input.unknownCode === undefined) return { outcome: null, offer: null };
  const code = input.unknownCode;
  return { outcome: refuse(code, 'unknown', `There is no offer code ${code}.`), offer: null };
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
  /** The order before any COD fee, and with the fee: both the order calculator's totals. */
  beforeCodPaise: number;
  withCodFeePaise: number;
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
  const confirmationNeeded = input.withCodFeePaise > settings.confirmAbovePaise;
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
