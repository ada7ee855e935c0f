// The only code that reads and writes offer codes and their uses (docs/offers.md). A use is
// taken by one conditional UPDATE, so however many orders race for a code's last use, the
// database lets exactly one through.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { couponRedemptions, coupons } from './schema.ts';

// The schema's own row type, not written out again beside it.
export type CouponRow = typeof coupons.$inferSelect;

export type NewCoupon = Omit<CouponRow, 'id' | 'used' | 'disabledAt' | 'createdAt'>;

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  amount: coupons.amount,
  minOrderPaise: coupons.minOrderPaise,
  maxDiscountPaise: coupons.maxDiscountPaise,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  maxUses: coupons.maxUses,
  used: coupons.used,
  perShopperLimit: coupons.perShopperLimit,
  firstOrderOnly: coupons.firstOrderOnly,
  categories: coupons.categories,
  disabledAt: coupons.disabledAt,
  createdAt: coupons.createdAt,
};

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | null> {
  const rows = await db.select(couponColumns).from(coupons).where(eq(coupons.code, code)).limit(1);
  return rows[0] ?? null;
}

/** Null when the code is taken. */
export async function insertCoupon(db: Executor, c: NewCoupon): Promise<CouponRow | null> {
  const rows = await db
    .insert(coupons)
    .values(c)
    .onConflictDoNothing({ target: coupons.code })
    .returning(couponColumns);
  return rows[0] ?? null;
}

export async function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.select(couponColumns).from(coupons).orderBy(asc(coupons.code));
}

/** Null when there is no such code; an already disabled one keeps its first date. */
export async function disableCoupon(db: Executor, code: string): Promise<CouponRow | null> {
  const rows = await db
    .update(coupons)
    .set({ disabledAt: sql`coalesce(${coupons.disabledAt}, now())` })
    .where(eq(coupons.code, code))
    .returning(couponColumns);
  return rows[0] ?? null;
}

/**
 * Serialises one shopper's orders with one code until the transaction ends, so that counting
 * their uses and adding one cannot interleave (two tabs placing at once).
 */
export async function lockShopperCoupon(tx: Executor, couponId: number, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coupon:${couponId}:${userId}`}))`);
}

/** The shopper's uses of a code that were not given back. */
export async function countShopperUses(
  db: Executor,
  couponId: number,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes one use of the code if it has one left and is not disabled: true when taken. The row
 * lock of this UPDATE queues racing orders, and each re-reads `used` once the one before ends.
 */
export async function takeCouponUse(tx: Executor, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ used: sql`${coupons.used} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        isNull(coupons.disabledAt),
        sql`(${coupons.maxUses} is null or ${coupons.used} < ${coupons.maxUses})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(
  tx: Executor,
  r: { orderId: string; couponId: number; userId: string },
): Promise<void> {
  await tx.insert(couponRedemptions).values(r);
}

/**
 * Gives back the uses of these orders (each at most once) and returns how many it gave back.
 */
export async function releaseRedemptions(tx: Executor, orderIds: string[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(inArray(couponRedemptions.orderId, orderIds), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  const perCoupon = new Map<number, number>();
  for (const r of released) perCoupon.set(r.couponId, (perCoupon.get(r.couponId) ?? 0) + 1);
  for (const [id, n] of [...perCoupon].sort(([a], [b]) => a - b)) {
    await tx
      .update(coupons)
      .set({ used: sql`greatest(${coupons.used} - ${n}, 0)` })
      .where(eq(coupons.id, id));
  }
  return released.length;
}
