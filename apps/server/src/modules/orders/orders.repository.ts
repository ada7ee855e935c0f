// The only code that reads and writes orders, their lines and the stock they hold.
// Every status change is one conditional UPDATE, so two callers racing on one order cannot
// both win: the database decides, not a read-then-write in the application.
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bumpCatalogVersion } from '../catalog/catalog-version.repository.ts';
import { orderItems, orders, paymentEvents, productStock, products } from '../../db/schema.ts';
import type { OrderStatusCode } from './order-status.ts';

export interface OrderRow {
  id: string;
  userId: string;
  status: number;
  totalPaise: number;
  email: string;
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  paymentMethod: string | null;
  trackingNumber: string | null;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderItemRow {
  id: number;
  orderId: string;
  productId: number;
  title: string;
  unitPricePaise: number;
  quantity: number;
  size: string;
  color: string;
}

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
}

export type NewOrderItem = Omit<OrderItemRow, 'id' | 'orderId'>;

export interface ProductForOrder {
  id: number;
  title: string;
  pricePaise: number;
  sizes: string[];
  colors: string[];
}

const orderColumns = {
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
  trackingNumber: orders.trackingNumber,
  paidAt: orders.paidAt,
  shippedAt: orders.shippedAt,
  deliveredAt: orders.deliveredAt,
  cancelledAt: orders.cancelledAt,
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
};

export async function findProductsForOrder(
  db: Executor,
  ids: number[],
): Promise<ProductForOrder[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      pricePaise: products.pricePaise,
      sizes: products.sizes,
      colors: products.colors,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/**
 * Takes `quantity` units of one size, only if that many are left, and answers how many are left
 * then (null when there were too few). The row lock this UPDATE holds until commit is what stops
 * two orders from selling the same last unit.
 */
export async function takeStock(
  tx: Executor,
  productId: number,
  size: string,
  quantity: number,
): Promise<number | null> {
  const rows = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} - ${quantity}` })
    .where(
      and(
        eq(productStock.productId, productId),
        eq(productStock.size, size),
        gte(productStock.quantity, quantity),
      ),
    )
    .returning({ quantity: productStock.quantity });
  return rows[0]?.quantity ?? null;
}

export async function stockLeft(db: Executor, productId: number, size: string): Promise<number> {
  const rows = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, size)))
    .limit(1);
  return rows[0]?.quantity ?? 0;
}

/**
 * Puts the units of these orders' lines back on the shelf. Rows are touched in key order, the
 * same order takeStock is called in, so a cancel and a new order cannot deadlock; a size that
 * has since lost its stock row gets one back.
 */
export async function returnStockOfOrders(tx: Executor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    insert into product_stock (product_id, size, quantity)
    select product_id, size, sum(quantity)::int
    from order_items
    where order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by product_id, size
    order by product_id, size
    on conflict (product_id, size)
    do update set quantity = product_stock.quantity + excluded.quantity`);
  // Returned units may bring a sold-out size back; cancellations are rare enough to always tell.
  await bumpCatalogVersion(tx);
}

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
    'paymentMethod' | 'trackingNumber' | 'paidAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt'
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
  const set: Record<string, unknown> = { ...values, status: to, updatedAt: sql`now()` };
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
 * Cancels up to `batch` Pending orders created before the cutoff and returns their ids. SKIP
 * LOCKED lets several API processes run this at once without queueing behind each other; the
 * status condition is re-checked on the locked row, so an order paid meanwhile is left alone.
 */
export async function cancelPendingCreatedBefore(
  tx: Executor,
  cutoff: Date,
  batch: number,
): Promise<string[]> {
  const candidates = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 0), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(orders)
    .set({ status: 4, cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(inArray(orders.id, candidates), eq(orders.status, 0)))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/**
 * The owner's own confirmation of a payment (mark paid), kept beside the gateways' events so
 * that every confirmation of an order is in one place.
 */
export async function recordOwnerPayment(
  tx: Executor,
  orderId: string,
  payment: { method: string; reference: string | null },
): Promise<void> {
  await tx.insert(paymentEvents).values({
    paymentId: null,
    source: 'operator',
    verified: true,
    outcome: 'paid',
    payload: { orderId, method: payment.method, reference: payment.reference },
  });
}

export async function findOwnerPayments(
  db: Executor,
  orderId: string,
): Promise<{ method: string; reference: string | null; at: Date }[]> {
  const rows = await db
    .select({ payload: paymentEvents.payload, createdAt: paymentEvents.createdAt })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.source, 'operator'),
        sql`${paymentEvents.payload} ->> 'orderId' = ${orderId}`,
      ),
    )
    .orderBy(asc(paymentEvents.id));
  return rows.map((r) => {
    const p = r.payload as { method?: unknown; reference?: unknown };
    return {
      method: typeof p.method === 'string' ? p.method : '',
      reference: typeof p.reference === 'string' ? p.reference : null,
      at: r.createdAt,
    };
  });
}
