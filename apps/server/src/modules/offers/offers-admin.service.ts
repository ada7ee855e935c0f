// The admin's door onto offer codes: the same service as the command line, with the audit
// entry written in the transaction of the change.
import type { AdminCoupon, AdminCouponCreate } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { invalid } from '../../lib/domain-error.ts';
import { paiseToRupees, rupeesToPaise } from '../../lib/money.ts';
import { recordAudit, type AuditActor } from '../staff/index.ts';
import {
  createCoupon,
  disableCouponByCode,
  listCouponsForOwner,
  type CouponInput,
  type CouponRow,
} from './offers.service.ts';

export function toAdminCoupon(c: CouponRow): AdminCoupon {
  return {
    code: c.code,
    kind: c.kind === 'percent' ? 'percent' : 'flat',
    amount: c.kind === 'percent' ? c.amount / 100 : paiseToRupees(c.amount),
    minOrder: paiseToRupees(c.minOrderPaise),
    maxDiscount: c.maxDiscountPaise === null ? null : paiseToRupees(c.maxDiscountPaise),
    startsAt: c.startsAt?.toISOString() ?? null,
    endsAt: c.endsAt?.toISOString() ?? null,
    maxUses: c.maxUses,
    used: c.used,
    perShopperLimit: c.perShopperLimit,
    firstOrderOnly: c.firstOrderOnly,
    categories: c.categories,
    disabled: c.disabledAt !== null,
    createdAt: c.createdAt.toISOString(),
  };
}

function paise(name: string, rupees: number | undefined): number | undefined {
  if (rupees === undefined) return undefined;
  try {
    return rupeesToPaise(rupees);
  } catch {
    throw invalid(`${name}: rupees with at most two decimals`);
  }
}

export async function listCouponsForAdmin(db: Executor): Promise<AdminCoupon[]> {
  return (await listCouponsForOwner(db)).map(toAdminCoupon);
}

export async function createCouponAsStaff(
  db: Executor,
  actor: AuditActor,
  input: AdminCouponCreate,
): Promise<AdminCoupon> {
  const row = await createCouponAudited(db, actor, {
    code: input.code,
    percent: input.percent,
    flatPaise: paise('flat', input.flat),
    minOrderPaise: paise('minOrder', input.minOrder),
    maxDiscountPaise: paise('maxDiscount', input.maxDiscount),
    starts: input.starts,
    ends: input.ends,
    maxUses: input.maxUses,
    perShopper: input.perShopper,
    firstOrderOnly: input.firstOrderOnly,
    categories: input.categories,
  });
  return toAdminCoupon(row);
}

/** A new code and its audit entry in one transaction; `actor` null is the command line. */
export async function createCouponAudited(
  db: Executor,
  actor: AuditActor | null,
  input: CouponInput,
): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const row = await createCoupon(tx, input);
    await recordAudit(tx, {
      actor,
      action: 'coupon.create',
      entity: 'coupon',
      entityId: row.code,
      before: null,
      after: toAdminCoupon(row),
    });
    return row;
  });
}

/** `actor` null is the command line (coupons:disable). */
export async function disableCouponAsStaff(
  db: Executor,
  actor: AuditActor | null,
  code: string,
): Promise<AdminCoupon> {
  return db.transaction(async (tx) => {
    const row = await disableCouponByCode(tx, code);
    const after = toAdminCoupon(row);
    await recordAudit(tx, {
      actor,
      action: 'coupon.disable',
      entity: 'coupon',
      entityId: row.code,
      before: { ...after, disabled: false },
      after,
    });
    return after;
  });
}
