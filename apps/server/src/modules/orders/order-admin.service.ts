// The owner's admin on orders: the filtered list (its filter: order-admin-filter.ts), one order in full, the moves of the status
// machine with a version check and an audit entry in the same transaction, the CSV export and
// the packing slip. The moves are the ones the command line makes (order-moves.service.ts).
import type { AdminOrderPayments } from './order-payments.ts';
import {
  ORDER_STATUS_TRANSITIONS,
  STALE_ORDER_MESSAGE,
  asOrderStatus,
  type AdminOrderDetail,
  type AdminOrderListResponse,
  type AdminOrderQuery,
  type MarkPaidRequest,
  type OrderStatusCode,
  type ShipOrderRequest,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { conflict, invalid, notFound } from '../../lib/domain-error.ts';
import { istDay } from '@store/contract/ist';
import { paiseToRupees, rupeesToPaise } from '../../kernel/money.ts';
import { listAuditEntries, recordAudit, type AuditActor } from '../../kernel/audit.ts';
import { getStoreSettings } from '../store/index.ts';
import { filterOf } from './order-admin-filter.ts';
import { cancelOrder, deliverOrder, shipOrder, type MoveResult } from './order-moves.service.ts';
import { parseOrderId, priceBreakdown, toWireOrder } from './order-reference.ts';
import { findCancellationsOfOrders } from './cancellations.repository.ts';
import { cancellationOf } from './order-lookup.service.ts';
import { statusName } from './order-status.ts';
import {
  findItemsOfOrders,
  listAdminOrders,
  lockOrderVersion,
  type AdminOrderFilter,
  type AdminOrderListRow,
} from './orders-admin.repository.ts';
import { findOrder, type OrderWithItems } from './orders.repository.ts';

export type { AdminOrderPayments } from './order-payments.ts';

export const ADMIN_ORDER_PAGE_SIZE = 50;
export const ADMIN_ORDER_NOT_FOUND = 'No such order';
/** The CSV export stops here; a filter narrows it. */
export const CSV_MAX_ROWS = 100_000;

const summary = (r: AdminOrderListRow) => ({
  id: r.id,
  status: asOrderStatus(r.status),
  createdAt: r.createdAt.toISOString(),
  total: paiseToRupees(r.totalPaise),
  fullName: r.fullName,
  email: r.email,
  phone: r.phone,
  city: r.city,
  itemCount: r.itemCount,
  paymentMethod: r.paymentMethod,
  version: r.version,
});

export async function listOrdersForAdmin(
  db: Executor,
  query: AdminOrderQuery,
): Promise<AdminOrderListResponse> {
  const page = query.page ?? 1;
  const filter = await filterOf(db, query);
  const rows = filter
    ? await listAdminOrders(
        db,
        filter,
        ADMIN_ORDER_PAGE_SIZE + 1,
        (page - 1) * ADMIN_ORDER_PAGE_SIZE,
      )
    : [];
  return {
    data: rows.slice(0, ADMIN_ORDER_PAGE_SIZE).map(summary),
    page,
    pageSize: ADMIN_ORDER_PAGE_SIZE,
    hasMore: rows.length > ADMIN_ORDER_PAGE_SIZE,
  };
}

const MOVE_OF_STATUS: Record<OrderStatusCode, AdminOrderDetail['allowedMoves'][number] | null> = {
  0: null,
  1: 'mark-paid',
  2: 'ship',
  3: 'deliver',
  4: 'cancel',
};

/** The moves the status machine in the contract allows from this status. */
export function allowedMoves(status: OrderStatusCode): AdminOrderDetail['allowedMoves'] {
  return ORDER_STATUS_TRANSITIONS[status]
    .map((to) => MOVE_OF_STATUS[to])
    .filter((m): m is NonNullable<typeof m> => m !== null);
}

const STAMPS = [
  ['placed', 'createdAt', null],
  ['paid', 'paidAt', 'order.mark-paid'],
  ['shipped', 'shippedAt', 'order.ship'],
  ['delivered', 'deliveredAt', 'order.deliver'],
  ['cancelled', 'cancelledAt', 'order.cancel'],
  // Cancelled and returned at the same moment: listed after it by the stable sort.
  ['returned to origin', 'returnedToOriginAt', 'order.return-to-origin'],
] as const;

export async function orderDetailForAdmin(
  db: Executor,
  payments: AdminOrderPayments,
  rawId: string,
): Promise<AdminOrderDetail> {
  const id = parseOrderId(rawId);
  const order = id ? await findOrder(db, id) : null;
  if (!order) throw notFound(ADMIN_ORDER_NOT_FOUND);
  const [events, audit, cancellations] = await Promise.all([
    payments.history(db, order.id),
    listAuditEntries(db, { entity: 'order', entityId: order.id }),
    findCancellationsOfOrders(db, [order.id]),
  ]);
  const history = STAMPS.flatMap(([what, column, action]) => {
    const at = order[column];
    if (!at) return [];
    // A shopper's own cancel is audited as `order.cancel-by-shopper`, with her as the actor.
    const by = action
      ? (audit.data.find((e) => e.action === action || e.action === `${action}-by-shopper`)
          ?.actorEmail ?? null)
      : null;
    return [{ at: at.toISOString(), what, by }];
  }).sort((a, b) => a.at.localeCompare(b.at));
  const status = asOrderStatus(order.status);
  return {
    ...toWireOrder(order, null, cancellationOf(cancellations.get(order.id))),
    ...priceBreakdown(order),
    returnedToOriginAt: order.returnedToOriginAt?.toISOString() ?? null,
    email: order.email,
    courier: order.courier,
    version: order.version,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    allowedMoves: allowedMoves(status),
    payments: events.map((e) => ({
      at: e.at.toISOString(),
      method: e.method,
      amount: paiseToRupees(e.amountPaise),
      paymentStatus: e.paymentStatus,
      source: e.source,
      outcome: e.outcome,
      verified: e.verified,
      sandbox: e.sandbox,
    })),
    history,
  };
}

/** What the audit log keeps of an order around a move. */
const auditView = (o: OrderWithItems | null) =>
  o && {
    status: statusName(o.status),
    version: o.version,
    paymentMethod: o.paymentMethod,
    courier: o.courier,
    trackingNumber: o.trackingNumber,
    paidAt: o.paidAt,
  };

/**
 * A change to one order made outside the admin's version-checked moves (the command line's
 * orders:ship, :deliver, :cancel and :mark-paid), run in one transaction with its audit entry.
 * `changed` says from the change's own answer whether anything moved; only then is it logged.
 */
export async function auditedOrderChange<T>(
  db: Executor,
  actor: AuditActor | null,
  action: string,
  id: string,
  change: (tx: Executor) => Promise<T>,
  changed: (result: T) => boolean,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await findOrder(tx, id);
    const result = await change(tx);
    if (changed(result)) {
      await recordAudit(tx, {
        actor,
        action,
        entity: 'order',
        entityId: id,
        before: auditView(before),
        after: auditView(await findOrder(tx, id)),
      });
    }
    return result;
  });
}

