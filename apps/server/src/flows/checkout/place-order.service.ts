// Placing an order: what it may contain, what it costs (the server's catalog decides, never the
// client) and holding its stock, all in one transaction with its Idempotency-Key.
import type { CreateOrderRequest, Language, Order, ShippingAddressInput } from '@store/contract';
import { MAX_LINE_QUANTITY } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { couponRefused, invalid, rateLimited } from '../../lib/domain-error.ts';
import {
  INDIAN_MOBILE_REFUSAL,
  parseIndianMobile,
  parseIndianState,
  parsePinCode,
} from '../../lib/india.ts';
import { paiseToRupees, rupeesToPaise } from '../../kernel/money.ts';
import { spendCreditAtCheckout } from '../refunds/index.ts';
import {
  ONE_SIZE,
  productsForOrder,
  reserveStock,
  type ProductForOrder,
} from '../../modules/catalog/index.ts';
import { redeemCoupon } from '../../modules/offers/index.ts';
import { queueMail } from '../../modules/mail/index.ts';
import { saveCheckoutAddress } from '../../modules/accounts/index.ts';
import { checkDeliveryAddress } from '../../modules/delivery/index.ts';
import { newOrderId } from '../../kernel/order-id.ts';
import {
  OrderStatus,
  countOpenOrders,
  insertOrder,
  insertOrderItems,
  lockOpenOrderSlots,
  onceForKey,
  requestHash,
  taxInputs,
  toWireOrder,
  type NewOrderItem,
} from '../../modules/orders/index.ts';
import { recordCheckoutConsent, type WhatsAppLanguage } from '../../modules/whatsapp/index.ts';
import { calculateCart, priceCart, toPricedLines } from './order-pricing.service.ts';

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
    throw invalid('shippingAddress.postalCode: a PIN code is 6 digits and does not start with 0');
  }
  const phone = parseIndianMobile(a.phone);
  if (!phone) {
    throw invalid(`shippingAddress.phone: ${INDIAN_MOBILE_REFUSAL}`);
  }
  const state = parseIndianState(a.state);
  if (!state) {
    throw invalid('shippingAddress.state: enter an Indian state or union territory');
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
      throw invalid(
        options.length
          ? `"${product.title}" has no ${label} "${wanted}"; choose one of: ${options.join(', ')}`
          : `"${product.title}" has no ${label} to choose; leave ${kind} out`,
      );
    }
    return found;
  }
  if (options.length === 0) return '';
  if (options.length === 1) return options[0]!;
  throw invalid(
    fromProductsMap
      ? `"${product.title}" comes in several ${label}s (${options.join(', ')}): send items with a ${kind} for it`
      : `items: choose a ${label} for "${product.title}": one of ${options.join(', ')}`,
  );
}

/**
 * Prices each line from the catalog as it is now and picks its size and colour. Lines naming
 * the same product, size and colour are one line: the shopper's cart never holds two such.
 */
export function priceLines(
  lines: RequestedLine[],
  byId: Map<number, ProductForOrder>,
  fromProductsMap: boolean,
): PricedLine[] {
  const merged = new Map<string, PricedLine>();
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw invalid(`Product ${line.productId} does not exist`);
    const size = resolveChoice('size', product, line.size, fromProductsMap);
    const color = resolveChoice('color', product, line.color, fromProductsMap);
    const key = JSON.stringify([product.id, size, color]);
    const existing = merged.get(key);
    if (existing) {
      existing.quantity += line.quantity;
      if (existing.quantity > MAX_LINE_QUANTITY) {
        throw invalid(
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
        discountPaise: 0,
      });
    }
  }
  return [...merged.values()];
}

export interface Shopper {
  id: string;
  email: string;
  /** The language the shopper checked out in: WhatsApp updates are sent in it. */
  language?: WhatsAppLanguage;
}

export interface CreateOrderResult {
  order: Order;
  /** True when this is the remembered order of an earlier request with the same key. */
  replayed: boolean;
}

const ORDERS_SCOPE = 'orders';

const KEY_REFUSALS = {
  mismatch:
    'This Idempotency-Key was already used with a different request; use a new key for a new order',
  inProgress: 'A request with this Idempotency-Key is still being processed; retry shortly',
};

/** The most an orders.total_paise column (a PostgreSQL integer) can hold. */
export const MAX_ORDER_TOTAL_PAISE = 2_147_483_647;

