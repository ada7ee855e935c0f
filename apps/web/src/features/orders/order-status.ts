import { isOrderStatus, ORDER_STATUS_NAMES, OrderStatus } from '@store/contract/rules';
import { msgid } from '../../lib/i18n';

/**
 * docs/product/storefront.md section 4, "Order status": the contract's codes and names, with the badge colours and
 * what each allows.
 */

/** The status names as the page shows them (status-badge.tsx), for the Hindi catalog. */
export const STATUS_WORDS = [
  msgid('Pending'),
  msgid('Processing'),
  msgid('Shipped'),
  msgid('Delivered'),
  msgid('Cancelled'),
  msgid('Unknown'),
];

/** 'Pending' ... 'Cancelled', or 'Unknown ({code})' for anything else. */
export function orderStatusName(status: unknown): string {
  if (isOrderStatus(status)) return ORDER_STATUS_NAMES[status];
  return status === undefined || status === null || status === ''
    ? 'Unknown'
    : `Unknown (${String(status)})`;
}

/**
 * Badge colours: delivered emerald, processing blue, shipped purple, cancelled red, pending
 * yellow. Text colours are the 800 shades, for at least 4.5:1 contrast on their 100 background.
 */
export function orderStatusBadgeClass(status: unknown): string {
  switch (status) {
    case OrderStatus.Pending:
      return 'bg-yellow-100 text-yellow-900 ring-yellow-300';
    case OrderStatus.Processing:
      return 'bg-blue-100 text-blue-800 ring-blue-200';
    case OrderStatus.Shipped:
      return 'bg-purple-100 text-purple-800 ring-purple-200';
    case OrderStatus.Delivered:
      return 'bg-emerald-100 text-emerald-800 ring-emerald-200';
    case OrderStatus.Cancelled:
      return 'bg-red-100 text-red-800 ring-red-200';
    default:
      return 'bg-ivory-200 text-ink ring-line';
  }
}

/** Only a Pending order offers Pay Now. */
export function canPay(status: unknown): boolean {
  return status === OrderStatus.Pending;
}

/** The shopper may cancel her order herself while it has not shipped (issue 31 item 3). */
export function canCancel(status: unknown): boolean {
  return status === OrderStatus.Pending || status === OrderStatus.Processing;
}
