// Offer codes, the price breakdown (POST /orders/quote) and cash on delivery's confirmation
// (docs/offers.md). The server works the amounts out; these are the shapes they travel in.
import { z } from 'zod';
import { hindiNames } from './catalog.ts';
import { rupees } from './common.ts';
import { MAX_ORDER_LINES, orderLineInput, pinCodeField } from './orders.ts';
import { paymentMethod } from './payments.ts';
import { couponCodeField } from './coupon-code.ts';
import { COUPON_CODE_MESSAGE } from './limits.ts';
import { LANGUAGES } from './storefront-reads.ts';

export * from './coupon-code.ts';

/** Why a code gives no discount; each comes with a sentence for the shopper. */
export const COUPON_REFUSALS = [
  'unknown',
  'disabled',
  'not-yet-valid',
  'expired',
  'used-up',
  'not-for-these-items',
  'minimum-not-met',
  'first-order-only',
  'per-shopper-limit',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** Why cash on delivery is not offered for an order. */
export const COD_REFUSALS = ['unavailable', 'over-limit', 'pin', 'returns'] as const;

/** POST /orders/quote: the cart as it would be ordered, before it is. */
export const quoteRequest = z
  .object({
    items: z
      .array(orderLineInput, { message: 'items must be a list' })
      .min(1, 'items must not be empty')
      .max(MAX_ORDER_LINES, `items may hold at most ${MAX_ORDER_LINES} lines`),
    couponCode: couponCodeField.optional(),
    postalCode: pinCodeField.optional(),
    /** With postalCode: refused (400) when it is not where the PIN code is. */
    city: z.string().trim().min(1, 'city must not be blank').max(100).optional(),
    paymentMethod: paymentMethod.optional(),
    /** The page's language: with `hi` the answer names the lines' colours in Hindi (`names`). */
    language: z.enum(LANGUAGES, { message: "language must be 'en' or 'hi'" }).optional(),
  })
  .strict();
export type QuoteRequest = z.infer<typeof quoteRequest>;

export const couponStatus = z.union([
  z.object({ code: z.string(), status: z.literal('applied'), discount: rupees }),
  z.object({
    code: z.string(),
    status: z.literal('rejected'),
    reason: z.enum(COUPON_REFUSALS),
    message: z.string(),
  }),
]);
export type CouponStatus = z.infer<typeof couponStatus>;

export const codOffer = z.object({
  offered: z.boolean(),
  reason: z.enum(COD_REFUSALS).nullable(),
  /** The shopper's sentence when COD is not offered. */
  message: z.string().nullable(),
  fee: rupees,
  /** A COD order this large waits for the shopper's confirmation through a mailed link. */
  confirmationNeeded: z.boolean(),
});
export type CodOffer = z.infer<typeof codOffer>;

export const taxSplit = z.object({
  cgst: rupees,
  sgst: rupees,
  utgst: rupees,
  igst: rupees,
  /** All of it: already inside the prices. */
  total: rupees,
});

export const deliveryEstimate = z.object({
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** Dates in India (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
});

export const quoteResponse = z.object({
  subtotal: rupees,
  discount: rupees,
  shipping: rupees,
  codFee: rupees,
  total: rupees,
  /** Goods at or above this (after the discount) ship free. */
  freeShippingAbove: rupees,
  lines: z.array(
    z.object({
      productId: z.number().int(),
      quantity: z.number().int(),
      price: rupees,
      discount: rupees,
      /** What the shopper pays for the line, tax inside. */
      net: rupees,
      /**
       * The units left of the line's size (and colour, for a product whose stock is kept per
       * colour): set when fewer are left than one cart line may hold, so the cart's quantity
       * picker stops there (docs/decisions/033-colour-variants.md). Nothing is held by a quote.
       */
      left: z.number().int().optional(),
      /** Set when the store has fewer units than asked: the words an order would be refused with. */
      shortage: z.string().optional(),
    }),
  ),
  /** Absent when no code was sent. (Not nullable: OpenAPI 3.0 cannot say null beside a union.) */
  coupon: couponStatus.optional(),
  cod: codOffer,
  /** The GST inside the prices, once the PIN names the state; else null. */
  tax: taxSplit.nullable(),
  delivery: deliveryEstimate.nullable(),
  /**
   * With `language: 'hi'`: the Hindi names of the lines' colours from the catalog, keyed by the
   * colour as sent (which stays English), so a line added on an English page shows its colour in
   * Hindi on a Hindi one (docs/decisions/031). Absent otherwise.
   */
  names: hindiNames.optional(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/** GET /orders/{id}/cod: cash on delivery for an order that is waiting to be paid. */
export const orderCodOfferResponse = codOffer.extend({
  /** What the order comes to when paid by cash on delivery (the fee included). */
  totalWithCod: rupees,
});
export type OrderCodOfferResponse = z.infer<typeof orderCodOfferResponse>;

export const codConfirmToken = z
  .string({ message: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This confirmation link is not valid');

export const codConfirmQuery = z.object({ token: codConfirmToken }).strict();
export const codConfirmBody = z.object({ token: codConfirmToken }).strict();

export const codConfirmResponse = z.object({
  orderId: z.string(),
  /**
   * awaiting: the link is good and the order waits for it; confirmed: the order is confirmed
   * (now or earlier); expired: too late, the order was cancelled; invalid: not this order's link.
   */
  state: z.enum(['awaiting', 'confirmed', 'expired', 'invalid']),
  message: z.string(),
  total: rupees.nullable(),
});
export type CodConfirmResponse = z.infer<typeof codConfirmResponse>;

// ---------------------------------------------------------------------------------------------
// The admin's offer codes (docs/offers.md)

/** An offer code as the admin shows it; amounts in rupees, times as ISO instants. */
export const adminCoupon = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  /** Percent off (10 = 10 %) for a percentage, rupees off for a flat code. */
  amount: z.number(),
  minOrder: rupees,
  maxDiscount: rupees.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  used: z.number().int(),
  perShopperLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  categories: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminCouponList = z.array(adminCoupon);

// The messages are the owner's: the admin's form shows them under its fields.
const rupeeAmount = z
  .number({ message: 'Enter an amount in rupees' })
  .nonnegative('Enter an amount of 0 or more')
  .max(20_000_000, 'Enter at most ₹2,00,00,000');
const count = (max: number) =>
  z
    .number({ message: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(1, 'Enter at least 1, or leave it empty for no limit')
    .max(max, `Enter at most ${max}`);
const istTime = z.string().max(20, 'A date like 2026-11-01 or a time like 2026-11-01T18:00');

/** POST /admin/coupons. Dates are read in India: "2026-11-01" or "2026-11-01T18:00". */
export const adminCouponCreate = z
  .object({
    code: z.string().max(40, COUPON_CODE_MESSAGE),
    percent: z
      .number({ message: 'Enter a percentage' })
      .positive('A percentage off is more than 0')
      .max(100, 'A percentage off is at most 100')
      .optional(),
    flat: rupeeAmount.optional(),
    minOrder: rupeeAmount.optional(),
    maxDiscount: rupeeAmount.optional(),
    starts: istTime.optional(),
    ends: istTime.optional(),
    maxUses: count(10_000_000).optional(),
    perShopper: count(1000).optional(),
    firstOrderOnly: z.boolean().optional(),
    categories: z
      .array(z.string().min(1).max(60, 'A category name is at most 60 characters'))
      .max(20, 'At most 20 categories')
      .optional(),
  })
  .strict();
export type AdminCouponCreate = z.infer<typeof adminCouponCreate>;

export const couponCodeParams = z.object({ code: z.string().max(40) }).strict();

/** POST /admin/orders/{id}/return-to-origin: the order, now Cancelled as returned. */
export const returnToOriginResponse = z.object({
  id: z.string(),
  status: z.number().int(),
  returnedToOriginAt: z.string(),
  /** Parcels returned to origin for this phone, this one included. */
  returnsOfPhone: z.number().int(),
});
export type ReturnToOriginResponse = z.infer<typeof returnToOriginResponse>;

/** POST /admin/orders/{id}/cod-link: a new confirmation link (the old one stops working). */
export const codLinkResponse = z.object({ url: z.string() });
export type CodLinkResponse = z.infer<typeof codLinkResponse>;