/**
 * How many unpaid orders may hold stock at once (docs/decisions/003-orders-and-stock.md): a
 * Pending order holds its units for `holdMinutes`, so without a cap one account or one client
 * could keep any size sold out by placing orders it never pays.
 */
export interface OpenOrderLimits {
  /** The client address key (lib/rate-limiter.ts clientAddressKey); null to count none. */
  clientKey: string | null;
  maxPerAccount: number;
  maxPerAddress: number;
  holdMinutes: number;
}

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Seconds until the oldest open order's hold ends: when a slot is likely to free up. */
function retryAfter(oldest: Date | null, holdMinutes: number): number {
  const ends = (oldest?.getTime() ?? Date.now()) + holdMinutes * 60_000;
  return Math.max(60, Math.ceil((ends - Date.now()) / 1000));
}

/**
 * Refuses the order just written when, with it, the account or the client address would hold
 * more than its share of open orders. The slots are locked until the transaction ends, so
 * simultaneous orders are counted one after another and the cap is exact. The check runs last,
 * after the stock is held and the order written, so the lock is held only for two counts and
 * the commit: orders from one busy address (a mobile carrier's shared address) queue for that
 * moment, not for the whole placement.
 */
async function checkOpenOrders(tx: Executor, shopper: Shopper, limits: OpenOrderLimits) {
  const keys = [`user:${shopper.id}`];
  if (limits.clientKey !== null) keys.push(`address:${limits.clientKey}`);
  await lockOpenOrderSlots(tx, keys);
  // Both counts include the order this transaction has just written.
  const mine = await countOpenOrders(tx, { userId: shopper.id });
  mine.open -= 1;
  if (mine.open >= limits.maxPerAccount) {
    throw rateLimited(
      `You already have ${mine.open} unpaid orders. Pay for one of them, or wait until an ` +
        `unpaid order is cancelled (${minutesText(limits.holdMinutes)} after it was placed), ` +
        'before placing another.',
      retryAfter(mine.oldest, limits.holdMinutes),
    );
  }
  if (limits.clientKey === null) return;
  const fromHere = await countOpenOrders(tx, { placedFrom: limits.clientKey });
  fromHere.open -= 1;
  if (fromHere.open >= limits.maxPerAddress) {
    const wait = retryAfter(fromHere.oldest, limits.holdMinutes);
    throw rateLimited(
      'Too many unpaid orders have been placed from your network. Pay for one of them, or ' +
        `try again in ${minutesText(Math.ceil(wait / 60))}.`,
      wait,
    );
  }
}

/**
 * Creates an order for the shopper: the key (if any), the open-order check, the stock and the
 * order are written in one transaction, so either all of them happen or none does. A replay
 * of an earlier request's key answers its order without counting it again.
 */
export async function createOrder(
  db: Executor,
  shopper: Shopper,
  input: CreateOrderRequest,
  idempotencyKey?: string,
  limits?: OpenOrderLimits,
): Promise<CreateOrderResult> {
  const address = normaliseAddress(input.shippingAddress);
  // The delivery module's check (docs/delivery.md, "At checkout"): a PIN India Post knows, in
  // the chosen state, that the store serves.
  await checkDeliveryAddress(db, address);
  const lines = requestedLines(input);
  const hash = requestHash(input);
  // The language she ordered in: the storefront says it; an older client's browser language
  // stands in. Her mails and WhatsApp updates go in it (docs/mail.md, "Languages").
  const language = input.language ?? shopper.language ?? 'en';

  return db.transaction(async (tx) => {
    const place = async () => {
      const order = await placeOrder(
        tx,
        shopper,
        address,
        lines,
        input.products !== undefined,
        limits,
        { couponCode: input.couponCode, language },
      );
      if (limits) await checkOpenOrders(tx, shopper, limits);
      // The ticked WhatsApp box (modules/whatsapp), kept with the order it was given for.
      // The ticked "Save this address" box (issue 31 item 8), in the order's transaction.
      if (input.saveAddress) await saveCheckoutAddress(tx, shopper.id, address);
      // The ticked "Use store credit" box (flows/refunds): paid in part or whole by credit.
      if (input.useStoreCredit) await useStoreCredit(tx, order, shopper.id);
      if (input.whatsappOptIn) {
        await recordCheckoutConsent(tx, {
          orderId: order.id,
          userId: shopper.id,
          phone: address.phone,
          language,
        });
      }
      return order;
    };
    if (idempotencyKey === undefined) return { order: await place(), replayed: false };
    const ref = { userId: shopper.id, scope: ORDERS_SCOPE, key: idempotencyKey };
    // Only successful creations are remembered, so a replay is a 201 too.
    const { body, replayed } = await onceForKey(tx, ref, hash, KEY_REFUSALS, 201, place);
    return { order: body, replayed };
  });
}

