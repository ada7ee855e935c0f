// Reading orders: a shopper's own, one looked up by reference and contact (with the limits
// that stop guessing), and the owner's lists.
import type { Language, Order, OrderCancellation } from '@store/contract';
import { paiseToRupees } from '../../kernel/money.ts';
import { findCancellationsOfOrders, type CancellationRow } from './cancellations.repository.ts';
import type { Executor } from '../../db/client.ts';
import { notFound, rateLimited } from '../../lib/domain-error.ts';
import { parseIndianMobile } from '../../lib/india.ts';
import { hindiColourNames } from '../catalog/index.ts';
import { creditNotesOfOrders, invoicePdf, invoicesOfOrders } from '../tax/index.ts';
import { parseOrderId, toWireOrder } from './order-reference.ts';
import type { OrderStatusCode } from './order-status.ts';
import {
  findAccountName,
  findOrder,
  listOrders,
  listOrdersOfUser,
  type OrderRow,
  type OrderWithItems,
} from './orders.repository.ts';

export const MAX_LISTED_ORDERS = 100;

export async function listShopperOrders(
  db: Executor,
  userId: string,
  limit = MAX_LISTED_ORDERS,
  lang?: Language,
): Promise<Order[]> {
  return inLanguage(db, await wireOrders(db, await listOrdersOfUser(db, userId, limit)), lang);
}

/**
 * Orders read in `lang`: in Hindi each names its lines' colours (`names`, from the catalog's
 * Hindi names); the lines keep the colour as ordered, in English. Other texts of an order are
 * the shopper's own (her address) or kept as ordered (the titles). English: as they are.
 */
export async function inLanguage(
  db: Executor,
  orders: Order[],
  lang: Language | undefined,
): Promise<Order[]> {
  if (lang !== 'hi') return orders;
  const all = await hindiColourNames(db, [
    ...new Set(orders.flatMap((o) => o.items.map((i) => i.color))),
  ]);
  return orders.map((o) => {
    const names: Record<string, string> = {};
    for (const { color } of o.items) if (all[color] !== undefined) names[color] = all[color];
    return { ...o, names };
  });
}

/**
 * Orders as the wire shows them, with their invoices (docs/tax.md) where issued and, once
 * cancelled, who cancelled them and the refund started.
 */
