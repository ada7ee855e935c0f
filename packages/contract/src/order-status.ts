// The life of an order (docs/product/rules.md section 4). These numbers are on the wire and in
// the database, so they never change meaning. No zod here: screens without forms may import it.

export const OrderStatus = {
  Pending: 0,
  Processing: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 4,
} as const;

export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Every code, in the order an order lives through them. */
export const ORDER_STATUSES = [0, 1, 2, 3, 4] as const satisfies readonly OrderStatusCode[];

/** The names the shopper reads (docs/product/storefront.md section 4). */
export const ORDER_STATUS_NAMES: Readonly<Record<OrderStatusCode, string>> = {
  0: 'Pending',
  1: 'Processing',
  2: 'Shipped',
  3: 'Delivered',
  4: 'Cancelled',
};

/**
 * Where each status may move. Pending -> Processing (paid, or cash on delivery accepted) ->
 * Shipped -> Delivered, and Pending or Processing -> Cancelled. Nothing else: a shipped parcel is
 * not cancelled, it comes back as a return, which is a different process. The one exception is
 * a parcel returned to origin (undelivered), which the owner records as Cancelled with its return
 * time, outside this table (docs/decisions/012-offers-and-cod.md).
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<
  Record<OrderStatusCode, readonly OrderStatusCode[]>
> = {
  0: [OrderStatus.Processing, OrderStatus.Cancelled],
  1: [OrderStatus.Shipped, OrderStatus.Cancelled],
  2: [OrderStatus.Delivered],
  3: [],
  4: [],
};

export function isOrderStatus(code: unknown): code is OrderStatusCode {
  return typeof code === 'number' && (ORDER_STATUSES as readonly number[]).includes(code);
}

/** Whether an order in status `from` may move to `to`; false for any code that is not a status. */
export function canTransition(from: number, to: number): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** The statuses an order may be in to move to `to`. */
export function statusesBefore(to: OrderStatusCode): OrderStatusCode[] {
  return ORDER_STATUSES.filter((from) => ORDER_STATUS_TRANSITIONS[from].includes(to));
}

/**
 * A code read back from storage as a status. Only the order services write statuses, always one
 * of the codes, so anything else is a broken invariant and throws rather than reaching the wire.
 */
export function asOrderStatus(code: number): OrderStatusCode {
  if (!isOrderStatus(code)) throw new Error(`Unknown order status ${code}`);
  return code;
}

/** A cancelled order's money reaches the shopper within this many working days: their mail says so. */
export const REFUND_WORKING_DAYS = 7;

/**
 * Whether the store holds the shopper's money for an order: it was paid, and not in cash at the
 * door. Cancelling such an order owes the shopper a refund, which their mail promises and the
 * owner makes through the gateway, the UPI app or the bank.
 */
export function moneyTaken(order: {
  paidAt: Date | string | null;
  paymentMethod: string | null;
}): boolean {
  return order.paidAt !== null && order.paymentMethod !== 'cod';
}