/** Spends the shopper's store credit on the order just placed and says so on its answer. */
async function useStoreCredit(tx: Executor, order: Order, userId: string): Promise<void> {
  const spent = await spendCreditAtCheckout(tx, { orderId: order.id, userId });
  if (spent === 0) return;
  order.storeCredit = paiseToRupees(spent);
  if (rupeesToPaise(order.total) === spent) {
    order.status = OrderStatus.Processing;
    order.paymentMethod = 'store_credit';
  }
}

async function placeOrder(
  tx: Executor,
  shopper: Shopper,
  address: NormalisedAddress,
  lines: RequestedLine[],
  fromProductsMap: boolean,
  limits: OpenOrderLimits | undefined,
  offer: { couponCode: string | undefined; language: Language },
): Promise<Order> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const byId = new Map((await productsForOrder(tx, ids)).map((p) => [p.id, p]));
  const pricedLines = priceLines(lines, byId, fromProductsMap);
  const calculatorLines = toPricedLines(pricedLines, byId);
  // The whole price again, on the server (docs/offers.md): whatever the quote said is not read.
  const cart = await priceCart(tx, {
    lines: calculatorLines,
    couponCode: offer.couponCode,
    shopperId: shopper.id,
    lock: true,
    now: new Date(),
  });
  if (cart.outcome?.status === 'rejected') {
    const { reason, message } = cart.outcome;
    throw couponRefused(reason, `${message} Remove it to place the order without it.`);
  }
  const coupon = cart.coupon;
  const applied = cart.outcome?.status === 'applied' ? cart.outcome.code : null;
  // GST is charged on what the shopper pays for each line, the discount off (docs/tax.md).
  const tax = await taxInputs(tx, address.state, ids);
  const priced = calculateCart(cart, calculatorLines, tax, 0);
  // Each line keeps its discount share and GST as charged: a later rate change never rewrites
  // them, and returns read them back through restateOrder.
  const items = pricedLines.map((line, i): NewOrderItem => {
    const { discountPaise, tax: charged } = priced.lines[i]!;
    const { rateBasisPoints, ...split } = charged!;
    const hsn = tax.products.get(line.productId)!.hsn;
    return { ...line, discountPaise, hsn, ...split, taxRateBasisPoints: rateBasisPoints };
  });
  const totalPaise = priced.totalPaise;
  // total_paise is a 32-bit integer: a dearer cart would fail in the database as a 500.
  if (totalPaise > MAX_ORDER_TOTAL_PAISE) {
    throw invalid(
      `One order may come to at most ₹${paiseToRupees(MAX_ORDER_TOTAL_PAISE).toLocaleString('en-IN')}; split this one or contact the store`,
    );
  }
  await reserveStock(tx, items);

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
      placedFrom: limits?.clientKey ?? null,
      discountPaise: priced.discountPaise,
      couponCode: applied,
      shippingPaise: priced.shippingPaise,
      taxSplit: priced.taxSplit,
      language: offer.language,
    });
  }
  const saved = await insertOrderItems(tx, id, items);
  if (applied && coupon) {
    await redeemCoupon(tx, { couponId: coupon.id, code: applied, orderId: id, userId: shopper.id });
  }

  // Mail (modules/mail): the order-placed mail is queued with the order, in its transaction.
  await queueMail(tx, { event: 'order-placed', orderId: id });

  return toWireOrder({
    id,
    userId: shopper.id,
    status: OrderStatus.Pending,
    totalPaise,
    email: shopper.email,
    ...address,
    paymentMethod: null,
    courier: null,
    version: 1,
    trackingNumber: null,
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    discountPaise: priced.discountPaise,
    couponCode: applied,
    shippingPaise: priced.shippingPaise,
    codFeePaise: 0,
    storeCreditPaise: 0,
    codConfirmBy: null,
    returnedToOriginAt: null,
    buyerBusinessName: null,
    buyerGstin: null,
    taxSplit: priced.taxSplit,
    language: offer.language,
    createdAt,
    updatedAt: createdAt,
    items: saved,
  });
}

/** A line as priced, before its discount share and tax are the calculator's. */
type PricedLine = Omit<
  NewOrderItem,
  | 'hsn'
  | 'taxRateBasisPoints'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'utgstPaise'
  | 'igstPaise'
>;
