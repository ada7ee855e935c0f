import { z } from 'zod';
import { hindiNames, langField } from './catalog.ts';
import { queryInt, rupees } from './common.ts';
import {
  INDIAN_MOBILE_MESSAGE,
  parseIndianMobile,
  parsePinCode,
  PIN_CODE_MESSAGE,
} from './india.ts';
import { LINE_QUANTITY_MESSAGE, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './line-quantity.ts';
import { couponCodeField } from './coupon-code.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { plainText } from './plain-text.ts';
import {
  ADDRESS_LENGTH_MESSAGE,
  FULL_NAME_LETTERS_MESSAGE,
  hasFullName,
  isAddressLine,
} from './shipping-address.ts';

// The most lines an order (or a kept cart) may hold; in the zod-free corner, which the storefront's
// first page may import without bringing zod with it.
export { MAX_ORDER_LINES } from './storefront-reads.ts';
import { LANGUAGES, MAX_ORDER_LINES } from './storefront-reads.ts';

/** JSON integers only: "3", 1.5, true, null and [2] are all refused, never coerced. */
export const lineQuantity = z
  .number({ message: LINE_QUANTITY_MESSAGE })
  .int(LINE_QUANTITY_MESSAGE)
  .min(MIN_LINE_QUANTITY, LINE_QUANTITY_MESSAGE)
  .max(MAX_LINE_QUANTITY, LINE_QUANTITY_MESSAGE);

/** An order's status code: 0 Pending to 4 Cancelled (order-status.ts). */
export const orderStatus = z.literal(ORDER_STATUSES);

/** A PIN code as typed, read into its stored form ("560 025" -> "560025"), else refused. */
export const pinCodeField = z.string().transform((raw, ctx) => {
  const pin = parsePinCode(raw);
  if (pin === null) ctx.addIssue({ code: 'custom', message: PIN_CODE_MESSAGE });
  return pin ?? raw;
});

/** An Indian mobile number as typed, read into its stored form ("+91" and ten digits). */
export const indianMobileField = z.string().transform((raw, ctx) => {
  const phone = parseIndianMobile(raw);
  if (phone === null) ctx.addIssue({ code: 'custom', message: INDIAN_MOBILE_MESSAGE });
  return phone ?? raw;
});

/**
 * "x is required" when absent, "x must be ..." when present but of the wrong type; any other
 * problem (an unknown key, say) keeps zod's own message.
 */
const missingOr =
  (name: string, wrongType: string) => (issue: { code?: string; input?: unknown }) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined ? `${name} is required` : `${name} must be ${wrongType}`;
  };

