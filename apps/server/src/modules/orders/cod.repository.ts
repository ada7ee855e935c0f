// Offers and cash on delivery on the orders table (docs/offers.md): the shopper's history the
// COD rules read, and each COD step as one conditional UPDATE, like the moves in orders.repository.ts.
import { and, asc, count, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from './schema.ts';
import { orderColumns, type OrderRow } from './orders.repository.ts';
/** Whether the shopper has an order before this one that was not cancelled. */
export async function hasOrderNotCancelled(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 4)))
    .limit(1);
  return rows.length > 0;
}

/** Parcels to this phone that came back undelivered. */
export async function countReturnedToOrigin(db: Executor, phone: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.phone, phone), isNotNull(orders.returnedToOriginAt)));
  return row?.n ?? 0;
}

/**
 * The shopper chose cash on delivery for a Pending order: the fee, and the total with it (the
 * order calculator's, in place of any fee of an earlier choice). Without `confirm` the order
 * moves to Processing; with it, it stays Pending until the link is used or `confirm.by` passes.
 * Null when not Pending.
 */
export async function chooseCashOnDelivery(
  tx: Executor,
  id: string,
  amounts: { feePaise: number; totalPaise: number },
  confirm: { tokenHash: string; by: Date } | null,
): Promise<OrderRow | null> {
  const { feePaise, totalPaise: total } = amounts;
  const set = confirm
    ? {
        paymentMethod: 'cod',
        codFeePaise: feePaise,
        totalPaise: total,
        codConfirmTokenHash: confirm.tokenHash,
        codConfirmBy: confirm.by,
        updatedAt: sql`now()`,
      }
    : {
        status: 1,
        paymentMethod: 'cod',
        codFeePaise: feePaise,
        totalPaise: total,
        codConfirmTokenHash: null,
        codConfirmBy: null,
        placedFrom: null,
        updatedAt: sql`now()`,
      };
  const rows = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, id), eq(orders.status, 0)))
    .returning(orderColumns);
  return rows[0] ?? null;
}

/**
 * The shopper went back on cash on delivery before confirming it (to pay online): the fee
 * comes off (`totalPaise`, the calculator's total without it) and the order is an ordinary
 * unpaid one again. Null when there was no such choice.
 */
export async function dropCashOnDelivery(
  tx: Executor,
  id: string,
  totalPaise: number,
): Promise<OrderRow | null> {
  const rows = await tx
    .update(orders)
    .set({
      paymentMethod: null,
      totalPaise,
      codFeePaise: 0,
      codConfirmTokenHash: null,
      codConfirmBy: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), eq(orders.status, 0), isNotNull(orders.codConfirmBy)))
    .returning(orderColumns);
  return rows[0] ?? null;
}

/** Replaces the confirmation link of a waiting COD order; false when none is waiting. */
export async function replaceCodToken(tx: Executor, id: string, tokenHash: string) {
  const rows = await tx
    .update(orders)
    .set({ codConfirmTokenHash: tokenHash })
    .where(and(eq(orders.id, id), eq(orders.status, 0), isNotNull(orders.codConfirmBy)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Uses the link: Pending -> Processing when the hash matches and the deadline has not passed.
 * The link is then spent, since the order has left Pending; its hash stays so that whoever holds
 * it still reads "confirmed". Null otherwise (the caller reads the order to say why).
 */
export async function confirmCashOnDelivery(
  tx: Executor,
  id: string,
  tokenHash: string,
): Promise<OrderRow | null> {
  const rows = await tx
    .update(orders)
    .set({
      status: 1,
      codConfirmBy: null,
      placedFrom: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 0),
        eq(orders.codConfirmTokenHash, tokenHash),
        gt(orders.codConfirmBy, sql`now()`),
      ),
    )
    .returning(orderColumns);
  return rows[0] ?? null;
}

/** Whether this hash is the order's current confirmation link (read-only check for GET). */
export async function codTokenMatches(db: Executor, id: string, tokenHash: string) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.codConfirmTokenHash, tokenHash)))
    .limit(1);
  return rows.length > 0;
}

/** Locks up to `batch` waiting COD orders whose deadline is before `now`, skipping locked ones. */
export async function lockUnconfirmedCodBefore(
  tx: Executor,
  now: Date,
  batch: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 0), isNotNull(orders.codConfirmBy), lt(orders.codConfirmBy, now)))
    .orderBy(asc(orders.codConfirmBy), asc(orders.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return rows.map((r) => r.id);
}

/**
 * Records that a shipped parcel came back undelivered: Shipped -> Cancelled with the return's
 * time (decision 012). Null when the order is not Shipped.
 */
export async function markReturnedToOrigin(tx: Executor, id: string): Promise<OrderRow | null> {
  const rows = await tx
    .update(orders)
    .set({
      status: 4,
      returnedToOriginAt: sql`now()`,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), eq(orders.status, 2)))
    .returning(orderColumns);
  return rows[0] ?? null;
}

/** The buyer's business name and GSTIN, while the order is still Pending (being paid for). */
export async function setBuyerBusiness(
  tx: Executor,
  id: string,
  buyer: { businessName: string | null; gstin: string | null },
): Promise<void> {
  await tx
    .update(orders)
    .set({ buyerBusinessName: buyer.businessName, buyerGstin: buyer.gstin })
    .where(and(eq(orders.id, id), eq(orders.status, 0)));
}
