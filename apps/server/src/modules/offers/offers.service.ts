// Offer codes: the owner makes, lists and disables them; an order takes a use of one in its
// own transaction and a cancelled order gives it back (docs/offers.md,
// docs/decisions/012-offers-and-cod.md).
import { COUPON_CODE_MESSAGE, COUPON_CODE_PATTERN, IST_OFFSET_MS } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { conflict, couponRefused, invalid, notFound } from '../../lib/domain-error.ts';
import {
  countShopperUses,
  disableCoupon,
  findCouponByCode,
  insertCoupon,
  insertRedemption,
  listCoupons,
  lockShopperCoupon,
  releaseRedemptions,
  takeCouponUse,
  type CouponRow,
} from './offers.repository.ts';
import type { CouponRule, ShopperHistory } from './pricing.ts';

export type { CouponRow };

export function toCouponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind === 'percent' ? 'percent' : 'flat',
    amount: row.amount,
    minOrderPaise: row.minOrderPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    used: row.used,
    perShopperLimit: row.perShopperLimit,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categories,
    disabled: row.disabledAt !== null,
  };
}

export interface CouponForPricing {
  id: number;
  rule: CouponRule;
  history: ShopperHistory;
}

/**
 * The code and what this shopper's history says about it, or null when there is no such code.
 * A visitor (no shopper) has no uses and no orders yet; placing the order checks again.
 * `lock` (inside the order's transaction) holds the shopper's uses still until it ends.
 */
export async function couponForPricing(
  db: Executor,
  code: string,
  shopper: { id: string; hasEarlierOrder: boolean } | null,
  lock = false,
): Promise<CouponForPricing | null> {
  const row = await findCouponByCode(db, code);
  if (!row) return null;
  if (shopper && lock) await lockShopperCoupon(db, row.id, shopper.id);
  const usesOfCode = shopper ? await countShopperUses(db, row.id, shopper.id) : 0;
  return {
    id: row.id,
    rule: toCouponRule(row),
    history: { usesOfCode, hasEarlierOrder: shopper?.hasEarlierOrder ?? false },
  };
}

/**
 * Takes one use of the code for this order, in the order's transaction. When the last use went
 * to another order a moment ago, the order is refused rather than placed at another price.
 */
export async function redeemCoupon(
  tx: Executor,
  r: { couponId: number; code: string; orderId: string; userId: string },
): Promise<void> {
  if (!(await takeCouponUse(tx, r.couponId))) {
    throw couponRefused(
      'used-up',
      `The code ${r.code} has just been used up. Remove it to place the order without it.`,
    );
  }
  await insertRedemption(tx, { orderId: r.orderId, couponId: r.couponId, userId: r.userId });
}

/** A cancelled order's use of its code goes back to the code (decision 012). */
export async function releaseCouponUses(tx: Executor, orderIds: string[]): Promise<number> {
  return releaseRedemptions(tx, orderIds);
}

// ---------------------------------------------------------------------------------------------
// The owner's side

export interface CouponInput {
  code: string;
  /** Exactly one of them: percent (1 to 100, up to two decimals) or flat paise. */
  percent?: number | undefined;
  flatPaise?: number | undefined;
  minOrderPaise?: number | undefined;
  maxDiscountPaise?: number | undefined;
  /** Dates or date-times in India: "2026-11-01" or "2026-11-01T18:00". */
  starts?: string | undefined;
  ends?: string | undefined;
  maxUses?: number | undefined;
  perShopper?: number | undefined;
  firstOrderOnly?: boolean | undefined;
  categories?: string[] | undefined;
}

const IST_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/;

/**
 * A date or date-time as the owner means it, in India (UTC+5:30). A bare end date means the
 * whole of that day: the code stops at the midnight that follows it.
 */
export function parseIstTime(raw: string, edge: 'start' | 'end'): Date {
  const m = IST_TIME.exec(raw.trim());
  if (!m) throw invalid(`"${raw}" is not a date like 2026-11-01 or a time like 2026-11-01T18:00`);
  const [, y, mo, d, h, mi] = m;
  const dayOnly = h === undefined;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0));
  const at = new Date(utc - IST_OFFSET_MS + (dayOnly && edge === 'end' ? 86_400_000 : 0));
  const back = new Date(utc);
  if (
    Number.isNaN(at.getTime()) ||
    back.getUTCDate() !== Number(d) ||
    Number(h ?? 0) > 23 ||
    Number(mi ?? 0) > 59
  ) {
    throw invalid(`"${raw}" is not a real date`);
  }
  return at;
}

const positive = (name: string, n: number | undefined, max = 2_000_000_000) => {
  if (n === undefined) return;
  if (!Number.isInteger(n) || n < 0 || n > max) throw invalid(`${name} must be a whole number`);
};

export async function createCoupon(db: Executor, input: CouponInput): Promise<CouponRow> {
  const code = input.code.trim().toUpperCase();
  if (!COUPON_CODE_PATTERN.test(code)) throw invalid(COUPON_CODE_MESSAGE);
  if ((input.percent === undefined) === (input.flatPaise === undefined)) {
    throw invalid('Give either a percentage or a flat amount off, not both');
  }
  let kind: 'percent' | 'flat';
  let amount: number;
  if (input.percent !== undefined) {
    const bp = Math.round(input.percent * 100);
    if (!(input.percent > 0 && input.percent <= 100) || Math.abs(bp - input.percent * 100) > 1e-6)
      throw invalid('A percentage off is more than 0 and at most 100, with at most 2 decimals');
    kind = 'percent';
    amount = bp;
  } else {
    positive('The flat amount', input.flatPaise);
    if (!input.flatPaise) throw invalid('A flat amount off must be more than 0');
    kind = 'flat';
    amount = input.flatPaise;
  }
  positive('The minimum order value', input.minOrderPaise);
  positive('The maximum discount', input.maxDiscountPaise);
  positive('The number of uses', input.maxUses, 10_000_000);
  positive('The uses per shopper', input.perShopper, 1000);
  if (input.maxUses === 0 || input.perShopper === 0) {
    throw invalid('A limit of uses must be at least 1 (leave it out for no limit)');
  }
  const startsAt = input.starts ? parseIstTime(input.starts, 'start') : null;
  const endsAt = input.ends ? parseIstTime(input.ends, 'end') : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw invalid('The code must end after it starts');
  const categories = [...new Set((input.categories ?? []).map((c) => c.trim()).filter(Boolean))];
  if (categories.some((c) => c.length > 60) || categories.length > 20) {
    throw invalid('At most 20 categories of at most 60 characters each');
  }
  const row = await insertCoupon(db, {
    code,
    kind,
    amount,
    minOrderPaise: input.minOrderPaise ?? 0,
    maxDiscountPaise: input.maxDiscountPaise ?? null,
    startsAt,
    endsAt,
    maxUses: input.maxUses ?? null,
    perShopperLimit: input.perShopper ?? null,
    firstOrderOnly: input.firstOrderOnly ?? false,
    categories,
  });
  if (!row) throw conflict(`There is already a code ${code}`);
  return row;
}

export async function listCouponsForOwner(db: Executor): Promise<CouponRow[]> {
  return listCoupons(db);
}

export async function disableCouponByCode(db: Executor, rawCode: string): Promise<CouponRow> {
  const row = await disableCoupon(db, rawCode.trim().toUpperCase());
  if (!row) throw notFound(`There is no code ${rawCode.trim().toUpperCase()}`);
  return row;
}
