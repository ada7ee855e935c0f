// The admin's reads of the orders table: the filtered list, a row locked for a versioned move,
// and the Today screen's counts and sums. Each query is shaped for an index of
// db/schema.ts, so it stays fast at 100,000 orders (docs/decisions/009-admin.md).
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from './schema.ts';
import type { OrderStatusCode } from './order-status.ts';

export interface AdminOrderFilter {
  status?: OrderStatusCode | undefined;
  /** Exactly one of these is set by a search, chosen from what was typed. */
  id?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  /** With `phone`: accounts that gave it, whose orders are found too, whatever phone they ship to. */
  phoneAccounts?: string[] | undefined;
  /** Words a name starts with, all of them (to_tsquery prefix terms). */
  nameWords?: string[] | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Rows after this one in the list's order (newest first), for reading a long list in batches. */
  after?: { createdAt: Date; id: string } | undefined;
}

export interface AdminOrderListRow {
  id: string;
  status: number;
  createdAt: Date;
  totalPaise: number;
  fullName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  postalCode: string;
  address: string;
  paymentMethod: string | null;
  courier: string | null;
  trackingNumber: string | null;
  version: number;
  itemCount: number;
}

function conditions(filter: AdminOrderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status !== undefined) where.push(eq(orders.status, filter.status));
  if (filter.id) where.push(eq(orders.id, filter.id));
  // lower(email) and the 'simple' tsvector are the expressions of orders_email_idx and
  // orders_name_search_idx: written the same way, so the planner uses them.
  if (filter.email) where.push(sql`lower(${orders.email}) = ${filter.email}`);
  if (filter.phone) {
    const byPhone = eq(orders.phone, filter.phone);
    // orders_phone_idx and orders_user_idx, one each side of the OR.
    const accounts = filter.phoneAccounts ?? [];
    where.push(
      (accounts.length ? or(byPhone, inArray(orders.userId, accounts)) : undefined) ?? byPhone,
    );
  }
  if (filter.nameWords?.length) {
    const query = filter.nameWords.map((w) => `${w}:*`).join(' & ');
    where.push(sql`to_tsvector('simple', ${orders.fullName}) @@ to_tsquery('simple', ${query})`);
  }
  if (filter.from) where.push(gte(orders.createdAt, filter.from));
  if (filter.to) where.push(lt(orders.createdAt, filter.to));
  if (filter.after) {
    where.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${filter.after.createdAt.toISOString()}::timestamptz, ${filter.after.id})`,
    );
  }
  return where.length ? and(...where) : undefined;
}

/** Newest first; `limit` rows from `offset`. */
export async function listAdminOrders(
  db: Executor,
  filter: AdminOrderFilter,
  limit: number,
  offset: number,
): Promise<AdminOrderListRow[]> {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      totalPaise: orders.totalPaise,
      fullName: orders.fullName,
      email: orders.email,
      phone: orders.phone,
      city: orders.city,
      state: orders.state,
      postalCode: orders.postalCode,
      address: orders.address,
      paymentMethod: orders.paymentMethod,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      version: orders.version,
      // Per listed row only (a page, through order_items_order_idx), never over the table.
      // Columns spelt out in full: drizzle leaves them unqualified inside a subquery.
      itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(conditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/** The lines of several orders (for CSV and packing slips), in line order. */
export async function findItemsOfOrders(
  db: Executor,
  ids: string[],
): Promise<{ orderId: string; title: string; size: string; color: string; quantity: number }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      title: orderItems.title,
      size: orderItems.size,
      color: orderItems.color,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(orderItems.id);
}

/** Locks the order until the transaction ends and answers its status and version. */
export async function lockOrderVersion(
  tx: Executor,
  id: string,
): Promise<{ status: number; version: number } | null> {
  const [row] = await tx
    .select({ status: orders.status, version: orders.version })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  return row ?? null;
}

/** How many orders are in each of these statuses (through orders_status_idx). */
export async function countByStatus(
  db: Executor,
  statuses: OrderStatusCode[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, statuses))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/**
 * Money received per Indian calendar day since `since`: orders with paid_at set (a gateway's or
 * the owner's confirmation, or cash collected on delivery) that were not cancelled afterwards.
 * India keeps UTC+05:30 all year, so the day is the count of whole days since the epoch after
 * adding 19,800 seconds: plain arithmetic, no time zone database (PGlite has none) and no
 * per-row formatting. `day` is that count; the caller turns it into a date.
 */
export async function revenueByDay(
  db: Executor,
  since: Date,
): Promise<{ day: number; paise: number; orders: number }[]> {
  const day = sql<number>`floor((extract(epoch from ${orders.paidAt}) + 19800) / 86400)::int`;
  return db
    .select({
      day,
      paise: sql<number>`sum(${orders.totalPaise})::bigint`.mapWith(Number),
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(sql`${orders.paidAt} is not null`, gte(orders.paidAt, since), sql`${orders.status} <> 4`),
    )
    .groupBy(day);
}

/** The ids of Pending orders (few: unpaid orders expire), at most `limit`. */
export async function pendingOrderIds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 0))
    .limit(limit);
  return rows.map((r) => r.id);
}