/** Names the fields a strict object refused, with a hint at why they are not taken. */
const unknownFields = (hint: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown field(s): ${(issue.keys ?? []).join(', ')}. ${hint}`
    : undefined;

/** One line of shopper-written text: no control characters (plain-text.ts). */
const text = (name: string, max: number) =>
  plainText(
    z
      .string({ error: missingOr(name, 'text') })
      .trim()
      .min(1, `${name} is required`)
      .max(max, `${name} must be at most ${max} characters`),
    name,
  );

/**
 * The shape of a shipping address, with a name and an address line a courier can use. Whether
 * the PIN code, phone and state are real Indian ones, and the city the PIN's, is decided by the
 * server (which also normalises them), so the answer names the rule that failed.
 */
export const shippingAddressInput = z
  .object(
    {
      fullName: text('fullName', 100).refine(hasFullName, FULL_NAME_LETTERS_MESSAGE),
      address: text('address', 300).refine(isAddressLine, ADDRESS_LENGTH_MESSAGE),
      city: text('city', 100),
      state: text('state', 60),
      postalCode: text('postalCode', 12),
      phone: text('phone', 20),
    },
    { error: missingOr('shippingAddress', 'an object') },
  )
  .strict();
export type ShippingAddressInput = z.infer<typeof shippingAddressInput>;

export const orderLineInput = z
  .object(
    {
      productId: z
        .number({ message: 'productId must be a product id' })
        .int('productId must be a product id')
        .min(1, 'productId must be a product id')
        .max(2_147_483_647, 'productId must be a product id'),
      quantity: lineQuantity,
      size: text('size', 40).optional(),
      color: text('color', 40).optional(),
    },
    { error: unknownFields('The store sets prices itself') },
  )
  .strict();
export type OrderLineInput = z.infer<typeof orderLineInput>;

/**
 * POST /orders. `products` is the map of product id to quantity in docs/product/storefront.md; `items` also carries size
 * and colour (what the storefront sends). Exactly one of them. Prices, totals, status and owner
 * are the server's business: sending them is a 400, as is any other unknown field.
 */
export const createOrderRequest = z
  .object(
    {
      products: z
        .record(z.string().regex(/^[1-9]\d{0,8}$/), lineQuantity, {
          error: (issue) =>
            issue.code === 'invalid_key'
              ? 'products keys must be product ids'
              : missingOr('products', 'an object of product id to quantity')(issue),
        })
        .optional(),
      items: z
        .array(orderLineInput, { error: missingOr('items', 'a list') })
        .min(1, 'items must not be empty')
        .max(MAX_ORDER_LINES, `items may hold at most ${MAX_ORDER_LINES} lines`)
        .optional(),
      shippingAddress: shippingAddressInput,
      /** An offer code; the server checks it and prices the order again (docs/offers.md). */
      couponCode: couponCodeField.optional(),
      /** The unticked "Send me order updates on WhatsApp" box, ticked (docs/whatsapp.md). */
      whatsappOptIn: z.boolean({ error: 'whatsappOptIn must be true or false' }).optional(),
      /** The unticked "Save this address to my account" box, ticked (issue 31 item 8). */
      saveAddress: z.boolean({ error: 'saveAddress must be true or false' }).optional(),
      /** The language the shopper ordered in: her mails and messages go in it (docs/mail.md). */
      language: z.enum(LANGUAGES, { message: "language must be 'en' or 'hi'" }).optional(),
      /** The "Use store credit (₹X)" box, ticked: the balance pays what it can (flows/refunds). */
      useStoreCredit: z.boolean({ error: 'useStoreCredit must be true or false' }).optional(),
    },
    { error: unknownFields('The store sets prices, totals and status itself') },
  )
  .strict()
  .superRefine((body, ctx) => {
    if (body.products === undefined && body.items === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Send the products to order as products or items' });
    } else if (body.products !== undefined && body.items !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'Send either products or items, not both' });
    } else if (body.products !== undefined) {
      const n = Object.keys(body.products).length;
      if (n === 0) {
        ctx.addIssue({ code: 'custom', path: ['products'], message: 'products must not be empty' });
      } else if (n > MAX_ORDER_LINES) {
        ctx.addIssue({
          code: 'custom',
          path: ['products'],
          message: `products may hold at most ${MAX_ORDER_LINES} entries`,
        });
      }
    }
  });
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

/** Sent with POST /orders so that a retried request creates nothing new (docs/product/rules.md section 2). */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x21-\x7e]{1,100}$/, 'Idempotency-Key must be 1 to 100 printable characters');

export const orderItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The product's title when ordered; `name` carries the same for clients that read that. */
  productTitle: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price in rupees when ordered. */
  price: rupees,
  size: z.string(),
  color: z.string(),
  /** GST as charged on this line (docs/tax.md): the HSN code and the rate in percent. */
  hsn: z.string().nullable(),
  taxRate: z.number(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const shippingAddress = z.object({
  fullName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  /** +91 and ten digits. */
  phone: z.string(),
});

/**
 * The GST inside an order's total, as charged when it was placed (docs/tax.md). `split` says how
 * it divides for the shipping state: CGST and SGST within the store's state, CGST and UTGST
 * within a union territory without a legislature, IGST between states; 'none' when the store is
 * not registered for GST. Rupees; taxable plus the taxes is the total.
 */
export const orderTax = z.object({
  split: z.enum(['cgst-sgst', 'cgst-utgst', 'igst', 'none']),
  taxable: rupees,
  cgst: rupees,
  sgst: rupees,
  utgst: rupees,
  igst: rupees,
  totalTax: rupees,
});
export type OrderTax = z.infer<typeof orderTax>;

/** The order's tax invoice (or bill of supply), once issued when it ships. */
export const orderInvoice = z.object({
  kind: z.enum(['tax-invoice', 'bill-of-supply']),
  number: z.string(),
  issuedAt: z.string(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

/**
 * A credit note issued against the order (docs/returns.md): one per refunded return (`refund`
 * is its refund's number), or the whole-order note of a cancellation (`refund` null).
 * GET /orders/{id}/credit-note answers its PDF.
 */
export const orderCreditNote = z.object({
  number: z.string(),
  issuedAt: z.string(),
  refund: z.number().int().nullable(),
});
export type OrderCreditNote = z.infer<typeof orderCreditNote>;

/**
 * Why an order was cancelled and what is being refunded. `refundDue` is the amount going back
 * the way the order was paid (`refundMethod`), 0 when nothing had been taken (an unpaid order,
 * or cash on delivery before delivery).
 */
export const orderCancellation = z.object({
  by: z.enum(['shopper', 'store']),
  reason: z.string().nullable(),
  refundDue: rupees,
  refundMethod: z.string().nullable(),
  at: z.string(),
});
export type OrderCancellation = z.infer<typeof orderCancellation>;

/** POST /orders/{id}/cancel: the shopper cancels her own Pending or Processing order. */
export const CANCEL_REASON_MAX = 300;
export const cancelOrderRequest = z
  .object({
    reason: plainText(
      z
        .string()
        .trim()
        .max(CANCEL_REASON_MAX, `reason must be at most ${CANCEL_REASON_MAX} characters`),
      'reason',
    ).optional(),
  })
  .strict();
export type CancelOrderRequest = z.infer<typeof cancelOrderRequest>;

/** The "order as read" in docs/product/storefront.md, the answer of POST /orders, GET /orders and GET /orders/{id}. */
export const order = z.object({
  /** A random reference such as EE-7K2M9Q. */
  id: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  /**
   * What the shopper pays, rupees: the sum of price times quantity, less the discount, plus
   * shipping and any cash-on-delivery fee (docs/offers.md).
   */
  total: rupees,
  // The price breakdown (docs/offers.md). The server always sends these; they are optional so
  // that a client built before them, and its test data, still read an order.
  /** Sum of price times quantity, rupees. */
  subtotal: rupees.optional(),
  /** The offer code's discount, rupees (0 without one). */
  discount: rupees.optional(),
  couponCode: z.string().nullable().optional(),
  shippingFee: rupees.optional(),
  codFee: rupees.optional(),
  /** Store credit spent on the order: a means of payment; total less this is collected. */
  storeCredit: rupees.optional(),
  /**
   * Set while a cash-on-delivery order waits for the shopper's confirmation through the mailed
   * link: until when (ISO time) before it is cancelled. Null otherwise.
   */
  codConfirmBy: z.string().nullable().optional(),
  items: z.array(orderItem),
  shippingAddress,
  /** The carrier's number once shipped, else null. */
  trackingNumber: z.string().nullable(),
  /** The carrier shipping it (India Post, Delhivery, ...) once shipped; null before or if not given. */
  courier: z.string().nullable().optional(),
  /** 'cod', 'upi', 'card', ... once paid or accepted for cash on delivery, else null. */
  paymentMethod: z.string().nullable(),
  /** Null for orders placed before GST was recorded. */
  tax: orderTax.nullable(),
  /** Null until the order ships; then GET /orders/{id}/invoice answers its PDF. */
  invoice: orderInvoice.nullable(),
  /** The credit notes issued against it, oldest first; absent when there are none. */
  creditNotes: z.array(orderCreditNote).optional(),
  /** Set once the order is cancelled: by whom, why, and the refund started (issue 31 item 3). */
  cancellation: orderCancellation.nullable().optional(),
  /**
   * With `lang=hi` (GET /orders, GET /orders/{id}): the Hindi names of its lines' colours, keyed
   * by the colour as ordered, which stays English in `items` (docs/decisions/031).
   */
  names: hindiNames.optional(),
});
export type Order = z.infer<typeof order>;

/** GET /orders: the signed-in shopper's orders, newest first (at most 100). */
export const orderListResponse = z.array(order);

/**
 * GET /orders as the storefront reads it: the same orders, except that a status this storefront
 * does not know (one a newer server added, met by a page left open across an upgrade) is read as
 * the integer it is and shown as 'Unknown (n)', rather than failing the whole list.
 */
export const orderAsRead = order.extend({ status: z.number().int() });
export type OrderAsRead = z.infer<typeof orderAsRead>;
export const orderListAnswer = z.array(orderAsRead);

export const orderIdParams = z.object({ id: z.string().max(40) }).strict();

/** GET /orders/{id}: contactInfo is the order's account email or its phone (any usual form). */
export const orderLookupQuery = z
  .object({
    contactInfo: plainText(
      z.string().max(254, 'contactInfo is too long'),
      'contactInfo',
    ).optional(),
  })
  .strict();

/** GET /orders/{id}: the lookup's contact, and `lang=hi` for its colours' Hindi names. */
export const orderReadQuery = orderLookupQuery.extend({ lang: langField }).strict();

/** GET /orders/{id}/credit-note: the lookup's contact, and the refund whose note is wanted. */
export const orderCreditNoteQuery = orderLookupQuery
  .extend({
    /** The refund's number; without it, the whole-order note of a cancellation. */
    refund: z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'refund is a refund number')
      .optional(),
  })
  .strict();

export const orderListQuery = z
  .object({
    limit: queryInt('limit', 1, 100).optional(),
    /** `hi`: each order names its colours in Hindi (`names`). */
    lang: langField,
  })
  .strict();