export type AdminMove =
  | { kind: 'ship'; input: ShipOrderRequest }
  | { kind: 'mark-paid'; input: MarkPaidRequest }
  | { kind: 'deliver'; input: { expectedVersion?: number | undefined } }
  | { kind: 'cancel'; input: { expectedVersion?: number | undefined } };

const VERB: Record<AdminMove['kind'], string> = {
  ship: 'shipped',
  'mark-paid': 'marked paid',
  deliver: 'delivered',
  cancel: 'cancelled',
};

function amountPaiseOf(input: MarkPaidRequest): number {
  if (input.amountPaise !== undefined) return input.amountPaise;
  try {
    return rupeesToPaise(input.amount ?? Number.NaN);
  } catch {
    throw invalid('amount: rupees with at most two decimals');
  }
}

/**
 * One move of the status machine, all in one transaction: the order is locked, its version
 * compared with the one the screen showed (a stale one is a 409 and nothing changes), the move
 * made through the same service the command line uses, and the audit entry written.
 */
export async function moveOrderAsStaff(
  db: Executor,
  payments: AdminOrderPayments,
  actor: AuditActor,
  rawId: string,
  move: AdminMove,
): Promise<AdminOrderDetail> {
  const id = parseOrderId(rawId);
  if (!id) throw notFound(ADMIN_ORDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const locked = await lockOrderVersion(tx, id);
    if (!locked) throw notFound(ADMIN_ORDER_NOT_FOUND);
    const expected = move.input.expectedVersion;
    if (expected !== undefined && expected !== locked.version) throw conflict(STALE_ORDER_MESSAGE);
    const before = await findOrder(tx, id);
    const refuse = () =>
      conflict(`${id} is ${statusName(locked.status)} and cannot be ${VERB[move.kind]}`);

    let result: MoveResult;
    switch (move.kind) {
      case 'ship':
        await payments.refuseSandboxPaid(tx, id);
        result = await shipOrder(tx, id, move.input.trackingNumber, move.input.courier);
        break;
      case 'deliver':
        result = await deliverOrder(tx, id);
        break;
      case 'cancel':
        result = await cancelOrder(tx, id);
        break;
      case 'mark-paid': {
        const outcome = await payments.markPaid(tx, id, {
          method: move.input.method ?? 'upi',
          reference: move.input.reference?.trim() || null,
          amountPaise: amountPaiseOf(move.input),
        });
        if (outcome !== 'paid') throw refuse();
        result = { outcome: 'moved', order: (await findOrder(tx, id))! };
        break;
      }
    }
    if (result.outcome === 'not-found') throw notFound(ADMIN_ORDER_NOT_FOUND);
    if (result.outcome === 'not-allowed') throw refuse();
    await recordAudit(tx, {
      actor,
      action: `order.${move.kind}`,
      entity: 'order',
      entityId: id,
      before: auditView(before),
      after: auditView(await findOrder(tx, id)),
    });
  });
  return orderDetailForAdmin(db, payments, id);
}

