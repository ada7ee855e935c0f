// The rules of orders: what an order may contain, what it costs (the server's catalog decides,
// never the client), how stock is held, who may read it, and how it moves through its
// statuses. The payments module builds on the functions marked "for payments" below; their
// names and results are stable.
import { createHash, randomInt } from 'node:crypto';
import type { CreateOrderRequest, Order, ShippingAddressInput } from '@store/contract';
import { MAX_LINE_QUANTITY } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { HttpError, badRequest, conflict } from '../../lib/http-error.ts';
import { parseIndianMobile, parseIndianState, parsePinCode } from '../../lib/india.ts';
import { paiseToRupees } from '../../lib/money.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  purgeIdempotencyKeys,
  saveIdempotentReply,
  type IdempotencyRef,
} from './idempotency.repository.ts';
import { OrderStatus, statusesBefore, type OrderStatusCode } from './order-status.ts';
import {
  cancelPendingCreatedBefore,
  changeStatus,
  findOrder,
  findOrderRow,
  findOwnerPayments,
  findProductsForOrder,
  insertOrder,
  insertOrderItems,
  listOrders,
  listOrdersOfUser,
  recordOwnerPayment,
  returnStockOfOrders,
  stockLeft,
  takeStock,
  type NewOrderItem,
  type OrderRow,
  type OrderWithItems,
  type ProductForOrder,
} from './orders.repository.ts';
import { bumpCatalogVersion } from './inventory.repository.ts';

// ---------------------------------------------------------------------------------------------
// Order references

// No 0/O or 1/I, so a reference read aloud or copied by hand comes out right. 32 symbols, six
// of them: about a billion references, drawn at random so they say nothing about order volume.
const REF_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const REF_PATTERN = /^(?:EE-?)?([2-9A-HJ-NP-Z]{6})$/;

export function newOrderId(): string {
  let ref = '';
  for (let i = 0; i < 6; i++) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `EE-${ref}`;
}

/** "ee-7k2m9q", "EE7K2M9Q" and " EE-7K2M9Q " all name EE-7K2M9Q; anything else names none. */
export function parseOrderId(raw: string): string | null {
  const match = REF_PATTERN.exec(raw.trim().toUpperCase());
  return match ? `EE-${match[1]}` : null;
}

// ---------------------------------------------------------------------------------------------
// Wire shape

export function toWireOrder(o: OrderWithItems): Order {
  return {
    id: o.id,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    total: paiseToRupees(o.totalPaise),
    items: o.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productTitle: i.title,
      name: i.title,
      quantity: i.quantity,
      price: paiseToRupees(i.unitPricePaise),
      size: i.size,
      color: i.color,
    })),
    shippingAddress: {
      fullName: o.fullName,
      address: o.address,
      city: o.city,
      state: o.state,
      postalCode: o.postalCode,
      phone: o.phone,
    },
    trackingNumber: o.trackingNumber,
    paymentMethod: o.paymentMethod,
  };
}

// ---------------------------------------------------------------------------------------------
// Creating an order

export interface NormalisedAddress {
  fullName: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
}

/** Checks the Indian parts of an address and returns it in its stored form. */
export function normaliseAddress(a: ShippingAddressInput): NormalisedAddress {
  const postalCode = parsePinCode(a.postalCode);
  if (!postalCode) {
    throw badRequest(
      'shippingAddress.postalCode: a PIN code is 6 digits and does not start with 0',
    );
  }
  const phone = parseIndianMobile(a.phone);
  if (!phone) {
    throw badRequest(
      'shippingAddress.phone: enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (with or without +91)',
    );
  }
  const state = parseIndianState(a.state);
  if (!state) {
    throw badRequest('shippingAddress.state: enter an Indian state or union territory');
  }
  return { fullName: a.fullName, address: a.address, city: a.city, state, postalCode, phone };
}

interface RequestedLine {
  productId: number;
  quantity: number;
  size?: string | undefined;
  color?: string | undefined;
}

function requestedLines(input: CreateOrderRequest): RequestedLine[] {
  if (input.items) return input.items;
  return Object.entries(input.products ?? {}).map(([id, quantity]) => ({
    productId: Number(id),
    quantity,
  }));
}

