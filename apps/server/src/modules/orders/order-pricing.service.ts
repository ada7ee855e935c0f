// The order's price breakdown, worked out the same way for the quote (before an order) and for
// placing it (docs/offers.md): catalog prices, the offer code with this shopper's history, the
// store's shipping rule, cash on delivery, and the GST inside the discounted lines.
import type { QuoteRequest, QuoteResponse } from '@store/contract';
import type { Executor } from '../../db/client.ts';
import { rateLimited } from '../../lib/domain-error.ts';
import { paiseToRupees } from '../../lib/money.ts';
import { productsForOrder, shortagesOf, type ProductForOrder } from '../catalog/index.ts';
import {
  codDecision,
  couponForPricing,
  priceOrder,
  type CodDecision,
  type CouponForPricing,
  type PricedLine,
  type PricedOrder,
} from '../offers/index.ts';
import { getStoreSettings, type StoreSettings } from '../store/index.ts';
import {
  countReturnedToOrigin,
  hasOrderNotCancelled,
  type NewOrderItem,
} from './orders.repository.ts';
import { pinFacts, taxOfLines, type PinFacts } from './pricing-seams.ts';
import { priceLines } from './place-order.service.ts';
import type { AttemptLimiter } from './order-lookup.service.ts';

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

export interface CartPrice {
  priced: PricedOrder;
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
 * Prices lines with an offer code for a shopper (null: a visitor asking for a quote). With
 * `lock` (the order's transaction) the shopper's uses of the code are held still until it ends.
 */
export async function priceCart(
  db: Executor,
  input: {
    lines: PricedLine[];
    couponCode: string | undefined;
    shopperId: string | null;
    lock: boolean;
    codFeePaise: number;
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
  const priced = priceOrder({
    lines: input.lines,
    coupon: coupon ? { rule: coupon.rule, history: coupon.history } : null,
    unknownCode: coupon ? undefined : input.couponCode,
    shipping: settings.shipping,
    now: input.now,
    codFeePaise: input.codFeePaise,
  });
  return { priced, coupon, settings };
}

/** Cash on delivery for an amount, a PIN and a phone (either may not be known yet). */
export async function decideCod(
  db: Executor,
  input: {
    settings: StoreSettings;
    storeTakesCod: boolean;
    beforeCodPaise: number;
    pin: PinFacts | null;
    phone: string | null;
  },
): Promise<CodDecision> {
  return codDecision({
    settings: input.settings.cod,
    // Configured (PAYMENTS_ENABLED) and left on by the owner (the Store screen's switch).
    storeTakesCod: input.storeTakesCod && input.settings.paymentMethods.cod,
    beforeCodPaise: input.beforeCodPaise,
    pinAllowsCod: input.pin ? input.pin.cod : null,
    returnsOfPhone: input.phone ? await countReturnedToOrigin(db, input.phone) : null,
  });
}

const rupeesOf = paiseToRupees;

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
  const short = await shortagesOf(db, items);
  const pin = request.postalCode ? await pinFacts(db, request.postalCode) : null;
  const base = await priceCart(db, {
    lines,
    couponCode: request.couponCode,
    shopperId,
    lock: false,
    codFeePaise: 0,
    now,
  });
  const cod = await decideCod(db, {
    settings: base.settings,
    storeTakesCod,
    beforeCodPaise: base.priced.beforeCodPaise,
    pin,
    phone: null,
  });
  const codFeePaise = request.paymentMethod === 'cod' && cod.offered ? cod.feePaise : 0;
  const priced = base.priced;
  const tax = pin
    ? await taxOfLines(db, {
        shipState: pin.state,
        lines: lines.map((l, i) => ({
          productId: l.productId,
          quantity: l.quantity,
          netPaise: priced.lineNetPaise[i]!,
        })),
      })
    : null;
  const sum = (key: 'cgstPaise' | 'sgstPaise' | 'utgstPaise' | 'igstPaise') =>
    (tax ?? []).reduce((s, t) => s + t[key], 0);
  const coupon = priced.coupon;
  return {
    subtotal: rupeesOf(priced.subtotalPaise),
    discount: rupeesOf(priced.discountPaise),
    shipping: rupeesOf(priced.shippingPaise),
    codFee: rupeesOf(codFeePaise),
    total: rupeesOf(priced.totalPaise + codFeePaise),
    freeShippingAbove: rupeesOf(base.settings.shipping.freeAbovePaise),
    lines: lines.map((l, i) => ({
      productId: l.productId,
      quantity: l.quantity,
      price: rupeesOf(l.unitPaise),
      discount: rupeesOf(priced.lineDiscountPaise[i]!),
      net: rupeesOf(priced.lineNetPaise[i]!),
      ...(short[i] ? { left: short[i].left, shortage: short[i].message } : {}),
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
    tax: tax
      ? {
          cgst: rupeesOf(sum('cgstPaise')),
          sgst: rupeesOf(sum('sgstPaise')),
          utgst: rupeesOf(sum('utgstPaise')),
          igst: rupeesOf(sum('igstPaise')),
          total: rupeesOf(
            sum('cgstPaise') + sum('sgstPaise') + sum('utgstPaise') + sum('igstPaise'),
          ),
        }
      : null,
    delivery: pin?.estimate ?? null,
  };
}
