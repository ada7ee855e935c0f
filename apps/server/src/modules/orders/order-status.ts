// The life of an order (DECISIONS.md section 4). These numbers are on the wire and in the
// database, so they never change meaning.

export const OrderStatus = {
  Pending: 0,
  Processing: 1,
  Shipped: 2,
  Delivered: 3,
  Cancelled: 4,
} as const;

export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

export const STATUS_NAMES: Record<OrderStatusCode, string> = {
  0: 'pending',
  1: 'processing',
  2: 'shipped',
  3: 'delivered',
  4: 'cancelled',
};

// Pending -> Processing (paid, or cash on delivery accepted) -> Shipped -> Delivered, and
// Pending or Processing -> Cancelled. Nothing else: a shipped parcel is not cancelled here, it
// comes back as a return, which is a different process.
const NEXT: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  0: [OrderStatus.Processing, OrderStatus.Cancelled],
  1: [OrderStatus.Shipped, OrderStatus.Cancelled],
  2: [OrderStatus.Delivered],
  3: [],
  4: [],
};

export function isOrderStatus(n: number): n is OrderStatusCode {
  return Number.isInteger(n) && n >= 0 && n <= 4;
}

export function canTransition(from: number, to: number): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && NEXT[from].includes(to);
}

/** The statuses an order may be in to move to `to`: what conditional UPDATEs filter on. */
export function statusesBefore(to: OrderStatusCode): OrderStatusCode[] {
  return ([0, 1, 2, 3, 4] as const).filter((from) => NEXT[from].includes(to));
}

export function statusName(code: number): string {
  return isOrderStatus(code) ? STATUS_NAMES[code] : `unknown (${code})`;
}

export function parseStatusName(name: string): OrderStatusCode | null {
  const key = name.trim().toLowerCase();
  for (const [code, n] of Object.entries(STATUS_NAMES)) {
    if (n === key || code === key) return Number(code) as OrderStatusCode;
  }
  return null;
}