const ONE_SIZE = 'One Size';

/** The product's own spelling of a choice, matched without regard to case. */
function pick(options: string[], wanted: string): string | undefined {
  const key = wanted.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === key);
}

function resolveChoice(
  kind: 'size' | 'color',
  product: ProductForOrder,
  wanted: string | undefined,
  fromProductsMap: boolean,
): string {
  const label = kind === 'size' ? 'size' : 'colour';
  // A product without sizes is sold as One Size; one without colours has no colour to name.
  const options =
    kind === 'size' ? (product.sizes.length ? product.sizes : [ONE_SIZE]) : product.colors;
  if (wanted !== undefined) {
    const found = pick(options, wanted);
    if (found === undefined) {
      throw badRequest(
        options.length
          ? `"${product.title}" has no ${label} "${wanted}"; choose one of: ${options.join(', ')}`
          : `"${product.title}" has no ${label} to choose; leave ${kind} out`,
      );
    }
    return found;
  }
  if (options.length === 0) return '';
  if (options.length === 1) return options[0]!;
  throw badRequest(
    fromProductsMap
      ? `"${product.title}" comes in several ${label}s (${options.join(', ')}): send items with a ${kind} for it`
      : `items: choose a ${label} for "${product.title}": one of ${options.join(', ')}`,
  );
}

/**
 * Prices each line from the catalog as it is now and picks its size and colour. Lines naming
 * the same product, size and colour are one line: the shopper's cart never holds two such.
 */
function priceLines(
  lines: RequestedLine[],
  byId: Map<number, ProductForOrder>,
  fromProductsMap: boolean,
): NewOrderItem[] {
  const merged = new Map<string, NewOrderItem>();
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw badRequest(`Product ${line.productId} does not exist`);
    const size = resolveChoice('size', product, line.size, fromProductsMap);
    const color = resolveChoice('color', product, line.color, fromProductsMap);
    const key = JSON.stringify([product.id, size, color]);
    const existing = merged.get(key);
    if (existing) {
      existing.quantity += line.quantity;
      if (existing.quantity > MAX_LINE_QUANTITY) {
        throw badRequest(
          `At most ${MAX_LINE_QUANTITY} of "${product.title}" in one size and colour per order`,
        );
      }
    } else {
      merged.set(key, {
        productId: product.id,
        title: product.title,
        unitPricePaise: product.pricePaise,
        quantity: line.quantity,
        size,
        color,
      });
    }
  }
  return [...merged.values()];
}

function describeShortage(title: string, size: string, left: number): string {
  const what = size === ONE_SIZE ? `"${title}"` : `"${title}" in size ${size}`;
  return left > 0
    ? `Not enough stock: only ${left} left of ${what}`
    : `Not enough stock: ${what} is sold out (0 left)`;
}

/**
 * Holds the units of every line, one product and size at a time in a fixed order (so two
 * orders for the same things queue instead of deadlocking). Any shortfall throws and the
 * caller's transaction takes back everything held so far.
 */
async function holdStock(tx: Executor, items: NewOrderItem[]): Promise<void> {
  const needs = new Map<string, { productId: number; size: string; title: string; n: number }>();
  for (const i of items) {
    const key = JSON.stringify([i.productId, i.size]);
    const need = needs.get(key) ?? { productId: i.productId, size: i.size, title: i.title, n: 0 };
    need.n += i.quantity;
    needs.set(key, need);
  }
  const ordered = [...needs.values()].sort(
    (a, b) => a.productId - b.productId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0),
  );
  let soldOut = false;
  for (const need of ordered) {
    const left = await takeStock(tx, need.productId, need.size, need.n);
    if (left === null) {
      const have = await stockLeft(tx, need.productId, need.size);
      throw conflict(describeShortage(need.title, need.size, have));
    }
    if (left === 0) soldOut = true;
  }
  // The last unit of a size just went: listings cached on every process must show it sold out.
  // The shared version row is locked last, after every stock row, as cancellations and imports
  // do too, so that no two transactions wait on each other's locks in opposite order.
  if (soldOut) await bumpCatalogVersion(tx);
}

