// Delivered order lines, read for the reviews module (issue 33): a review is written only from
// one, so "verified buyer" comes from these rows and nothing a shopper sends.
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { OrderStatus } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';

export interface DeliveredLine {
  orderItemId: number;
  orderId: string;
  userId: string;
  email: string;
  fullName: string;
  productId: number;
  title: string;
  size: string;
  deliveredAt: Date;
  /** The language the shopper ordered in: her review request goes in it (docs/mail.md). */
  language: 'en' | 'hi';
}

const lineColumns = {
  orderItemId: orderItems.id,
  orderId: orders.id,
  userId: orders.userId,
  email: orders.email,
  fullName: orders.fullName,
  productId: orderItems.productId,
  title: orderItems.title,
  size: orderItems.size,
  deliveredAt: orders.deliveredAt,
  language: orders.language,
};

type RawLine = Omit<DeliveredLine, 'deliveredAt'> & { deliveredAt: Date | null };
const delivered = (rows: RawLine[]): DeliveredLine[] =>
  rows.flatMap((r) => (r.deliveredAt ? [{ ...r, deliveredAt: r.deliveredAt }] : []));

/** The line when its order was delivered; null otherwise (or when there is no such line). */
export async function findDeliveredLine(
  db: Executor,
  orderItemId: number,
): Promise<DeliveredLine | null> {
  const rows = await db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.status, OrderStatus.Delivered)))
    .limit(1);
  return delivered(rows)[0] ?? null;
}

/** The shopper's delivered lines, the latest delivery first (at most 100). */
export async function deliveredLinesOfUser(db: Executor, userId: string): Promise<DeliveredLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, OrderStatus.Delivered)))
    .orderBy(desc(orders.deliveredAt), asc(orderItems.id))
    .limit(100);
  return delivered(rows);
}

/** Lines of orders delivered in [from, to), the earliest first, for the review request mail. */
export async function linesDeliveredBetween(
  db: Executor,
  from: Date,
  to: Date,
  limit: number,
): Promise<DeliveredLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.status, OrderStatus.Delivered),
        gte(orders.deliveredAt, from),
        lt(orders.deliveredAt, to),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orderItems.id))
    .limit(limit);
  return delivered(rows);
}

/** The lines of these ids that were delivered (for listing a shopper's reviews with their lines). */
export async function deliveredLinesByIds(db: Executor, ids: number[]): Promise<DeliveredLine[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.id, ids), eq(orders.status, OrderStatus.Delivered)));
  return delivered(rows);
}
