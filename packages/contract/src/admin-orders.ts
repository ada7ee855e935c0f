// The owner's admin, orders and the Today screen (docs/decisions/009-admin.md); the rest of the
// admin's calls are in admin.ts.
import { z } from 'zod';
import { isoDate, queryInt, rupees } from './common.ts';
import { order, orderStatus } from './orders.ts';
import { plainText } from './plain-text.ts';

// ---------------------------------------------------------------------------------------------
// Orders

/** The tabs of the order list; `all` shows every status. */
export const ADMIN_ORDER_TABS = [
  'all',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;

export const adminOrderQuery = z
  .object({
    status: z.enum(ADMIN_ORDER_TABS, { message: 'Unknown status tab' }).optional(),
    /** An order number, a phone number, an email or a name. */
    q: plainText(z.string().trim().max(100, 'Search is too long'), 'q').optional(),
    /** Calendar days in India (IST), inclusive. */
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    page: queryInt('page', 1, 10_000).optional(),
  })
  .strict();
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

export const adminOrderSummary = z.object({
  id: z.string(),
  status: orderStatus,
  createdAt: z.string(),
  total: rupees,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  itemCount: z.number().int(),
  paymentMethod: z.string().nullable(),
  version: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

export const adminOrderListResponse = z.object({
  data: z.array(adminOrderSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

export const adminPaymentEvent = z.object({
  at: z.string(),
  method: z.string(),
  amount: rupees,
  paymentStatus: z.string(),
  source: z.string(),
  outcome: z.string(),
  verified: z.boolean(),
  sandbox: z.boolean(),
});

export const adminOrderHistoryEntry = z.object({
  at: z.string(),
  /** placed, paid, shipped, delivered, cancelled, or an audit action. */
  what: z.string(),
  by: z.string().nullable(),
});

/** GET /admin/orders/{id}: the shopper's order plus what the owner needs to work it. */
export const adminOrderDetail = order.extend({
  // The price breakdown the shopper saw (docs/offers.md), always sent to the admin.
  subtotal: rupees,
  discount: rupees,
  couponCode: z.string().nullable(),
  shippingFee: rupees,
  codFee: rupees,
  codConfirmBy: z.string().nullable(),
  /** Set when a shipped parcel came back undelivered and the order was cancelled for it. */
  returnedToOriginAt: z.string().nullable(),
  email: z.string(),
  courier: z.string().nullable(),
  version: z.number().int(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The moves the status machine allows from here. */
  allowedMoves: z.array(z.enum(['mark-paid', 'ship', 'deliver', 'cancel'])),
  payments: z.array(adminPaymentEvent),
  history: z.array(adminOrderHistoryEntry),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** Every move may carry the version the screen showed: a stale one is a 409. */
const expectedVersion = z.number().int().min(1).optional();

export const shipOrderRequest = z
  .object({
    courier: plainText(
      z
        .string({ message: 'Courier is required' })
        .trim()
        .min(2, 'Courier is required')
        .max(60, 'Courier must be at most 60 characters'),
      'courier',
    ),
    trackingNumber: z
      .string({ message: 'Tracking number is required' })
      .trim()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9 /-]{2,63}$/,
        'A tracking number is 3 to 64 letters, digits, spaces, dashes or slashes',
      ),
    expectedVersion,
  })
  .strict();
export type ShipOrderRequest = z.infer<typeof shipOrderRequest>;

/** The amount received, in rupees (`amount`) or paise (`amountPaise`); it must equal the total. */
export const markPaidRequest = z
  .object({
    amount: rupees.optional(),
    amountPaise: z.number().int().nonnegative().optional(),
    /** How it was paid: upi (default), card, netbanking, bank-transfer, cash ... */
    method: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z-]{1,30}$/, 'method is one word such as upi, card, bank-transfer, cash')
      .optional(),
    /** The UPI transaction id (UTR), bank reference or receipt number. */
    reference: plainText(
      z.string().trim().max(100, 'Reference must be at most 100 characters'),
      'reference',
    ).optional(),
    expectedVersion,
  })
  .strict()
  .refine((b) => (b.amount === undefined) !== (b.amountPaise === undefined), {
    message: 'Give the amount received: amount (rupees) or amountPaise',
    path: ['amount'],
  });
export type MarkPaidRequest = z.infer<typeof markPaidRequest>;

export const orderMoveRequest = z.object({ expectedVersion }).strict();
export type OrderMoveRequest = z.infer<typeof orderMoveRequest>;

export const STALE_ORDER_MESSAGE = 'This order was changed by someone else; reload it';

// ---------------------------------------------------------------------------------------------
// Today

export const todayResponse = z.object({
  waiting: z.object({
    /** Pending: placed, money not yet in. */
    payment: z.number().int(),
    /** Processing and paid or cash on delivery: to be packed. */
    shipping: z.number().int(),
    /** Pending UPI orders whose shopper says they paid: the owner checks and marks them paid. */
    confirmation: z.number().int(),
  }),
  /** Rupees received (paid_at) today, in the last 7 and 30 days, by Indian calendar days. */
  revenue: z.object({ today: rupees, last7Days: rupees, last30Days: rupees }),
  /** Oldest first, 30 days ending today (IST). */
  salesPerDay: z.array(z.object({ date: z.string(), revenue: rupees, orders: z.number().int() })),
  lowStockThreshold: z.number().int(),
  lowStock: z.array(
    z.object({
      productId: z.number().int(),
      title: z.string(),
      size: z.string(),
      /** The colour of the count, '' when the product's stock is not kept per colour. */
      color: z.string(),
      quantity: z.number().int(),
    }),
  ),
  unreadMessages: z.number().int(),
});
export type TodayResponse = z.infer<typeof todayResponse>;