/** Keys sorted at every level, so equal requests hash equally however their keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const requestHash = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');

export interface Shopper {
  id: string;
  email: string;
}

export interface CreateOrderResult {
  statusCode: number;
  body: Order;
  /** True when this answer is the remembered one of an earlier request with the same key. */
  replayed: boolean;
}

const ORDERS_SCOPE = 'orders';

/** The most an orders.total_paise column (a PostgreSQL integer) can hold. */
export const MAX_ORDER_TOTAL_PAISE = 2_147_483_647;

/**
 * Creates an order for the shopper: the key (if any), the stock and the order are written in
 * one transaction, so either all of them happen or none does.
 */
export async function createOrder(
  db: Executor,
  shopper: Shopper,
  input: CreateOrderRequest,
  idempotencyKey?: string,
): Promise<CreateOrderResult> {
  const address = normaliseAddress(input.shippingAddress);
  const lines = requestedLines(input);
  const hash = requestHash(input);

  return db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const ref: IdempotencyRef = { userId: shopper.id, scope: ORDERS_SCOPE, key: idempotencyKey };
      if (!(await claimIdempotencyKey(tx, ref, hash))) return replay(tx, ref, hash);
    }

    const ids = [...new Set(lines.map((l) => l.productId))];
    const byId = new Map((await findProductsForOrder(tx, ids)).map((p) => [p.id, p]));
    const items = priceLines(lines, byId, input.products !== undefined);
    const totalPaise = items.reduce((sum, i) => sum + i.unitPricePaise * i.quantity, 0);
    // total_paise is a 32-bit integer: a dearer cart would fail in the database as a 500.
    if (totalPaise > MAX_ORDER_TOTAL_PAISE) {
      throw badRequest(
        `One order may come to at most ₹${paiseToRupees(MAX_ORDER_TOTAL_PAISE).toLocaleString('en-IN')}; split this one or contact the store`,
      );
    }
    await holdStock(tx, items);

    let id = '';
    let createdAt: Date | null = null;
    for (let attempt = 0; createdAt === null; attempt++) {
      // A billion references make a clash rare; a few draws make it a non-event.
      if (attempt === 8) throw new Error('Could not draw a free order reference');
      id = newOrderId();
      createdAt = await insertOrder(tx, {
        id,
        userId: shopper.id,
        totalPaise,
        email: shopper.email,
        ...address,
      });
    }
    const saved = await insertOrderItems(tx, id, items);
    const body = toWireOrder({
      id,
      userId: shopper.id,
      status: OrderStatus.Pending,
      totalPaise,
      email: shopper.email,
      ...address,
      paymentMethod: null,
      trackingNumber: null,
      paidAt: null,
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
      createdAt,
      updatedAt: createdAt,
      items: saved,
    });
    if (idempotencyKey !== undefined) {
      await saveIdempotentReply(
        tx,
        { userId: shopper.id, scope: ORDERS_SCOPE, key: idempotencyKey },
        201,
        body,
      );
    }
    return { statusCode: 201, body, replayed: false };
  });
}

async function replay(tx: Executor, ref: IdempotencyRef, hash: string): Promise<CreateOrderResult> {
  const stored = await findIdempotencyKey(tx, ref);
  if (stored && stored.requestHash !== hash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used with a different request; use a new key for a new order',
    );
  }
  if (!stored || stored.responseStatus === null) {
    throw conflict('A request with this Idempotency-Key is still being processed; retry shortly');
  }
  return { statusCode: stored.responseStatus, body: stored.responseBody as Order, replayed: true };
}

// ---------------------------------------------------------------------------------------------
// Reading orders

export const MAX_LISTED_ORDERS = 100;

