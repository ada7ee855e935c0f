// The order's price breakdown, worked out the same way for the quote (before an order) and for
// placing it (docs/offers.md): catalog prices, the offer code with this shopper's history, the
// store's shipping rule, cash on delivery, and the GST inside the discounted lines, all added
// up by the order calculator (packages/contract/src/order-calculator.ts).
import {
  calculateOrder,
  MAX_LINE_QUANTITY,
  type CalculatorOffer,
  type OrderCalculation,
  type QuoteRequest,
  type QuoteResponse,
} from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { rateLimited } from '../../lib/domain-error.ts';
import { paiseToRupees } from '../../kernel/money.ts';
import {
  hindiColourNames,
  productsForOrder,
  stockOfLines,
  type LineStock,
  type ProductForOrder,
} from '../../modules/catalog/index.ts';
import {
  couponForPricing,
  offerFor,
  type CouponForPricing,
  type CouponOutcome,
  type PricedLine,
} from '../../modules/offers/index.ts';
import { getStoreSettings, type StoreSettings } from '../../modules/store/index.ts';
import {
  decideCod,
  hasOrderNotCancelled,
  pinFacts,
  taxInputs,
  type AttemptLimiter,
  type NewOrderItem,
} from '../../modules/orders/index.ts';
import type { OrderTaxInputs } from '../../modules/tax/index.ts';
import { priceLines } from './place-order.service.ts';

/** Who is trying an offer code, and how many codes that do not exist they may try. */
export interface CodeGuessLimit {
  clientKey: string;
  max: number;
  windowSeconds: number;
}

/**
 * Offer codes that do not exist, tried from one address, are counted as failed sign-ins are
 * (decision 018): an answer says whether a code exists, so guessing codes at speed would find
 * them. Counted before the answer is known and given back for a code that exists, so parallel
 * guesses cannot slip past; once the count is spent every code is refused with a 429, known or
 * not, so that the refusal itself tells nothing.
 */
export async function countCodeGuess(
  db: Executor,
  limiter: AttemptLimiter,
  who: CodeGuessLimit,
  code: string | undefined,
): Promise<void> {
  if (code === undefined) return;
  const key = `offer-code:address:${who.clientKey}`;
  const r = await limiter.consume(key, who.max, who.windowSeconds * 1000);
  if (!r.allowed) {
    throw rateLimited(
      'Too many offer codes tried from your network. Please try again later.',
      r.retryAfterSeconds,
    );
  }
  if (await couponForPricing(db, code, null)) await limiter.refund(key);
}

/** A cart's offer as this shopper may use it, and the store's rules to price it by. */
export interface CartPrice {
  /** The code's outcome (applied, or why not); null when no code was given. */
  outcome: CouponOutcome | null;
  /** What the calculator takes off: null unless the code applies. */
  offer: CalculatorOffer | null;
  coupon: CouponForPricing | null;
  settings: StoreSettings;
}

export function toPricedLines(
  items: Pick<NewOrderItem, 'productId' | 'quantity' | 'unitPricePaise'>[],
  byId: Map<number, ProductForOrder>,
): PricedLine[] {
  return items.map((i) => ({
    productId: i.productId,
    quantity: i.quantity,
    unitPaise: i.unitPricePaise,
    categories: byId.get(i.productId)?.categories ?? [],
  }));
}

/**
 * Judges an offer code on these lines for a shopper (null: a visitor asking for a quote). With
 * `lock` (the order's transaction) the shopper's uses of the code are held still until it ends.
 */
export async function priceCart(
  db: Executor,
  input: {
    lines: PricedLine[];
    couponCode: string | undefined;
    shopperId: string | null;
    lock: boolean;
    now: Date;
  },
): Promise<CartPrice> {
  const settings = await getStoreSettings(db);
  let coupon: CouponForPricing | null = null;
  if (input.couponCode !== undefined) {
    const shopper = input.shopperId
      ? { id: input.shopperId, hasEarlierOrder: await hasOrderNotCancelled(db, input.shopperId) }
      : null;
    coupon = await couponForPricing(db, input.couponCode, shopper, input.lock);
  }
  const { outcome, offer } = offerFor({
    lines: input.lines,
    coupon: coupon ? { rule: coupon.rule, history: coupon.history } : null,
    unknownCode: coupon ? undefined : input.couponCode,
    now: input.now,
  });
  return { outcome, offer, coupon, settings };
}

/**
 * Every amount of the cart, by the order calculator: the offer, the store's shipping rule, a
 * COD fee and, once the shipping state is known (`tax`), the GST inside each line.
 */
