// The only code that reads and writes orders and their lines. Every status change is one
// conditional UPDATE, so two callers racing on one order cannot both win: the database
// decides, not a read-then-write in the application.
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { orderItems, orders } from './schema.ts';
import type { OrderStatusCode } from './order-status.ts';
import type { TaxSplitKind } from '@store/contract';

// The rows are the schema's own types, not written out again: a column added there is here too.

/**
 * An order as read: every column but the two only this file uses (the open-order cap's client
 * address and the COD link's token hash).
 */
export type OrderRow = Omit<typeof orders.$inferSelect, 'placedFrom' | 'codConfirmTokenHash'>;

export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

export interface NewOrder {
  id: string;
  userId: string;
  totalPaise: number;
  email: string;
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  /** The client address that placed it, for the cap on open orders per address. */
  placedFrom: string | null;
  discountPaise: number;
  couponCode: string | null;
  shippingPaise: number;
  /** How its GST is split (the calculator's `taxSplit`); null for a store without GST. */
  taxSplit: TaxSplitKind | null;
  /** The language the shopper ordered in ('en' when not said): her mails go in it. */
  language?: 'en' | 'hi';
}

export type NewOrderItem = Omit<OrderItemRow, 'id' | 'orderId'>;

export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  totalPaise: orders.totalPaise,
  email: orders.email,
  fullName: orders.fullName,
  address: orders.address,
  city: orders.city,
  state: orders.state,
  postalCode: orders.postalCode,
  phone: orders.phone,
  paymentMethod: orders.paymentMethod,
  courier: orders.courier,
  trackingNumber: orders.trackingNumber,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  cancelledAt: orders.cancelledAt,
  discountPaise: orders.discountPaise,
  couponCode: orders.couponCode,
  shippingPaise: orders.shippingPaise,
  codFeePaise: orders.codFeePaise,
  storeCreditPaise: orders.storeCreditPaise,
  codConfirmBy: orders.codConfirmBy,
  returnedToOriginAt: orders.returnedToOriginAt,
  version: orders.version,
  buyerBusinessName: orders.buyerBusinessName,
  buyerGstin: orders.buyerGstin,
  language: orders.language,
  taxSplit: orders.taxSplit,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  title: orderItems.title,
  unitPricePaise: orderItems.unitPricePaise,
  quantity: orderItems.quantity,
  size: orderItems.size,
  color: orderItems.color,
  discountPaise: orderItems.discountPaise,
  hsn: orderItems.hsn,
  taxRateBasisPoints: orderItems.taxRateBasisPoints,
  taxablePaise: orderItems.taxablePaise,
  cgstPaise: orderItems.cgstPaise,
  sgstPaise: orderItems.sgstPaise,
  utgstPaise: orderItems.utgstPaise,
  igstPaise: orderItems.igstPaise,
};

/** False when the id is taken (the caller draws another). */
export async function insertOrder(tx: Executor, order: NewOrder): Promise<Date | null> {
  const rows = await tx
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: orders.id })
    .returning({ createdAt: orders.createdAt });
  return rows[0]?.createdAt ?? null;
}

export async function insertOrderItems(
  tx: Executor,
  orderId: string,
  items: NewOrderItem[],
): Promise<OrderItemRow[]> {
  return tx
    .insert(orderItems)
    .values(items.map((i) => ({ ...i, orderId })))
    .returning(itemColumns);
}

/**
 * The units these orders hold, one line per product, size and colour in key order (the order
 * stock is taken in), for giving them back.
 */
export async function findStockLinesOfOrders(
  tx: Executor,
  orderIds: string[],
): Promise<{ productId: number; size: string; color: string; quantity: number }[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      color: orderItems.color,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.productId, orderItems.size, orderItems.color)
    .orderBy(asc(orderItems.productId), asc(orderItems.size), asc(orderItems.color));
}

async function attachItems(db: Executor, rows: OrderRow[]): Promise<OrderWithItems[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select(itemColumns)
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
}

export async function findOrder(db: Executor, id: string): Promise<OrderWithItems | null> {
  const rows = await db.select(orderColumns).from(orders).where(eq(orders.id, id)).limit(1);
  const [found] = await attachItems(db, rows);
  return found ?? null;
}

/** The name of the account an order was placed from, as the account has it now. */
export async function findAccountName(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const row = rows[0];
  return row ? `${row.firstName} ${row.lastName}`.trim() || null : null;
}