async function wireOrders(db: Executor, rows: OrderWithItems[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [invoices, cancellations, creditNotes] = await Promise.all([
    invoicesOfOrders(db, ids),
    findCancellationsOfOrders(db, ids),
    creditNotesOfOrders(db, ids),
  ]);
  return rows.map((r) => {
    const wire = toWireOrder(
      r,
      invoices.get(r.id) ?? null,
      cancellationOf(cancellations.get(r.id)),
    );
    // Only where a note was issued: most orders have none, and their wire stays as it was.
    const notes = creditNotes.get(r.id);
    return notes ? { ...wire, creditNotes: notes } : wire;
  });
}

/** The wire's `cancellation` of an order (issue 31 item 3), from its row; null when none. */
export function cancellationOf(row: CancellationRow | undefined): OrderCancellation | null {
  if (!row) return null;
  return {
    by: row.cancelledBy === 'shopper' ? 'shopper' : 'store',
    reason: row.reason,
    refundDue: paiseToRupees(row.refundDuePaise),
    refundMethod: row.refundMethod,
    at: row.createdAt.toISOString(),
  };
}

/** One order as its shopper reads it; null when there is no such order. */
export async function getShopperOrder(db: Executor, id: string): Promise<Order | null> {
  const row = await findOrder(db, id);
  return row ? wireOrder(db, row) : null;
}

async function wireOrder(db: Executor, row: OrderWithItems): Promise<Order> {
  return (await wireOrders(db, [row]))[0]!;
}

/**
 * Whether `contactInfo` is the order's account email or its shipping phone. An email is
 * compared without regard to case; a phone in any accepted form. Blank never matches.
 */
export function contactMatches(order: Pick<OrderRow, 'email' | 'phone'>, contactInfo: string) {
  const given = contactInfo.trim();
  if (!given) return false;
  if (given.includes('@')) return given.toLowerCase() === order.email.toLowerCase();
  const phone = parseIndianMobile(given);
  return phone !== null && phone === order.phone;
}

/** What tracking needs of the app's rate limiter (lib/rate-limiter.ts). */
export interface AttemptLimiter {
  consume(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  refund(key: string): Promise<void>;
}

export interface TrackRequest {
  rawId: string;
  userId: string | null;
  contactInfo: string | undefined;
  /** Identifies the caller for counting failures (the client address). */
  clientKey: string;
  maxFailures: number;
  windowSeconds: number;
}

export const ORDER_NOT_FOUND = 'Order not found or access denied';

/**
 * An order for its owner (by token) or for whoever knows its email or phone. Every other
 * answer is the same not-found, whether or not the order exists. Lookups that do not succeed
 * are counted per client address and per order reference; past the limit the answer is
 * rate-limited, so neither references nor phone numbers can be guessed at speed.
 */
export async function trackOrder(
  db: Executor,
  limiter: AttemptLimiter,
  req: TrackRequest,
  lang?: Language,
): Promise<Order> {
  const [order] = await inLanguage(
    db,
    [await wireOrder(db, await accessOrder(db, limiter, req))],
    lang,
  );
  return order!;
}

/**
 * The PDF of an order's invoice, under the same access rule as the order itself (trackOrder);
 * not found until the invoice is issued (when the order ships).
 */
export async function orderInvoicePdf(
  db: Executor,
  limiter: AttemptLimiter,
  req: TrackRequest,
): Promise<{ pdf: Buffer; orderId: string }> {
  const order = await accessOrder(db, limiter, req);
  const pdf = await invoicePdf(db, order.id);
  if (!pdf) throw notFound('No invoice yet: it is issued when the order ships');
  return { pdf, orderId: order.id };
}

/**
 * The PDF of one of an order's credit notes (a return's, by its refund; without one, a
 * cancellation's), under the invoice's access rule; not found when no such note was issued.
 */
export async function orderCreditNotePdf(
  db: Executor,
  limiter: AttemptLimiter,
  req: TrackRequest,
  refundId: number | undefined,
): Promise<{ pdf: Buffer; orderId: string; name: string }> {
  const order = await accessOrder(db, limiter, req);
  const pdf = await invoicePdf(db, order.id, 'credit-note', refundId);
  if (!pdf) throw notFound('No such credit note for this order');
  const name = refundId === undefined ? order.id : `${order.id}-${refundId}`;
  return { pdf, orderId: order.id, name };
}

async function accessOrder(
  db: Executor,
  limiter: AttemptLimiter,
  req: TrackRequest,
): Promise<OrderWithItems> {
  const id = parseOrderId(req.rawId);
  const order = id ? await findOrder(db, id) : null;
  if (order && req.userId !== null && order.userId === req.userId) return order;

  const counted = await countLookup(limiter, req, order?.id ?? null);
  if (order && req.contactInfo !== undefined && contactMatches(order, req.contactInfo)) {
    await counted.refund();
    return order;
  }
  throw notFound(ORDER_NOT_FOUND);
}

/**
 * Counts one look-up of an order by someone who has not yet shown they may see it, and answers
 * 429 past the limit. Counted before the answer is known and given back (`refund`) on success,
 * so that parallel guesses cannot all slip in under the limit. Only orders that exist get a
 * counter, and a limited address stops at its first exhausted counter: otherwise each look-up
 * of a new number adds a key (lib/rate-limiter.ts).
 */
export async function countLookup(
  limiter: AttemptLimiter,
  req: Pick<TrackRequest, 'clientKey' | 'maxFailures' | 'windowSeconds'>,
  orderId: string | null,
): Promise<{ refund(): Promise<void> }> {
  const windowMs = req.windowSeconds * 1000;
  const keys = [`track:addr:${req.clientKey}`, ...(orderId ? [`track:order:${orderId}`] : [])];
  for (const key of keys) {
    const r = await limiter.consume(key, req.maxFailures, windowMs);
    if (!r.allowed) {
      throw rateLimited(
        'Too many attempts to find an order. Please try again later.',
        r.retryAfterSeconds,
      );
    }
  }
  return {
    async refund() {
      for (const key of keys) await limiter.refund(key);
    },
  };
}

/** One order in full, for the store owner; null when the reference names none. */
export async function getOrderForOwner(db: Executor, id: string): Promise<OrderWithItems | null> {
  const parsed = parseOrderId(id);
  return parsed ? findOrder(db, parsed) : null;
}

/** An order as its mails tell of it: with the account holder's name, whom the mails greet. */
export async function getOrderForMail(
  db: Executor,
  id: string,
): Promise<(OrderWithItems & { accountName?: string }) | null> {
  const order = await getOrderForOwner(db, id);
  if (!order) return null;
  const accountName = await findAccountName(db, order.userId);
  return accountName ? { ...order, accountName } : order;
}

export async function listOrdersForOwner(
  db: Executor,
  filter: { status?: OrderStatusCode | undefined; limit: number },
): Promise<OrderWithItems[]> {
  return listOrders(db, filter);
}