export async function listShopperOrders(
  db: Executor,
  userId: string,
  limit = MAX_LISTED_ORDERS,
): Promise<Order[]> {
  return (await listOrdersOfUser(db, userId, limit)).map(toWireOrder);
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
 * answer is the same 404, whether or not the order exists. Lookups that do not succeed are
 * counted per client address and per order reference; past the limit the answer is 429, so
 * neither references nor phone numbers can be guessed at speed.
 */
export async function trackOrder(
  db: Executor,
  limiter: AttemptLimiter,
  req: TrackRequest,
): Promise<Order> {
  const id = parseOrderId(req.rawId);
  const order = id ? await findOrder(db, id) : null;
  if (order && req.userId !== null && order.userId === req.userId) return toWireOrder(order);

  // Counted before the answer is known and given back on success, so that parallel guesses
  // cannot all slip in under the limit.
  const windowMs = req.windowSeconds * 1000;
  // Only orders that exist get a counter, and a limited address stops at its first exhausted
  // counter: otherwise each lookup of a new number adds a key (lib/rate-limiter.ts).
  const keys = [`track:addr:${req.clientKey}`, ...(order ? [`track:order:${order.id}`] : [])];
  for (const key of keys) {
    const r = await limiter.consume(key, req.maxFailures, windowMs);
    if (!r.allowed) {
      throw new HttpError(429, 'Too many attempts to find an order. Please try again later.', {
        'retry-after': String(r.retryAfterSeconds),
      });
    }
  }
  if (order && req.contactInfo !== undefined && contactMatches(order, req.contactInfo)) {
    for (const key of keys) await limiter.refund(key);
    return toWireOrder(order);
  }
  throw new HttpError(404, ORDER_NOT_FOUND);
}

export async function getOrderForOwner(db: Executor, id: string): Promise<OrderWithItems | null> {
  const parsed = parseOrderId(id);
  return parsed ? findOrder(db, parsed) : null;
}

/** The owner's record of payments confirmed by hand (orders:mark-paid). */
export async function ownerPaymentsOf(db: Executor, orderId: string) {
  return findOwnerPayments(db, orderId);
}

/**
 * The owner confirms a payment they have seen (a UPI credit, a bank transfer): the order is
 * marked paid and the confirmation, with its reference, is kept in the same transaction.
 */
export async function markPaidByOwner(
  db: Executor,
  orderId: string,
  payment: { method: string; reference: string | null },
): Promise<PaymentOutcome> {
  const id = parseOrderId(orderId);
  if (!id) return 'not-payable';
  return db.transaction(async (tx) => {
    const outcome = await markOrderPaid(tx, id, {
      method: payment.method,
      reference: payment.reference ?? '',
    });
    if (outcome === 'paid') await recordOwnerPayment(tx, id, payment);
    return outcome;
  });
}

export async function listOrdersForOwner(
  db: Executor,
  filter: { status?: OrderStatusCode | undefined; limit: number },
): Promise<OrderWithItems[]> {
  return listOrders(db, filter);
}

// ---------------------------------------------------------------------------------------------
// For payments

export interface OrderForPayment {
  id: string;
  userId: string;
  status: number;
  totalPaise: number;
  email: string;
  fullName: string;
  phone: string;
}

/**
 * For payments: the order if it exists and belongs to `userId`, else null (the caller answers
 * both the same way). Says nothing about whether it may be paid: check `status === 0`.
 */
export async function findOrderForPayment(
  db: Executor,
  orderId: string,
  userId: string,
): Promise<OrderForPayment | null> {
  const id = parseOrderId(orderId);
  const row = id ? await findOrderRow(db, id) : null;
  if (!row || row.userId !== userId) return null;
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    totalPaise: row.totalPaise,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
  };
}

/**
 * 'paid': this call moved the order from Pending to Processing. 'already-paid': it had been
 * paid (or accepted for cash on delivery) before. 'not-payable': no such order, or cancelled.
 */
export type PaymentOutcome = 'paid' | 'already-paid' | 'not-payable';

async function outcomeOfLostRace(db: Executor, orderId: string): Promise<PaymentOutcome> {
  const row = await findOrderRow(db, orderId);
  if (!row) return 'not-payable';
  const settled =
    row.status === OrderStatus.Processing ||
    row.status === OrderStatus.Shipped ||
    row.status === OrderStatus.Delivered;
  return settled ? 'already-paid' : 'not-payable';
}

/**
 * For payments: records that the order was paid. Pending -> Processing with paid_at and the
 * method, in one conditional UPDATE: of any number of concurrent calls exactly one gets
 * 'paid'. Pass the open transaction to make it part of the caller's own bookkeeping.
 * `reference` (the gateway's or operator's reference) is kept by the caller, in its payment
 * records; the order keeps the method and the time.
 */
