// The admin's door onto offer codes: the same service as the command line, with the audit
// entry written in the transaction of the change.
import {
  COUPON_CODE_MESSAGE,
  COUPON_CODE_PATTERN,
  type AdminCoupon,
  type AdminCouponCreate,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { DomainError, invalid } from '../../lib/domain-error.ts';
import { paiseToRupees, rupeesToPaise } from '../../kernel/money.ts';
import { recordAudit, type AuditActor } from '../../kernel/audit.ts';
import {
  createCoupon,
  disableCouponByCode,
  listCouponsForOwner,
  parseIstTime,
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

/** A refusal of one field, named the way the admin's form puts it under that field. */
function atField<T>(field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') {
      throw invalid(`${field}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * The checks of createCoupon that belong to one field, made first with the field's name
 * ("ends: The code must end after it starts"), so the admin's form shows them where they
 * belong; createCoupon makes them again for the command line, in the same words.
 */
function checkFields(input: AdminCouponCreate): void {
  if (!COUPON_CODE_PATTERN.test(input.code.trim().toUpperCase())) {
    throw invalid(`code: ${COUPON_CODE_MESSAGE}`);
  }
  if ((input.percent === undefined) === (input.flat === undefined)) {
    throw invalid('percent: Give either a percentage or a flat amount off, not both');
  }
  const { starts: rawStarts, ends: rawEnds } = input;
  const starts = rawStarts ? atField('starts', () => parseIstTime(rawStarts, 'start')) : null;
  const ends = rawEnds ? atField('ends', () => parseIstTime(rawEnds, 'end')) : null;
  if (starts && ends && ends <= starts) throw invalid('ends: The code must end after it starts');
}

export async function listCouponsForAdmin(db: Executor): Promise<AdminCoupon[]> {
  return (await listCouponsForOwner(db)).map(toAdminCoupon);
}

export async function createCouponAsStaff(
  db: Executor,
  actor: AuditActor,
  input: AdminCouponCreate,
): Promise<AdminCoupon> {
  checkFields(input);
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
