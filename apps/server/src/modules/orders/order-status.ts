// The life of an order: the codes, names and allowed moves are the contract's (shared with the
// storefront); here are the server's own lower-case names, read by the command line.
import {
  isOrderStatus,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type OrderStatusCode,
} from '@store/contract';

export {
  asOrderStatus,
  canTransition,
  isOrderStatus,
  OrderStatus,
  statusesBefore,
  type OrderStatusCode,
} from '@store/contract';

export const STATUS_NAMES: Record<OrderStatusCode, string> = Object.fromEntries(
  ORDER_STATUSES.map((code) => [code, ORDER_STATUS_NAMES[code].toLowerCase()]),
) as Record<OrderStatusCode, string>;

export function statusName(code: number): string {
  return isOrderStatus(code) ? STATUS_NAMES[code] : `unknown (${code})`;
}

export function parseStatusName(name: string): OrderStatusCode | null {
  const key = name.trim().toLowerCase();
  for (const code of ORDER_STATUSES) {
    if (STATUS_NAMES[code] === key || String(code) === key) return code;
  }
  return null;
}