export async function markOrderPaid(
  db: Executor,
  orderId: string,
  payment: { method: string; reference: string },
): Promise<PaymentOutcome> {
  const moved = await changeStatus(db, orderId, [OrderStatus.Pending], OrderStatus.Processing, {
    paymentMethod: payment.method,
    stamp: ['paidAt'],
  });
  return moved ? 'paid' : outcomeOfLostRace(db, orderId);
}

/**
 * For payments: the shopper chose cash on delivery. Pending -> Processing with the method
 * 'cod' and no paid_at (the cash is collected at the door; delivering the order records it).
 */
export async function acceptCashOnDelivery(db: Executor, orderId: string): Promise<PaymentOutcome> {
  const moved = await changeStatus(db, orderId, [OrderStatus.Pending], OrderStatus.Processing, {
    paymentMethod: 'cod',
  });
  return moved ? 'paid' : outcomeOfLostRace(db, orderId);
}

// ---------------------------------------------------------------------------------------------
// The store owner's moves

export type MoveResult =
  | { outcome: 'moved'; order: OrderRow }
  | { outcome: 'not-found' }
  | { outcome: 'not-allowed'; current: number };

async function move(
  db: Executor,
  orderId: string,
  to: OrderStatusCode,
  change: Parameters<typeof changeStatus>[4],
  after?: (tx: Executor, order: OrderRow) => Promise<void>,
): Promise<MoveResult> {
  const id = parseOrderId(orderId);
  if (!id) return { outcome: 'not-found' };
  return db.transaction(async (tx) => {
    const moved = await changeStatus(tx, id, statusesBefore(to), to, change);
    if (moved) {
      await after?.(tx, moved);
      return { outcome: 'moved', order: moved };
    }
    const current = await findOrderRow(tx, id);
    return current ? { outcome: 'not-allowed', current: current.status } : { outcome: 'not-found' };
  });
}

/** Tracking numbers are what carriers print: letters, digits and a few separators. */
export const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /-]{2,63}$/;

export async function shipOrder(
  db: Executor,
  orderId: string,
  trackingNumber: string,
): Promise<MoveResult> {
  const tracking = trackingNumber.trim();
  if (!TRACKING_NUMBER.test(tracking)) {
    throw badRequest('A tracking number is 3 to 64 letters, digits, spaces, dashes or slashes');
  }
  return move(db, orderId, OrderStatus.Shipped, {
    trackingNumber: tracking,
    stamp: ['shippedAt'],
  });
}

/** Delivered; for cash on delivery this is also when the money came in. */
export async function deliverOrder(db: Executor, orderId: string): Promise<MoveResult> {
  return move(db, orderId, OrderStatus.Delivered, {
    stamp: ['deliveredAt'],
    stampPaidIfEmpty: true,
  });
}

/** Cancelled, with every unit of the order back in stock in the same transaction. */
export async function cancelOrder(db: Executor, orderId: string): Promise<MoveResult> {
  return move(db, orderId, OrderStatus.Cancelled, { stamp: ['cancelledAt'] }, (tx, order) =>
    returnStockOfOrders(tx, [order.id]),
  );
}

/**
 * Cancels Pending orders older than `olderThanHours` and gives their stock back, in batches
 * of one transaction each. Safe to run from several processes at once. Returns the ids.
 */
export async function cancelExpiredOrders(db: Executor, olderThanHours: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanHours * 3_600_000);
  const BATCH = 200;
  const cancelled: string[] = [];
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const batch = await cancelPendingCreatedBefore(tx, cutoff, BATCH);
      await returnStockOfOrders(tx, batch);
      return batch;
    });
    cancelled.push(...ids);
    if (ids.length < BATCH) return cancelled;
  }
}

/**
 * The periodic clean-up: expired unpaid orders, and idempotency keys (of orders and of
 * payments) older than a day.
 */
export async function expireUnpaidOrders(
  db: Executor,
  olderThanHours: number,
): Promise<{ cancelled: string[]; keysPurged: number }> {
  const cancelled = await cancelExpiredOrders(db, olderThanHours);
  const keysPurged = await purgeIdempotencyKeys(db);
  return { cancelled, keysPurged };
}