export function calculateCart(
  cart: CartPrice,
  lines: PricedLine[],
  tax: OrderTaxInputs | null,
  codFeePaise: number,
): OrderCalculation {
  return calculateOrder({
    lines: lines.map((l) => ({
      unitPaise: l.unitPaise,
      quantity: l.quantity,
      categories: l.categories,
      taxSlabs: tax?.products.get(l.productId)?.slabs ?? null,
    })),
    offer: cart.offer,
    shipping: cart.settings.shipping,
    codFeePaise,
    tax: tax ? tax.places : null,
  });
}

const rupeesOf = paiseToRupees;

/**
 * What a quote line says of its stock: the units left and the shortage when an order would be
 * refused; else the units left only when fewer than a cart line may hold (so the cart's quantity
 * picker stops there, as the product page's does, without telling anyone the whole stock).
 */
function lineStockFields(s: LineStock): { left?: number; shortage?: string } {
  if (s.shortage !== null) return { left: s.left, shortage: s.shortage };
  return s.left < MAX_LINE_QUANTITY ? { left: s.left } : {};
}

/**
 * POST /orders/quote: the whole breakdown of a cart before it is ordered. Nothing is held or
 * counted; placing the order works everything out again.
 */
export async function quoteOrder(
  db: Executor,
  shopperId: string | null,
  request: QuoteRequest,
  storeTakesCod: boolean,
  now: Date = new Date(),
): Promise<QuoteResponse> {
  const ids = [...new Set(request.items.map((l) => l.productId))];
  const byId = new Map((await productsForOrder(db, ids)).map((p) => [p.id, p]));
  const items = priceLines(request.items, byId, false);
  const lines = toPricedLines(items, byId);
  const stock = await stockOfLines(db, items);
  const pin = request.postalCode ? await pinFacts(db, request.postalCode) : null;
  const cart = await priceCart(db, {
    lines,
    couponCode: request.couponCode,
    shopperId,
    lock: false,
    now,
  });
  // The GST waits for the PIN: it names the state, the place of supply.
  const tax = pin ? await taxInputs(db, pin.state, ids) : null;
  const amountsWith = (codFeePaise: number) => calculateCart(cart, lines, tax, codFeePaise);
  const cod = await decideCod(db, {
    settings: cart.settings,
    storeTakesCod,
    amountsWith,
    pin,
    phone: null,
  });
  const order = amountsWith(request.paymentMethod === 'cod' && cod.offered ? cod.feePaise : 0);
  const coupon = cart.outcome;
  return {
    subtotal: rupeesOf(order.subtotalPaise),
    discount: rupeesOf(order.discountPaise),
    shipping: rupeesOf(order.shippingPaise),
    codFee: rupeesOf(order.codFeePaise),
    total: rupeesOf(order.totalPaise),
    freeShippingAbove: rupeesOf(cart.settings.shipping.freeAbovePaise),
    lines: lines.map((l, i) => ({
      productId: l.productId,
      quantity: l.quantity,
      price: rupeesOf(l.unitPaise),
      discount: rupeesOf(order.lines[i]!.discountPaise),
      net: rupeesOf(order.lines[i]!.netPaise),
      ...lineStockFields(stock[i]!),
    })),
    ...(coupon === null
      ? {}
      : {
          coupon:
            coupon.status === 'applied'
              ? {
                  code: coupon.code,
                  status: 'applied' as const,
                  discount: rupeesOf(coupon.discountPaise),
                }
              : {
                  code: coupon.code,
                  status: 'rejected' as const,
                  reason: coupon.reason,
                  message: coupon.message,
                },
        }),
    cod: {
      offered: cod.offered,
      reason: cod.reason,
      message: cod.message,
      fee: rupeesOf(cod.feePaise),
      confirmationNeeded: cod.confirmationNeeded,
    },
    tax: order.tax
      ? {
          cgst: rupeesOf(order.tax.cgstPaise),
          sgst: rupeesOf(order.tax.sgstPaise),
          utgst: rupeesOf(order.tax.utgstPaise),
          igst: rupeesOf(order.tax.igstPaise),
          total: rupeesOf(order.tax.taxPaise),
        }
      : null,
    delivery: pin?.estimate ?? null,
    // A Hindi page's cart shows each line's colour by the catalog's Hindi name of it, whichever
    // page added the line; English answers stay as they were.
    ...(request.language === 'hi'
      ? {
          names: await hindiColourNames(
            db,
            request.items.map((l) => l.color ?? ''),
          ),
        }
      : {}),
  };
}