export async function findOrderRow(db: Executor, id: string): Promise<OrderRow | null> {
  const rows = await db.select(orderColumns).from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listOrdersOfUser(
  db: Executor,
  userId: string,
  limit: number,
): Promise<OrderWithItems[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return attachItems(db, rows);
}

export async function listOrders(
  db: Executor,
  filter: { status?: OrderStatusCode | undefined; limit: number },
): Promise<OrderWithItems[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(filter.status === undefined ? undefined : eq(orders.status, filter.status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit);
  return attachItems(db, rows);
}

export type StatusChange = Partial<
  Pick<
    OrderRow,
    | 'paymentMethod'
    | 'courier'
    | 'trackingNumber'
    | 'paidAt'
    | 'shippedAt'
    | 'deliveredAt'
    | 'cancelledAt'
  >
>;

/**
 * Moves one order to `to` only if it is in one of `from`; returns the updated row, or null when
 * it was not (or does not exist). Timestamps named in `stamp` are set to the database's now().
 */
export async function changeStatus(
  tx: Executor,
  id: string,
  from: OrderStatusCode[],
  to: OrderStatusCode,
  change: StatusChange & {
    stamp?: ('paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt')[];
    /** Sets paid_at only when it is still empty (cash collected on delivery). */
    stampPaidIfEmpty?: boolean;
  } = {},
): Promise<OrderRow | null> {
  const { stamp = [], stampPaidIfEmpty = false, ...values } = change;
  // Every move leaves Pending (or was past it), so the placing address is no longer needed,
  // nor a cash-on-delivery confirmation deadline. The link's hash stays: only whoever holds the
  // link may read what became of the order through it (cod.service.ts), and the link can no
  // longer confirm anything once the order has left Pending.
  const set: Record<string, unknown> = {
    ...values,
    status: to,
    placedFrom: null,
    codConfirmBy: null,
    version: sql`${orders.version} + 1`,
    updatedAt: sql`now()`,
  };
  for (const column of stamp) set[column] = sql`now()`;
  if (stampPaidIfEmpty) set.paidAt = sql`coalesce(${orders.paidAt}, now())`;
  const rows = await tx
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning(orderColumns);
  return rows[0] ?? null;
}

/**
 * Serialises the placing of orders per account and per client address until the transaction
 * ends, so that counting open orders and adding one cannot interleave: two simultaneous orders
 * of one account both counting 2 of 3 would otherwise make 4. Keys are taken in sorted order.
 */
export async function lockOpenOrderSlots(tx: Executor, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`open-orders:${key}`}))`);
  }
}

/** How many Pending orders an account, or a client address, holds, and since when. */
export async function countOpenOrders(
  db: Executor,
  by: { userId: string } | { placedFrom: string },
): Promise<{ open: number; oldest: Date | null }> {
  const where =
    'userId' in by
      ? and(eq(orders.userId, by.userId), eq(orders.status, 0))
      : and(eq(orders.placedFrom, by.placedFrom), eq(orders.status, 0));
  const [row] = await db
    .select({ open: count(), oldest: min(orders.createdAt) })
    .from(orders)
    .where(where);
  return { open: row?.open ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export interface PendingCandidate {
  id: string;
  createdAt: Date;
}

/**
 * Locks up to `batch` Pending orders created before `cutoff`, oldest first, after the
 * (createdAt, id) position `after`. SKIP LOCKED lets several API processes run this at once
 * without queueing behind each other, and skips an order a payment is being started for.
 */
export async function lockPendingCreatedBefore(
  tx: Executor,
  cutoff: Date,
  batch: number,
  after: PendingCandidate | null,
): Promise<PendingCandidate[]> {
  const position = after
    ? or(
        gt(orders.createdAt, after.createdAt),
        and(eq(orders.createdAt, after.createdAt), gt(orders.id, after.id)),
      )
    : undefined;
  return (
    tx
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      // A cash-on-delivery order waiting for the shopper's confirmation has its own deadline
      // (lockUnconfirmedCodBefore), however long ago it was placed.
      .where(
        and(
          eq(orders.status, 0),
          lt(orders.createdAt, cutoff),
          isNull(orders.codConfirmBy),
          position,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(batch)
      .for('update', { skipLocked: true })
  );
}

/**
 * Cancels these orders if they are still Pending (re-checked on the locked rows, so an order
 * paid meanwhile is left alone) and returns the ids it cancelled.
 */
export async function cancelPendingOrders(tx: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(orders)
    .set({
      status: 4,
      placedFrom: null,
      codConfirmBy: null,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
      version: sql`${orders.version} + 1`,
    })
    .where(and(inArray(orders.id, ids), eq(orders.status, 0)))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/**
 * Locks a Pending order while a payment is started for it, so that expiry cannot cancel it
 * between the check and the payment's row: true when it is (still) Pending.
 */
export async function lockPendingOrder(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, 0)))
    .for('update');
  return rows.length > 0;
}

/** The store credit spent on an order at checkout (docs/payments.md, "Store credit"). */
export async function setStoreCreditSpent(tx: Executor, id: string, paise: number): Promise<void> {
  await tx.update(orders).set({ storeCreditPaise: paise }).where(eq(orders.id, id));
}

export interface DeliveryContact {
  address: string;
  phone: string;
}

/**
 * Writes a corrected address line or phone (already validated and normalised) to the order's
 * shipping address, on the locked row: the contact as it was and as it is now, or null when
 * there is no such order. The city, state and PIN code stay: a courier's re-attempt delivers
 * within the same PIN. An invoice already issued keeps the address it was issued with.
 */
export async function correctDeliveryContact(
  tx: Executor,
  id: string,
  change: Partial<DeliveryContact>,
): Promise<{ before: DeliveryContact; after: DeliveryContact } | null> {
  const [row] = await tx
    .select({ address: orders.address, phone: orders.phone })
    .from(orders)
    .where(eq(orders.id, id))
    .for('update');
  if (!row) return null;
  const after = { address: change.address ?? row.address, phone: change.phone ?? row.phone };
  if (after.address !== row.address || after.phone !== row.phone) {
    await tx
      .update(orders)
      .set({
        address: after.address,
        phone: after.phone,
        updatedAt: sql`now()`,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, id));
  }
  return { before: row, after };
}
