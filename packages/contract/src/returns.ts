// Returns and size exchanges after delivery (issue 31 items 4, 5 and 9; docs/decisions/029):
// what a shopper asks for from /orders, what the owner's queue shows, and the owner's numbers.
// The server decides what may be returned, for how much, and when; these are only the shapes.
import { z } from 'zod';
import { rupees } from './common.ts';
import { plainText } from './plain-text.ts';

export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'damaged',
  'not_as_pictured',
  'quality',
  'changed_mind',
  'other',
] as const;
export const returnReason = z.enum(RETURN_REASONS);
export type ReturnReason = z.infer<typeof returnReason>;

/** The words a shopper and the owner read for each reason. */
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  damaged: 'Damaged or defective',
  not_as_pictured: 'Not as pictured',
  quality: 'Quality',
  changed_mind: 'Changed my mind',
  other: 'Other',
};

/** What she wants back: another size, or her money to where she paid, store credit, UPI or bank. */
export const RETURN_WANTS = ['exchange', 'source', 'store_credit', 'upi', 'bank'] as const;
export const returnWant = z.enum(RETURN_WANTS);
export type ReturnWant = z.infer<typeof returnWant>;

export const RETURN_STATES = ['requested', 'approved', 'rejected', 'received', 'closed'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** At most this many photos travel with a request (field `photo`). */
export const MAX_RETURN_PHOTOS = 4;

/** Indian Financial System Code: four letters, a zero, six letters or digits. */
export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI ID (VPA): a handle, an @ and the provider. */
export const UPI_ID = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

export const returnPayout = z
  .object({
    upiId: z.string().trim().regex(UPI_ID, 'upiId: a UPI ID such as name@bank').optional(),
    bank: z
      .object({
        accountName: plainText(z.string().trim().min(2).max(100), 'accountName'),
        accountNumber: z
          .string()
          .trim()
          .regex(/^[0-9]{9,18}$/, 'accountNumber: 9 to 18 digits'),
        ifsc: z
          .string()
          .trim()
          .transform((s) => s.toUpperCase())
          .pipe(z.string().regex(IFSC, 'ifsc: 11 characters such as SBIN0001234')),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ReturnPayout = z.infer<typeof returnPayout>;

/** The JSON part (field `request`) of POST /orders/{id}/returns; photos travel beside it. */
export const returnRequestInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            orderItemId: z.number().int().positive(),
            quantity: z.number().int().min(1).max(99),
            /** For an exchange: the size she wants instead. */
            exchangeSize: z.string().trim().min(1).max(20).optional(),
          })
          .strict(),
      )
      .min(1, 'lines: choose at least one piece')
      .max(50),
    reason: returnReason,
    note: plainText(z.string().trim().max(500), 'note').optional(),
    want: returnWant,
    payout: returnPayout.optional(),
  })
  .strict();
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

export const returnLine = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  title: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  exchangeSize: z.string().nullable(),
  refund: rupees,
  /** Set when received: units back on the shelf and written off as damaged. */
  restocked: z.number().int().nullable(),
  writtenOff: z.number().int().nullable(),
});

export const returnRequest = z.object({
  id: z.number().int(),
  orderId: z.string(),
  state: z.enum(RETURN_STATES),
  reason: returnReason,
  note: z.string().nullable(),
  want: returnWant,
  lines: z.array(returnLine),
  photos: z.array(z.string()),
  refund: rupees,
  /** null: no refund asked or not yet; payout_due: the owner pays it; done: paid back. */
  refundState: z.enum(['pending', 'payout_due', 'done']).nullable(),
  rejectReason: z.string().nullable(),
  pickup: z.string().nullable(),
  exchangeOrderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

/** What may be returned of one order now, and the requests already made. */
export const orderReturns = z.object({
  /** Last day to ask (ISO), null when the order is not delivered. */
  returnBy: z.string().nullable(),
  open: z.boolean(),
  /** Ways her money can go back for this order (besides an exchange). */
  refundTo: z.array(returnWant),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      title: z.string(),
      size: z.string(),
      returnable: z.number().int(),
      notReturnable: z.boolean(),
      /** Other sizes of the piece in stock now. */
      exchangeSizes: z.array(z.string()),
    }),
  ),
  requests: z.array(returnRequest),
});
export type OrderReturns = z.infer<typeof orderReturns>;

export const returnsQueueQuery = z.object({ state: z.enum(RETURN_STATES).optional() }).strict();
export const returnsQueue = z.object({
  returns: z.array(
    returnRequest.extend({
      customer: z.string(),
      email: z.string(),
      /** Where the owner pays a UPI or bank refund. */
      payout: returnPayout.nullable(),
      refundedAt: z.string().nullable(),
    }),
  ),
});
export type ReturnsQueue = z.infer<typeof returnsQueue>;
export type QueuedReturn = ReturnsQueue['returns'][number];

export const returnApproveInput = z.object({ pickup: z.boolean().default(false) }).strict();
export const returnRejectInput = z
  .object({ reason: plainText(z.string().trim().min(3).max(300), 'reason') })
  .strict();
export const returnReceiveInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            id: z.number().int().positive(),
            restocked: z.number().int().min(0),
            writtenOff: z.number().int().min(0),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();
export const returnPayoutInput = z
  .object({ reference: plainText(z.string().trim().min(3).max(80), 'reference') })
  .strict();
export const returnExchangeInput = z
  .object({
    trackingNumber: z.string().trim().min(3).max(64).optional(),
    courier: z.string().trim().min(2).max(60).optional(),
  })
  .strict();
export const returnIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The owner's numbers (item 9). */
export const returnsReport = z.object({
  awaitingAction: z.number().int(),
  byReason: z.array(z.object({ reason: returnReason, units: z.number().int() })),
  byProduct: z.array(
    z.object({ productId: z.number().int(), title: z.string(), units: z.number().int() }),
  ),
  requests: z.number().int(),
  exchanges: z.number().int(),
  /** Exchanges as a share of requests, 0 to 1. */
  exchangeShare: z.number(),
  /** Mean days from request to refund paid, over refunds done; null before the first. */
  daysToRefund: z.number().nullable(),
});
export type ReturnsReport = z.infer<typeof returnsReport>;