const ist = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const ORDERS_CSV_HEADER = [
  'order',
  'placedAt',
  'status',
  'name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'pin',
  'items',
  'total',
  'paymentMethod',
  'courier',
  'trackingNumber',
];

/** The filtered list as CSV, newest first, read in batches so memory stays flat. */
export async function* ordersCsv(db: Executor, query: AdminOrderQuery): AsyncGenerator<string> {
  yield csvLine(ORDERS_CSV_HEADER);
  const filter = await filterOf(db, query);
  if (!filter) return;
  let after: AdminOrderFilter['after'];
  let written = 0;
  while (written < CSV_MAX_ROWS) {
    const rows = await listAdminOrders(db, { ...filter, after }, 1000, 0);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.id,
          `${ist.format(r.createdAt)} IST`,
          statusName(r.status),
          r.fullName,
          r.phone,
          r.email,
          r.address,
          r.city,
          r.state,
          r.postalCode,
          r.itemCount,
          paiseToRupees(r.totalPaise).toFixed(2),
          r.paymentMethod,
          r.courier,
          r.trackingNumber,
        ]),
      )
      .join('');
    written += rows.length;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** Everything a packing slip prints: the shop, where it goes, what goes in the parcel. */
export async function packingSlip(db: Executor, rawId: string) {
  const id = parseOrderId(rawId);
  const order = id ? await findOrder(db, id) : null;
  if (!order) throw notFound(ADMIN_ORDER_NOT_FOUND);
  const [settings, lines] = await Promise.all([
    getStoreSettings(db),
    findItemsOfOrders(db, [order.id]),
  ]);
  const cod = order.paymentMethod === 'cod' && order.paidAt === null;
  return {
    orderId: order.id,
    placedOn: istDay(order.createdAt),
    status: asOrderStatus(order.status),
    from: {
      name: settings.storeName || settings.companyName,
      address: settings.companyAddress,
      phone: settings.companyPhone,
      email: settings.companyEmail,
    },
    shipTo: toWireOrder(order).shippingAddress,
    lines: lines.map((l) => ({
      title: l.title,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
    })),
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    total: paiseToRupees(order.totalPaise),
    paymentMethod: order.paymentMethod,
    /** Cash the courier collects at the door; null when the order is paid. */
    cashToCollect: cod ? paiseToRupees(order.totalPaise) : null,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  };
}
